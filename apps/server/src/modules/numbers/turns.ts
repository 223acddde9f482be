// Turns of a number queue (decision 022). Every change of who holds a turn locks the queue's row
// first (`lockQueue`), so opening turns, picking, the 3-hour job, skip and restore of one queue
// run one after another, in any process. The number itself is decided by the unique index
// (queue_id, number), not by reading the free numbers first.
import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { NUMBER_PICK_WINDOW_HOURS } from '@miao/contracts/limits';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { numberQueueEntries, numberQueues } from '../../db/schema/numbers';
import { inTransaction, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { defineJob, enqueue, type JobContext } from '../../platform/jobs';
import { messageIdOf, queuedMailer, type Mail } from '../../platform/mail';

export type QueueRow = typeof numberQueues.$inferSelect;
export type EntryRow = typeof numberQueueEntries.$inferSelect;

/** Closes a turn when its 3 hours have passed: one job per turn, keyed `number-turn:<entry>:<turn>`. */
export const turnEndJob = defineJob<{ entryId: number; turn: number }>('numbers.turn-end');

export interface TurnDeps {
  db: Db;
  /** For the link in the turn mail. */
  publicUrl: string;
}

/** The queue's row, locked for the rest of the transaction (404 when there is none). */
export async function lockQueue(tx: Tx, queueId: number): Promise<QueueRow> {
  const [queue] = await tx.select().from(numberQueues).where(eq(numberQueues.id, queueId)).for('update');
  if (!queue) fail('not_found');
  return queue;
}

/** Numbers 1..total nobody holds yet. */
export async function freeNumbers(tx: DbOrTx, queue: QueueRow): Promise<number[]> {
  const rows = rowsOf<{ number: number }>(
    await tx.execute(sql`
      select number from number_queue_entries
      where queue_id = ${queue.id} and number is not null`),
  );
  const taken = new Set(rows.map((r) => Number(r.number)));
  const free: number[] = [];
  for (let n = 1; n <= queue.totalNumbers; n += 1) if (!taken.has(n)) free.push(n);
  return free;
}

/**
 * Opens turns at the front of the line until `turns_at_once` are open, as long as every open turn
 * still has a free number left for it. Each turn gets its closing job (run at the turn's end) and
 * its mail, both in this transaction. The caller holds the queue's lock.
 */
export async function openTurns(tx: Tx, queue: QueueRow, publicUrl: string): Promise<EntryRow[]> {
  const opened: EntryRow[] = [];
  for (;;) {
    const [stats] = rowsOf<{ open: number; taken: number }>(
      await tx.execute(sql`
        select count(*) filter (where status = 'turn')::int as open,
               count(*) filter (where number is not null)::int as taken
        from number_queue_entries where queue_id = ${queue.id}`),
    );
    const open = Number(stats?.open ?? 0);
    const taken = Number(stats?.taken ?? 0);
    if (open >= queue.turnsAtOnce || queue.totalNumbers - taken <= open) return opened;
    const [next] = await tx
      .select({ id: numberQueueEntries.id })
      .from(numberQueueEntries)
      .where(and(eq(numberQueueEntries.queueId, queue.id), eq(numberQueueEntries.status, 'waiting')))
      .orderBy(asc(numberQueueEntries.id))
      .limit(1);
    if (!next) return opened;
    const [entry] = await tx
      .update(numberQueueEntries)
      .set({
        status: 'turn',
        turns: sql`${numberQueueEntries.turns} + 1`,
        turnOpenedAt: sql`now()`,
        turnEndsAt: sql`now() + make_interval(hours => ${NUMBER_PICK_WINDOW_HOURS})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(numberQueueEntries.id, next.id), eq(numberQueueEntries.status, 'waiting')))
      .returning();
    if (!entry) return opened;
    const key = `number-turn:${entry.id}:${entry.turns}`;
    await enqueue(
      tx,
      turnEndJob,
      { entryId: entry.id, turn: entry.turns },
      { key, runAt: entry.turnEndsAt! },
    );
    await queuedMailer(tx, `${key}:mail`).send({
      ...turnMail(entry, queue, publicUrl),
      // one turn, one message (docs/decisions/046)
      messageId: messageIdOf(publicUrl, ['number-turn', entry.id, entry.turns]),
    });
    opened.push(entry);
  }
}

/** The "your turn" mail in the buyer's language, with the deadline in UTC and the page's address. */
export function turnMail(entry: EntryRow, queue: QueueRow, publicUrl: string): Mail {
  const ends = entry.turnEndsAt!.toISOString().replace('T', ' ').slice(0, 16);
  const url = `${publicUrl}/${entry.language}/${queue.activity}/number/`;
  if (entry.language === 'cn') {
    return {
      to: entry.email,
      subject: '轮到您选号了',
      text: `${entry.name}，您好：\n\n轮到您为订单选号了。请在 ${ends}（UTC）之前打开 ${url} 选择一个号码；超过 ${NUMBER_PICK_WINDOW_HOURS} 小时未选，系统将随机为您分配一个空闲号码。\n\nMIAO`,
    };
  }
  return {
    to: entry.email,
    subject: 'Your turn to pick a number',
    text: `Hello ${entry.name},\n\nIt is your turn to pick the number of your order. Open ${url} and pick a free number before ${ends} UTC; after ${NUMBER_PICK_WINDOW_HOURS} hours a random free number is given to you.\n\nMIAO`,
  };
}

/**
 * The turn-end job: if the turn is still open (not picked, not skipped, not a later turn), a random
 * free number is assigned and the next turn opens, all in one transaction with the job's
 * completion, so a second run (after a crash, or in another process) finds the turn closed.
 */
export async function endTurn(
  deps: TurnDeps,
  payload: { entryId: number; turn: number },
  job: Pick<JobContext, 'finish'>,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const [found] = await tx
      .select({ queueId: numberQueueEntries.queueId })
      .from(numberQueueEntries)
      .where(eq(numberQueueEntries.id, payload.entryId));
    if (!found) return job.finish(tx);
    const queue = await lockQueue(tx, found.queueId);
    const [entry] = rowsOf<{ status: string; turns: number; over: boolean }>(
      await tx.execute(sql`
        select status, turns, turn_ends_at <= now() as over
        from number_queue_entries where id = ${payload.entryId}`),
    );
    if (!entry || entry.status !== 'turn' || Number(entry.turns) !== payload.turn) return job.finish(tx);
    // ran early (another process's clock): not done, the job is tried again later
    if (!entry.over) throw new Error(`turn ${payload.entryId}:${payload.turn} has not ended yet`);
    const free = await freeNumbers(tx, queue);
    if (free.length === 0) {
      // only when staff lowered the numbers below the line: nothing left to give
      await tx
        .update(numberQueueEntries)
        .set({ status: 'skipped', updatedAt: sql`now()` })
        .where(eq(numberQueueEntries.id, payload.entryId));
    } else {
      await tx
        .update(numberQueueEntries)
        .set({
          status: 'assigned',
          number: free[randomInt(free.length)]!,
          how: 'random',
          pickedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(numberQueueEntries.id, payload.entryId));
    }
    await openTurns(tx, queue, deps.publicUrl);
    await job.finish(tx);
  });
}

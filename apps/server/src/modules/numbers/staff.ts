// Staff side of the number queues (decision 022): the queues and their lines, skip and restore,
// the assignments as CSV.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NUMBER_ENTRY_STATUSES,
  type NumberEntryStatus,
  type NumberQueueCreate,
  type NumberQueueUpdate,
  type StaffNumberQueue,
} from '@miao/contracts/numbers';
import type { DbOrTx } from '../../db/client';
import { numberQueueEntries, numberQueues } from '../../db/schema/numbers';
import { inTransaction, isUniqueViolation, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { unknownProductCodes } from '../orders/service';
import { toCsv } from '../../platform/csv';
import { entryViews, type EntryView } from './service';
import { lockQueue, openTurns, type QueueRow, type TurnDeps } from './turns';

async function presentQueues(db: DbOrTx, queues: QueueRow[]): Promise<StaffNumberQueue[]> {
  if (queues.length === 0) return [];
  const rows = rowsOf<{ queue_id: number; status: NumberEntryStatus; n: number }>(
    await db.execute(sql`
      select queue_id, status, count(*)::int as n from number_queue_entries
      where queue_id in ${queues.map((q) => q.id)} group by queue_id, status`),
  );
  return queues.map((q) => {
    const counts = Object.fromEntries(NUMBER_ENTRY_STATUSES.map((s) => [s, 0])) as Record<
      NumberEntryStatus,
      number
    >;
    for (const r of rows) if (Number(r.queue_id) === q.id) counts[r.status] = Number(r.n);
    return {
      id: q.id,
      activity: q.activity,
      product_code: q.productCode,
      total_numbers: q.totalNumbers,
      turns_at_once: q.turnsAtOnce,
      counts,
      created_at: q.createdAt.toISOString(),
    };
  });
}

export async function listQueues(db: DbOrTx): Promise<StaffNumberQueue[]> {
  return presentQueues(db, await db.select().from(numberQueues).orderBy(numberQueues.id));
}

export async function createQueue(db: DbOrTx, staffId: number, input: NumberQueueCreate) {
  if ((await unknownProductCodes(db, [input.product_code])).length > 0)
    fail('validation_error', { fields: ['product_code'] });
  try {
    const [queue] = await db
      .insert(numberQueues)
      .values({
        activity: input.activity,
        productCode: input.product_code,
        totalNumbers: input.total_numbers,
        turnsAtOnce: input.turns_at_once,
        createdBy: staffId,
      })
      .returning();
    return (await presentQueues(db, [queue!]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'number_queues_activity_key'))
      fail('validation_error', { fields: ['activity'] });
    throw error;
  }
}

/**
 * More or fewer numbers, more or fewer turns at once. Numbers cannot go below the highest one
 * already held; widening opens the turns that now fit.
 */
export async function updateQueue(deps: TurnDeps, queueId: number, input: NumberQueueUpdate) {
  const queue = await inTransaction(deps.db, async (tx) => {
    await lockQueue(tx, queueId);
    if (input.total_numbers !== undefined) {
      const [row] = rowsOf<{ highest: number | null }>(
        await tx.execute(
          sql`select max(number) as highest from number_queue_entries where queue_id = ${queueId}`,
        ),
      );
      if (Number(row?.highest ?? 0) > input.total_numbers)
        fail('validation_error', { fields: ['total_numbers'] });
    }
    const [updated] = await tx
      .update(numberQueues)
      .set({
        ...(input.total_numbers !== undefined && { totalNumbers: input.total_numbers }),
        ...(input.turns_at_once !== undefined && { turnsAtOnce: input.turns_at_once }),
        updatedAt: sql`now()`,
      })
      .where(eq(numberQueues.id, queueId))
      .returning();
    await openTurns(tx, updated!, deps.publicUrl);
    return updated!;
  });
  return (await presentQueues(deps.db, [queue]))[0]!;
}

export async function queueEntries(db: DbOrTx, queueId: number): Promise<EntryView[]> {
  const [queue] = await db
    .select({ id: numberQueues.id })
    .from(numberQueues)
    .where(eq(numberQueues.id, queueId));
  if (!queue) fail('not_found');
  return entryViews(db, sql`e.queue_id = ${queueId}`);
}

/**
 * Skip: a waiting buyer or one in a turn leaves the line (their open turn closes and the next one
 * opens; the turn's job then finds it closed). Restore: back to waiting at the old place, by join
 * order. Both answer the entry; repeating either changes nothing.
 */
export async function setSkipped(
  deps: TurnDeps,
  queueId: number,
  entryId: number,
  skipped: boolean,
): Promise<EntryView> {
  await inTransaction(deps.db, async (tx) => {
    const queue = await lockQueue(tx, queueId);
    const [entry] = await tx
      .select({ status: numberQueueEntries.status })
      .from(numberQueueEntries)
      .where(and(eq(numberQueueEntries.id, entryId), eq(numberQueueEntries.queueId, queueId)));
    if (!entry) fail('not_found');
    if (entry.status === 'picked' || entry.status === 'assigned') fail('number_already_selected');
    await tx
      .update(numberQueueEntries)
      .set({ status: skipped ? 'skipped' : 'waiting', updatedAt: sql`now()` })
      .where(
        and(
          eq(numberQueueEntries.id, entryId),
          skipped
            ? inArray(numberQueueEntries.status, ['waiting', 'turn'])
            : eq(numberQueueEntries.status, 'skipped'),
        ),
      );
    await openTurns(tx, queue, deps.publicUrl);
  });
  const [view] = await entryViews(deps.db, sql`e.id = ${entryId}`);
  return view!;
}

/** The assignments for fulfilment: number, order, buyer, how it was chosen, note, when. */
export async function assignmentsCsv(
  db: DbOrTx,
  queueId: number,
): Promise<{ activity: string; csv: string }> {
  const [queue] = await db.select().from(numberQueues).where(eq(numberQueues.id, queueId));
  if (!queue) fail('not_found');
  const rows = await entryViews(db, sql`e.queue_id = ${queueId} and e.number is not null`, sql`e.number`);
  const csv = toCsv(
    ['number', 'order_no', 'name', 'email', 'how', 'note', 'picked_at', 'user_id'],
    rows.map((r) => [r.number, r.order_no, r.name, r.email, r.how, r.note, r.picked_at, r.user_id]),
  );
  return { activity: queue.activity, csv };
}

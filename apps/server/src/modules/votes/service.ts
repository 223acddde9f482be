// Voting on a task (spec 4): options are created with the task and only added to in edit mode;
// a ballot is accepted only when every rule holds, checked here inside one transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VoteContent, VoteOptionInput, VoteRequest } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { fail } from '../../platform/errors';
import { rowsOf } from '../../db/sql';
import { loadVisibleTask, type TaskRow } from '../tasks/policy';
import { presentVoteContent, type OptionRow } from './presenter';
import type { Actor, Viewer } from '../../platform/identity';
import { voteBallots, voteOptions, votes } from '../../db/schema/votes';

export async function optionsOf(db: DbOrTx, taskId: number): Promise<OptionRow[]> {
  return db
    .select({
      id: voteOptions.id,
      content: voteOptions.content,
      pic: voteOptions.pic,
      voteNum: voteOptions.voteNum,
    })
    .from(voteOptions)
    .where(eq(voteOptions.taskId, taskId))
    .orderBy(asc(voteOptions.sort), asc(voteOptions.id));
}

export async function insertOptions(
  db: DbOrTx,
  taskId: number,
  options: Pick<VoteOptionInput, 'content' | 'pic'>[],
  firstSort = 0,
): Promise<void> {
  if (options.length === 0) return;
  await db
    .insert(voteOptions)
    .values(options.map((o, i) => ({ taskId, content: o.content, pic: o.pic, sort: firstSort + i })));
}

export async function myVoteIds(db: DbOrTx, taskId: number, userId: number | undefined): Promise<number[]> {
  if (userId === undefined) return [];
  const rows = await db
    .select({ optionId: votes.optionId })
    .from(votes)
    .where(and(eq(votes.taskId, taskId), eq(votes.userId, userId)))
    .orderBy(asc(votes.optionId));
  return rows.map((r) => r.optionId);
}

/** vote_content and the viewer's own choices, as the task detail and the vote answer show them. */
export async function voteStateOf(
  db: DbOrTx,
  task: TaskRow,
  viewer: Viewer,
): Promise<{ vote_content: VoteContent; my_vote_ids: number[] }> {
  if (!task.voteEnable) return { vote_content: presentVoteContent(task, [], viewer), my_vote_ids: [] };
  const [options, mine] = await Promise.all([optionsOf(db, task.id), myVoteIds(db, task.id, viewer.userId)]);
  return { vote_content: presentVoteContent(task, options, viewer), my_vote_ids: mine };
}

/**
 * POST /api/votes. Spec 4 in order: task not closed, voter not the sponsor, now between start_at and
 * end_at (database time), at most max_num options, all of this task; then the voter's ballot row is
 * inserted with ON CONFLICT DO NOTHING and only its inserter counts the votes, so concurrent or
 * repeated submits by one voter count once.
 */
export async function castVote(db: DbOrTx, actor: Actor, input: VoteRequest): Promise<TaskRow> {
  return inTransaction(db, async (tx) => {
    // A share lock: closing or editing the task waits for the ballots being cast, voters do not wait for each other.
    const task = await loadVisibleTask(tx, input.task_id, actor, 'share');
    if (!task.voteEnable) fail('vote_disabled');
    if (task.status === 'closed') fail('task_closed');
    if (task.userId === actor.userId) fail('vote_own_task');
    const [window] = rowsOf<{ not_started: boolean; ended: boolean }>(
      await tx.execute(sql`select now() < ${task.startAt.toISOString()}::timestamptz as not_started,
        now() >= ${task.endAt.toISOString()}::timestamptz as ended`),
    );
    if (window!.not_started) fail('vote_not_started');
    if (window!.ended) fail('vote_ended');

    const chosen = [...new Set(input.vote_ids)].sort((a, b) => a - b);
    if (chosen.length > task.voteMaxNum) fail('vote_max_choices');
    const found = await tx
      .select({ id: voteOptions.id })
      .from(voteOptions)
      .where(and(eq(voteOptions.taskId, task.id), inArray(voteOptions.id, chosen)));
    if (found.length !== chosen.length) fail('validation_error', { fields: ['vote_ids'] });

    const [ballot] = await tx
      .insert(voteBallots)
      .values({ taskId: task.id, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ taskId: voteBallots.taskId });
    if (!ballot) fail('vote_already_cast');
    await tx
      .insert(votes)
      .values(chosen.map((optionId) => ({ taskId: task.id, userId: actor.userId, optionId })));
    // Ascending ids, the same order for every voter: concurrent ballots never wait on each other in a cycle.
    for (const optionId of chosen) {
      await tx
        .update(voteOptions)
        .set({ voteNum: sql`${voteOptions.voteNum} + 1` })
        .where(eq(voteOptions.id, optionId));
    }
    return task;
  });
}

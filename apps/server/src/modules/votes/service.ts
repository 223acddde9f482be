// Voting on a task (spec 4): a ballot is accepted only when every rule holds, checked here inside one
// transaction. The options are part of the task (tasks/vote-options.ts): created with it and only
// added to in edit mode.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VoteRequest } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { voteBallots, voteOptions, votes } from '../../db/schema/votes';
import { inTransaction, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import type { Actor } from '../../platform/identity';
import { loadVisibleTask, type TaskRow } from '../tasks/policy';

/**
 * POST /api/votes. Spec 4 in order: task not closed, voter not the sponsor, now between start_at and
 * end_at (database time), results not yet shown, at most max_num options, all of this task; then the voter's ballot row is
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
    // spec 4: voting only while the results are not shown; the sponsor showing them ends the vote
    if (task.voteShowRes) fail('vote_results_shown');
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

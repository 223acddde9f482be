// Rewards on comments (spec 4, 5, 6): coin promised to a comment out of its task's escrowed pool.
// A reward stays `processing` (the coin still in the pool) and may be changed or withdrawn until
// the batch reward pays every processing reward of the closed task in one ledger transaction and
// refunds the rest to the sponsor. Every writer holds the task row first, so the pool check and
// the payment see the same pool.
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import type {
  PendingRewardList,
  Reward,
  RewardCreate,
  RewardListQuery,
  RewardUpdate,
} from '@miao/contracts/rewards';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import { escrowAccount, lockAccounts, userAccounts } from '../coin/ledger';
import { refund, release } from '../coin/service';
import { assertMayReward, assertMayUpdateReward, loadTaskForWriting } from '../comments/policy';
import { writeNotifications } from '../notifications/service';
import { loadVisibleTask, type TaskRow } from '../tasks/policy';
import { presentReward, type RewardListRow } from './presenter';
import { may, type Member, type Viewer } from '../../platform/identity';
import { rewards } from '../../db/schema/rewards';
import { tasks } from '../../db/schema/tasks';

/** The wallet lists this many pending rewards; the count says how many there are. */
const PENDING_REWARDS_MAX = 100;
import { escrowBalance } from '../coin/balances';

export type RewardRecord = typeof rewards.$inferSelect;

/**
 * Spec 8 "remaining reward quantity insufficient": the processing rewards (but `except`) plus
 * `number` must fit in what the pool still holds. Sent rewards have already left the pool.
 */
async function assertPoolCovers(tx: DbOrTx, task: TaskRow, number: number, except?: number): Promise<void> {
  const [promised] = await tx
    .select({ total: sql<string>`coalesce(sum(${rewards.number}), 0)::text` })
    .from(rewards)
    .where(
      and(
        eq(rewards.taskId, task.id),
        eq(rewards.status, 'processing'),
        except === undefined ? undefined : ne(rewards.id, except),
      ),
    );
  // spec 8's two refusals: more than the task's whole coin ("MIAO COIN must exceed the reward
  // offered"), or more than what the pool has left after the other promises
  if (number > task.maxRewardNumber) fail('reward_exceeds_coin');
  const pool = await escrowBalance(tx, task.id, task.coinTypeId);
  if (Number(promised?.total ?? 0) + number > pool) fail('reward_remaining_insufficient');
}

/**
 * Writes a processing reward and tells the commenter. Runs on the caller's transaction, which
 * holds the task row and has checked who may reward and that the pool covers it.
 */
export async function writeReward(
  tx: DbOrTx,
  input: { taskId: number; commentId: number; recipientId: number; number: number; createdBy: number },
): Promise<RewardRecord> {
  const [created] = await tx
    .insert(rewards)
    .values({
      taskId: input.taskId,
      commentId: input.commentId,
      userId: input.recipientId,
      number: input.number,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing({ target: rewards.commentId })
    .returning();
  // Spec: one reward per comment; changing it is PATCH /api/rewards/{id}.
  if (!created) fail('reward_exists');
  await writeNotifications(tx, [
    {
      userId: input.recipientId,
      actorId: input.createdBy,
      action: 'reward',
      taskId: input.taskId,
      commentId: input.commentId,
      rewardId: created.id,
    },
  ]);
  return created;
}

/**
 * POST /api/rewards. In order: the task visible, the rewarder allowed (sponsor with reward.create,
 * others reward.other_create_reward), the task processing, the comment a live one of this task and
 * not the rewarder's own, no reward on it yet, and the pool covering it.
 */
export async function createReward(db: DbOrTx, member: Member, input: RewardCreate): Promise<RewardRecord> {
  return inTransaction(db, async (tx) => {
    const task = await loadTaskForWriting(tx, input.task_id, member);
    assertMayReward(member, task);
    if (task.status !== 'processing') fail('task_closed');
    const [comment] = await tx
      .select({ taskId: comments.taskId, userId: comments.userId, deletedAt: comments.deletedAt })
      .from(comments)
      .where(eq(comments.id, input.comment_id));
    if (!comment || comment.taskId !== task.id) fail('validation_error', { fields: ['comment_id'] });
    if (comment.deletedAt) fail('comment_deleted');
    // Paying oneself out of a pool is not a reward (the sponsor would get it back anyway).
    if (comment.userId === member.userId) fail('reward_own_comment');
    const [existing] = await tx
      .select({ id: rewards.id })
      .from(rewards)
      .where(eq(rewards.commentId, input.comment_id));
    if (existing) fail('reward_exists');
    await assertPoolCovers(tx, task, input.number);
    return writeReward(tx, {
      taskId: task.id,
      commentId: input.comment_id,
      recipientId: comment.userId,
      number: input.number,
      createdBy: member.userId,
    });
  });
}

/** The reward and its task (row held) for a change, after who-may and state checks. */
async function lockedForChange(tx: DbOrTx, member: Member, id: number) {
  const [found] = await tx.select({ taskId: rewards.taskId }).from(rewards).where(eq(rewards.id, id));
  if (!found) fail('not_found');
  const task = await loadTaskForWriting(tx, found.taskId, member);
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, id));
  if (!reward) fail('not_found');
  assertMayUpdateReward(member, task);
  // Spec 4: after sent, no edit or delete.
  if (reward.status === 'sent') fail('reward_already_sent');
  if (task.status !== 'processing') fail('task_closed');
  return { task, reward };
}

/** PATCH /api/rewards/{id}: a new amount while processing; the pool must cover it. */
export async function updateReward(
  db: DbOrTx,
  member: Member,
  id: number,
  input: RewardUpdate,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { task, reward } = await lockedForChange(tx, member, id);
    const bad: string[] = [];
    if (input.task_id !== undefined && input.task_id !== reward.taskId) bad.push('task_id');
    if (input.comment_id !== undefined && input.comment_id !== reward.commentId) bad.push('comment_id');
    if (bad.length > 0) fail('validation_error', { fields: bad });
    await assertPoolCovers(tx, task, input.number, reward.id);
    await tx.update(rewards).set({ number: input.number, updatedAt: new Date() }).where(eq(rewards.id, id));
  });
}

/** DELETE /api/rewards/{id}: withdrawn while processing (its notification then reads as deleted). */
export async function deleteReward(db: DbOrTx, member: Member, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockedForChange(tx, member, id);
    await tx.delete(rewards).where(eq(rewards.id, id));
  });
}

/**
 * PATCH /api/tasks/{id}/reward-batch (spec 4): for users allowed task.reward, on a closed task with
 * rewards still processing. In one transaction, holding the task row (a second call waits, then
 * finds nothing to send): each processing reward is paid out of the pool to its commenter and
 * marked sent, the commenter is notified, and what is left of the pool goes back to the sponsor.
 */
export async function sendRewards(db: DbOrTx, member: Member, taskId: number) {
  if (!may(member, 'task.reward')) fail('no_operation_permission');
  return inTransaction(db, async (tx) => {
    const task = await loadTaskForWriting(tx, taskId, member);
    if (task.status !== 'closed') fail('task_not_closed');
    const pending = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.taskId, task.id), eq(rewards.status, 'processing')))
      .orderBy(asc(rewards.id));
    if (pending.length === 0) {
      const [sent] = await tx
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.taskId, task.id), eq(rewards.status, 'sent')))
        .limit(1);
      fail(sent ? 'reward_already_sent' : 'reward_none_to_send');
    }
    // Every account the batch moves coin between, locked in ascending id order before the first
    // movement (as every ledger writer locks), so a transfer between two commenters cannot deadlock with it.
    const pool = await escrowAccount(tx, task.id, task.coinTypeId);
    const people = await userAccounts(tx, [task.userId, ...pending.map((r) => r.userId)], task.coinTypeId);
    await lockAccounts(tx, [pool.id, ...[...people.values()].map((a) => a.id)]);
    let sentNumber = 0;
    for (const reward of pending) {
      const paid = await release(tx, {
        taskId: task.id,
        toUserId: reward.userId,
        amount: reward.number,
        coinTypeId: task.coinTypeId,
        remarks: task.title,
        createdBy: member.userId,
      });
      await tx
        .update(rewards)
        .set({ status: 'sent', sentAt: new Date(), transactionId: paid.transactionId, updatedAt: new Date() })
        .where(eq(rewards.id, reward.id));
      sentNumber += reward.number;
    }
    // the payout, told apart from the promise the commenter was notified of when the reward was given
    await writeNotifications(
      tx,
      pending.map((reward) => ({
        userId: reward.userId,
        actorId: member.userId,
        action: 'reward' as const,
        originalType: 'payout' as const,
        taskId: task.id,
        commentId: reward.commentId,
        rewardId: reward.id,
      })),
    );
    const refunded = await refund(tx, {
      taskId: task.id,
      toUserId: task.userId,
      remarks: task.title,
      createdBy: member.userId,
    });
    return { taskId: task.id, ids: pending.map((r) => r.id), sentNumber, refunded };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

async function selectRewards(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { ordering: 'id' | '-id'; limit: number; offset: number },
): Promise<{ rows: RewardListRow[]; total: number }> {
  const query = db
    .select({
      reward: rewards,
      recipient: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      comment: { id: comments.id, content: comments.content, deletedAt: comments.deletedAt },
      total: sql<number>`count(*) over ()`,
    })
    .from(rewards)
    .innerJoin(comments, eq(comments.id, rewards.commentId))
    .innerJoin(users, eq(users.id, rewards.userId))
    .where(where)
    .$dynamic();
  const rows = page
    ? await query
        .orderBy(page.ordering === 'id' ? asc(rewards.id) : desc(rewards.id))
        .limit(page.limit)
        .offset(page.offset)
    : await query.orderBy(asc(rewards.id));
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/** GET /api/rewards?task_id=: the rewards of a task the viewer may see, with their comments. */
export async function listRewards(db: DbOrTx, viewer: Viewer, query: RewardListQuery): Promise<Page<Reward>> {
  const task = await loadVisibleTask(db, query.task_id, viewer);
  const where = eq(rewards.taskId, task.id);
  const { rows, total } = await selectRewards(db, where, {
    ordering: query.ordering,
    limit: query.page_size,
    offset: (query.page_number - 1) * query.page_size,
  });
  let count = total;
  if (rows.length === 0 && query.page_number > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewards)
      .where(where);
    count = Number(row?.n ?? 0);
  }
  return {
    results: rows.map(presentReward),
    count,
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** Rewards by id, oldest first (the answers of create, edit and the batch). */
export async function rewardsById(db: DbOrTx, ids: number[]): Promise<Reward[]> {
  if (ids.length === 0) return [];
  const { rows } = await selectRewards(db, inArray(rewards.id, ids));
  return rows.map(presentReward);
}

/** GET /api/rewards/pending: the member's rewards waiting for the payout, newest first (at most 100). */
export async function pendingRewardsOf(db: DbOrTx, userId: number): Promise<PendingRewardList> {
  const rows = await db
    .select({
      id: rewards.id,
      taskId: rewards.taskId,
      taskTitle: tasks.title,
      taskStatus: tasks.status,
      coinTypeId: tasks.coinTypeId,
      number: rewards.number,
      createdAt: rewards.createdAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(rewards)
    .innerJoin(tasks, eq(tasks.id, rewards.taskId))
    .where(and(eq(rewards.userId, userId), eq(rewards.status, 'processing'), isNull(tasks.deletedAt)))
    .orderBy(desc(rewards.id))
    .limit(PENDING_REWARDS_MAX);
  return {
    results: rows.map((r) => ({
      id: r.id,
      task_id: r.taskId,
      task_title: r.taskTitle,
      task_closed: r.taskStatus === 'closed',
      coin_type_id: r.coinTypeId,
      number: r.number,
      create_time: r.createdAt.toISOString(),
    })),
    count: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

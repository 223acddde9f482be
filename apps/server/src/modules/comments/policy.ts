// Who may comment, edit, delete and reward (spec 4 and 6). Permissions are read once per request
// into a Member (platform/identity); the task rules (visibility, sponsor) come from the tasks policy.
import { sql } from 'drizzle-orm';
import type { Permission } from '@miao/contracts/users';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import { may, type Member, type Viewer } from '../../platform/identity';
import { loadVisibleTask, type TaskRow } from '../tasks/policy';

/** Spec 6: the editor and replying need comment.retrieve. */
export function assertMayComment(member: Member): void {
  if (!may(member, 'comment.retrieve')) fail('no_operation_permission');
}

/**
 * Spec 4: commenting and replying only while the task is processing with operation manual and
 * replies not disabled; otherwise the 'replies disabled' message.
 */
export function assertOpenForComments(task: TaskRow): void {
  if (task.status !== 'processing' || task.operation !== 'manual' || task.replyDisabled) {
    fail('replies_disabled');
  }
}

/** Spec 6: one's own comment with comment.delete, anyone's with comment.delete_others. */
export function assertMayDelete(member: Member, authorId: number): void {
  if (may(member, 'comment.delete_others')) return;
  if (authorId === member.userId && may(member, 'comment.delete')) return;
  fail('comment_delete_forbidden');
}

/** Spec 6: the sponsor rewards with reward.create, anyone else needs reward.other_create_reward. */
export function assertMayReward(member: Member, task: TaskRow): void {
  const needed: Permission = task.userId === member.userId ? 'reward.create' : 'reward.other_create_reward';
  if (!may(member, needed)) fail('no_operation_permission');
}

/** Spec 6: the sponsor edits and withdraws rewards with reward.update, anyone else with reward.other_update_reward. */
export function assertMayUpdateReward(member: Member, task: TaskRow): void {
  const needed: Permission = task.userId === member.userId ? 'reward.update' : 'reward.other_update_reward';
  if (!may(member, needed)) fail('no_operation_permission');
}

/**
 * The visible task, its row held for the rest of the transaction by every writer of comments and
 * rewards: counters, the pool check and the batch payment happen one writer at a time. FOR NO KEY
 * UPDATE rather than FOR UPDATE: a row that only references the task (a like's notification) does
 * not wait for it, so a like holding its comment cannot deadlock with a reply holding the task.
 */
export async function loadTaskForWriting(tx: DbOrTx, taskId: number, viewer: Viewer): Promise<TaskRow> {
  await tx.execute(sql`select id from tasks where id = ${taskId} for no key update`);
  return loadVisibleTask(tx, taskId, viewer);
}

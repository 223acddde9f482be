// Comments and replies on tasks (spec 2, 4, 5): rich text sanitised here, at most 2000 characters
// of HTML, not blank unless an image is embedded; written only while the task takes comments. The
// comment, the task's comment_count, the thread's reply_count and the notifications are written by
// one statement, so a refusal leaves nothing behind.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentCreate, CommentUpdate } from '@miao/contracts/comments';
import { COMMENT_MAX_HTML } from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { inTransaction, rowOf, writeRows } from '../../db/sql';
import { comments } from '../../db/schema/comments';
import { rewards } from '../../db/schema/rewards';
import { tasks } from '../../db/schema/tasks';
import { fail } from '../../platform/errors';
import { may, type Member } from '../../platform/identity';
import {
  assertNoNullCharacters,
  hasVisibleContent,
  mediaPrefixesOf,
  sanitizeRichText,
} from '../../platform/sanitize';
import type { Storage } from '../../platform/storage';
import { CHANGE_CHANNEL } from '../../platform/change-feed';
import { JOBS_SCOPE, queueWhen } from '../../platform/jobs';
import { notificationMailParts, notificationMailsJob } from '../notifications/mails';
import { notificationInsert, writeNotifications, type NewNotification } from '../notifications/service';
import { assertVisible, loadVisibleTask, membersWhoMaySee, type TaskRow } from '../tasks/policy';
import { subscriberMailParts, subscriberMailsJob } from '../tasks/subscriptions';
import { assertMayComment, assertMayDelete, assertOpenForComments, loadTaskForWriting } from './policy';
import { presentComment, type CommentRow } from './presenter';
import { commentView, findComment, liveTask } from './reads';

export type CommentRecord = typeof comments.$inferSelect;

/** What the comment rules need from outside: where our media live (images and videos elsewhere are dropped). */
export interface CommentDeps {
  mediaPrefixes: readonly string[];
}

export function commentDepsOf(deps: { config: Config; storage: Storage }): CommentDeps {
  return { mediaPrefixes: mediaPrefixesOf(deps.config, deps.storage) };
}

/** Characters as a reader counts them (code points: an emoji is one). */
function characterCount(text: string): number {
  // A string no longer in UTF-16 units than the cap cannot be longer in code points.
  return text.length <= COMMENT_MAX_HTML ? text.length : [...text].length;
}

/**
 * Spec 5 and 8: null characters refused, at most COMMENT_MAX_HTML characters of HTML as sent and
 * as stored (comment_too_long), then sanitised with the rich-text allowlist, and not blank unless
 * an image or video is embedded (validation_error on `content`). Answers the HTML to store.
 */
export function prepareContent(raw: string, deps: CommentDeps): string {
  assertNoNullCharacters(raw);
  if (characterCount(raw) > COMMENT_MAX_HTML) fail('comment_too_long');
  const html = sanitizeRichText(raw, { mediaPrefixes: deps.mediaPrefixes });
  if (characterCount(html) > COMMENT_MAX_HTML) fail('comment_too_long');
  if (!hasVisibleContent(html)) fail('validation_error', { fields: ['content'] });
  return html;
}

/**
 * Mentioned users must be active members who may see the task (a mention must not show a non-public
 * task to someone it is hidden from; docs/decisions/017); answers the ids without repeats.
 */
async function checkMentions(tx: DbOrTx, taskId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const seeing = await membersWhoMaySee(tx, taskId, wanted);
  if (wanted.some((id) => !seeing.has(id))) fail('validation_error', { fields: ['mention_user_ids'] });
  return wanted;
}

export interface NewComment {
  /** Sanitised HTML (prepareContent). */
  content: string;
  mentionIds: number[];
  /** The comment replied to; none for a top-level comment. */
  superior?: CommentRecord;
}

/**
 * Writes a comment with its counters and notifications: the sponsor hears of a top-level comment,
 * the author of the comment replied to of a reply, each mentioned user of the mention. For the demo
 * seed: no open-for-comments rule and no subscriber mail (createComment has both).
 */
export async function writeComment(
  tx: DbOrTx,
  task: Pick<TaskRow, 'id' | 'userId'>,
  authorId: number,
  input: NewComment,
): Promise<CommentRecord> {
  const written = await writeCommentRows(tx, task, authorId, input, {
    whileOpen: false,
    mailSubscribers: false,
  });
  if (!written) throw new Error(`task ${task.id} is gone`);
  return written.comment;
}

/** A comment just written: its row, and the answer to its author (the API's view of it). */
export interface WrittenComment {
  comment: CommentRecord;
  answer: Comment;
}

/**
 * The comment and everything it causes, in one statement (docs/decisions/027): the task row first
 * (its comment_count; with `whileOpen`, only while it still takes comments, so a close that
 * committed since the checks refuses the comment and a later close waits for this one), then the
 * comment, the thread's reply_count, the notifications (none to their own actor), the mail job of
 * the notifications whose recipients want mail, and with `mailSubscribers` the subscribers' mail
 * job and the workers' wake-up; it answers the comment as its author sees it. Nothing is written,
 * and nothing answered, when the task row does not qualify.
 */
async function writeCommentRows(
  db: DbOrTx,
  task: Pick<TaskRow, 'id' | 'userId'>,
  authorId: number,
  input: NewComment,
  options: { whileOpen: boolean; mailSubscribers: boolean },
): Promise<WrittenComment | undefined> {
  const { superior } = input;
  const topId = superior ? superior.topId || superior.id : 0;
  const base = { actorId: authorId, taskId: task.id };
  const notify = notificationInsert(
    [
      superior
        ? { ...base, userId: superior.userId, action: 'reply', originalCommentId: superior.id }
        : { ...base, userId: task.userId, action: 'comment' },
      ...input.mentionIds.map((userId): NewNotification => ({ ...base, userId, action: 'mention' })),
    ],
    sql`c`,
  );
  const open = options.whileOpen
    ? sql`and deleted_at is null and status = 'processing' and operation = 'manual' and not reply_disabled`
    : sql``;
  const subscribers = options.mailSubscribers
    ? sql`, ${queueWhen(
        'subscriber_mails',
        subscriberMailsJob,
        subscriberMailParts({
          payload: sql`(select jsonb_build_object('taskId', task_id, 'commentId', id, 'content', content) from c)`,
          commentId: sql`(select id from c)`,
          taskId: sql`${task.id}::int`,
        }),
      )},
      woken as (select pg_notify(${CHANGE_CHANNEL}, ${JOBS_SCOPE}) from subscriber_mails)`
    : sql``;
  const view = commentView(authorId);
  const [row] = await writeRows<CommentRow & { record: Record<string, unknown> }>(
    db,
    sql`with t as (
        update tasks set comment_count = comment_count + 1 where id = ${task.id} ${open} returning id
      ), c as (
        insert into comments (task_id, user_id, content, superior_id, top_id, mention_user_ids)
        select t.id, ${authorId}::int, ${input.content}, ${superior?.id ?? 0}::int, ${topId}::int,
          ${`{${input.mentionIds.join(',')}}`}::int[]
        from t
        returning *
      ), thread as (
        update comments set reply_count = reply_count + 1
        where id = ${topId} and exists (select 1 from c)
      )${
        notify
          ? sql`, written as (${notify}),
            ${queueWhen('notification_mails', notificationMailsJob, notificationMailParts(sql`written`))}`
          : sql``
      }
      ${subscribers}
      select to_jsonb(c) as record, ${view.columns}
        ${options.mailSubscribers ? sql`, (select count(*) from woken) as woken` : sql``}
      from c ${view.joins}`,
  );
  return row ? { comment: rowOf(comments, row.record), answer: presentComment(row, true) } : undefined;
}

/**
 * POST /api/comments. Content is checked before anything is read; then the task must be visible and
 * open for comments, mentions need comment.mention and must name active users, and a reply must
 * answer a live comment of the same task. Then one statement writes it all (writeCommentRows), so
 * concurrent comments on one task wait for each other only while that statement commits.
 */
export async function createComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
): Promise<CommentRecord> {
  return (await postComment(db, deps, member, input)).comment;
}

/** createComment with the answer to its author: POST /api/comments answers it without reading again. */
export async function postComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
): Promise<WrittenComment> {
  assertNoNullCharacters(input);
  assertMayComment(member);
  const content = prepareContent(input.content, deps);
  if (input.mention_user_ids.length > 0 && !may(member, 'comment.mention')) fail('no_operation_permission');
  // The checks read first; then one statement writes (writeCommentRows), taking the task row only
  // while it still takes comments, so no lock is held across a network round trip.
  const task = await assertVisible(db, await liveTask(db, input.object_id), member);
  assertOpenForComments(task);
  const mentionIds = await checkMentions(db, task.id, input.mention_user_ids);
  let superior: CommentRecord | undefined;
  if (input.superior_id !== 0) {
    superior = await findComment(db, input.superior_id);
    if (!superior || superior.taskId !== task.id) fail('validation_error', { fields: ['superior_id'] });
    if (superior.deletedAt) fail('comment_deleted');
  }
  const created = await writeCommentRows(
    db,
    task,
    member.userId,
    { content, mentionIds, superior },
    { whileOpen: true, mailSubscribers: true },
  );
  if (!created) fail('replies_disabled');
  return created;
}

/**
 * PATCH /api/comments/{id}: the author only, under the same rules as writing it. Users newly
 * mentioned are notified; mentioning anyone new needs comment.mention.
 */
export async function updateComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  id: number,
  input: CommentUpdate,
): Promise<CommentRecord> {
  assertNoNullCharacters(input);
  assertMayComment(member);
  const content = prepareContent(input.content, deps);
  return inTransaction(db, async (tx) => {
    const found = await findComment(tx, id);
    if (!found) fail('comment_deleted');
    // A share lock: a close waits for the edit, edits do not wait for each other.
    const task = await loadVisibleTask(tx, found.taskId, member, 'share');
    if (found.deletedAt) fail('comment_deleted');
    if (found.userId !== member.userId) fail('no_operation_permission');
    assertOpenForComments(task);
    let mentionIds = found.mentionUserIds;
    let added: number[] = [];
    if (input.mention_user_ids !== undefined) {
      const before = new Set(found.mentionUserIds);
      added = [...new Set(input.mention_user_ids)].filter((userId) => !before.has(userId));
      if (added.length > 0 && !may(member, 'comment.mention')) fail('no_operation_permission');
      await checkMentions(tx, task.id, added);
      mentionIds = [...new Set(input.mention_user_ids)];
    }
    const [updated] = await tx
      .update(comments)
      .set({ content, mentionUserIds: mentionIds, updatedAt: new Date() })
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
      .returning();
    if (!updated) fail('comment_deleted');
    await writeNotifications(
      tx,
      added.map((userId) => ({
        userId,
        actorId: member.userId,
        action: 'mention',
        taskId: task.id,
        commentId: id,
      })),
    );
    return updated;
  });
}

/**
 * DELETE /api/comments/{id}: own with comment.delete, anyone's with comment.delete_others. The row
 * stays (replies keep their context) with its content emptied; the counters go down and a reward
 * not yet sent is withdrawn with it. Its notifications stay and read as deleted.
 */
export async function deleteComment(db: DbOrTx, member: Member, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await findComment(tx, id);
    if (!found) fail('comment_deleted');
    // The task row first, as every writer of comments takes it: counters move in one order.
    await loadTaskForWriting(tx, found.taskId, member);
    if (found.deletedAt) fail('comment_deleted');
    assertMayDelete(member, found.userId);
    const [deleted] = await tx
      .update(comments)
      .set({ deletedAt: new Date(), deletedBy: member.userId, content: '', mentionUserIds: [] })
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
      .returning({ topId: comments.topId });
    if (!deleted) fail('comment_deleted');
    await tx
      .update(tasks)
      .set({ commentCount: sql`greatest(${tasks.commentCount} - 1, 0)` })
      .where(eq(tasks.id, found.taskId));
    if (deleted.topId !== 0) {
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
        .where(eq(comments.id, deleted.topId));
    }
    await tx.delete(rewards).where(and(eq(rewards.commentId, id), eq(rewards.status, 'processing')));
  });
}

// Comments and replies on tasks (spec 2, 4, 5): rich text sanitised here, at most 2000 characters
// of HTML, not blank unless an image is embedded; written only while the task takes comments. The
// comment, the task's comment_count, the thread's reply_count and the notifications are written in
// one transaction, so a refusal leaves nothing behind.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CommentCreate, CommentUpdate } from '@miao/contracts/comments';
import { COMMENT_MAX_HTML } from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
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
import { writeNotifications, type NewNotification } from '../notifications/service';
import { loadVisibleTask, membersWhoMaySee, type TaskRow } from '../tasks/policy';
import { enqueueSubscriberMails } from '../tasks/subscriptions';
import { assertMayComment, assertMayDelete, assertOpenForComments, loadTaskForWriting } from './policy';
import { findComment } from './reads';

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
 * the author of the comment replied to of a reply, each mentioned user of the mention. Runs on the
 * caller's transaction (the demo seed's; createComment has its own order, below).
 */
export async function writeComment(
  tx: DbOrTx,
  task: Pick<TaskRow, 'id' | 'userId'>,
  authorId: number,
  input: NewComment,
): Promise<CommentRecord> {
  const comment = await insertComment(tx, task, authorId, input);
  await countComment(tx, comment, { whileOpen: false });
  return comment;
}

/** The comment row and its notifications. */
async function insertComment(
  tx: DbOrTx,
  task: Pick<TaskRow, 'id' | 'userId'>,
  authorId: number,
  input: NewComment,
): Promise<CommentRecord> {
  const { superior } = input;
  const [created] = await tx
    .insert(comments)
    .values({
      taskId: task.id,
      userId: authorId,
      content: input.content,
      superiorId: superior?.id ?? 0,
      topId: superior ? superior.topId || superior.id : 0,
      mentionUserIds: input.mentionIds,
    })
    .returning();
  const comment = created!;
  const base = { actorId: authorId, taskId: task.id, commentId: comment.id };
  const notes: NewNotification[] = [
    superior
      ? { ...base, userId: superior.userId, action: 'reply', originalCommentId: superior.id }
      : { ...base, userId: task.userId, action: 'comment' },
    ...input.mentionIds.map((userId): NewNotification => ({ ...base, userId, action: 'mention' })),
  ];
  await writeNotifications(tx, notes);
  return comment;
}

/**
 * The task's comment_count, then the thread's reply_count: the task row first, in the order every
 * writer of comments and rewards takes it. Written last, so the row is held only until the commit.
 * `whileOpen`: the task must still take comments when its row is taken, so a close that committed
 * since the checks refuses the comment (replies_disabled), and a close that comes later waits.
 */
async function countComment(
  tx: DbOrTx,
  comment: Pick<CommentRecord, 'taskId' | 'topId'>,
  { whileOpen }: { whileOpen: boolean },
): Promise<void> {
  const counted = await tx
    .update(tasks)
    .set({ commentCount: sql`${tasks.commentCount} + 1` })
    .where(
      and(
        eq(tasks.id, comment.taskId),
        whileOpen
          ? sql`${tasks.deletedAt} is null and ${tasks.status} = 'processing' and ${tasks.operation} = 'manual'
              and not ${tasks.replyDisabled}`
          : undefined,
      ),
    )
    .returning({ id: tasks.id });
  if (counted.length === 0) fail('replies_disabled');
  if (comment.topId !== 0) {
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, comment.topId));
  }
}

/**
 * POST /api/comments. Content is checked before anything is read; then the task must be visible and
 * open for comments, mentions need comment.mention and must name active users, and a reply must
 * answer a live comment of the same task. The rows are written before the task row is taken
 * (countComment), so concurrent comments on one task wait for each other only during a commit.
 */
export async function createComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
): Promise<CommentRecord> {
  assertNoNullCharacters(input);
  assertMayComment(member);
  const content = prepareContent(input.content, deps);
  if (input.mention_user_ids.length > 0 && !may(member, 'comment.mention')) fail('no_operation_permission');
  return inTransaction(db, async (tx) => {
    const task = await loadVisibleTask(tx, input.object_id, member);
    assertOpenForComments(task);
    const mentionIds = await checkMentions(tx, task.id, input.mention_user_ids);
    let superior: CommentRecord | undefined;
    if (input.superior_id !== 0) {
      superior = await findComment(tx, input.superior_id);
      if (!superior || superior.taskId !== task.id) fail('validation_error', { fields: ['superior_id'] });
      if (superior.deletedAt) fail('comment_deleted');
    }
    const created = await insertComment(tx, task, member.userId, { content, mentionIds, superior });
    await enqueueSubscriberMails(tx, created);
    await countComment(tx, created, { whileOpen: true });
    return created;
  });
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

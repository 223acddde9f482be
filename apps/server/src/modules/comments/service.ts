// Comments and replies on tasks (spec 2, 4, 5): rich text sanitised here, at most 2000 characters
// of HTML, not blank unless an image is embedded; written only while the task takes comments. The
// comment, the task's comment_count, the thread's reply_count and the notifications are written by
// one statement (with the other comments the process received in the same turn), so a refusal
// leaves nothing behind.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentCreate, CommentUpdate } from '@miao/contracts/comments';
import { COMMENT_MAX_HTML } from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
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
import { TurnBatch } from '../../platform/turn-batch';
import { CHANGE_CHANNEL } from '../../platform/change-feed';
import { JOBS_SCOPE, queueWhen } from '../../platform/jobs';
import { notificationMailParts, notificationMailsJob } from '../notifications/mails';
import { writeNotifications } from '../notifications/service';
import { attachPostedFiles, attachWrittenComments } from '../uploads/attachments';
import { assertVisible, loadVisibleTask, membersWhoMaySee, type TaskRow } from '../tasks/policy';
import { subscriberMailParts, subscriberMailsJob } from '../tasks/subscriptions';
import { assertMayComment, assertMayDelete, assertOpenForComments, loadTaskForWriting } from './policy';
import { presentComment, type CommentRow } from './presenter';
import { commentView, findComment, liveTask, liveTaskOfTurn, presentCommentOf } from './reads';

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
  const [written] = await writeCommentRows(tx, [{ task, authorId, input }], AS_SEEDED);
  if (!written) throw new Error(`task ${task.id} is gone`);
  return written.comment;
}

/** A comment just written: its row, and the answer to its author (the API's view of it). */
export interface WrittenComment {
  comment: CommentRecord;
  answer: Comment;
}

/** One comment to write: its task, its author, and what it says (checked by checkComment). */
interface CommentWrite {
  task: Pick<TaskRow, 'id' | 'userId'>;
  authorId: number;
  input: NewComment;
}

interface WriteOptions {
  /** Only on a task that still takes comments (the API's rule; the seed writes regardless). */
  whileOpen: boolean;
  /** Queue the task subscribers' mail job of each comment. */
  mailSubscribers: boolean;
}

const AS_POSTED: WriteOptions = { whileOpen: true, mailSubscribers: true };
const AS_SEEDED: WriteOptions = { whileOpen: false, mailSubscribers: false };

/**
 * Comments and everything they cause, in one statement (docs/decisions/027): each comment's task
 * row first, locked in id order (its comment_count; with `whileOpen`, only while it still takes
 * comments, so a close that committed since the checks refuses the comment and a later close waits
 * for this one), then the comments, their threads' reply_count, the notifications (none to their
 * own actor), one mail job for those whose recipients want mail, and with `mailSubscribers` each
 * comment's subscribers' mail job and the workers' wake-up. It answers, per write and in their
 * order, the comment as its author sees it, or nothing where the task row did not qualify (and
 * nothing of that comment is written). The statement's text is the same for any number of comments,
 * so it is prepared once.
 */
async function writeCommentRows(
  db: DbOrTx,
  writes: CommentWrite[],
  options: WriteOptions,
): Promise<(WrittenComment | undefined)[]> {
  const items = writes.map(({ task, authorId, input }, n) => ({
    n,
    task_id: task.id,
    user_id: authorId,
    content: input.content,
    superior_id: input.superior?.id ?? 0,
    top_id: input.superior ? input.superior.topId || input.superior.id : 0,
    mention_user_ids: input.mentionIds,
  }));
  const recipients = writes.flatMap(({ task, authorId, input }, n) =>
    [
      input.superior
        ? { n, user_id: input.superior.userId, action: 'reply', original_comment_id: input.superior.id }
        : { n, user_id: task.userId, action: 'comment', original_comment_id: null },
      ...input.mentionIds.map((userId) => ({
        n,
        user_id: userId,
        action: 'mention',
        original_comment_id: null,
      })),
    ].filter((r) => r.user_id !== authorId),
  );
  const open = options.whileOpen
    ? sql`and deleted_at is null and status = 'processing' and operation = 'manual' and not reply_disabled`
    : sql``;
  const subscribers = options.mailSubscribers
    ? sql`${queueWhen('subscriber_mails', subscriberMailsJob, subscriberMailParts(sql`c`))},
      woken as (select pg_notify(${CHANGE_CHANNEL}, ${JOBS_SCOPE}) from subscriber_mails limit 1),`
    : sql``;
  const view = commentView(undefined);
  const rows = await writeRows<CommentRow & { n: number; record: Record<string, unknown> }>(
    db,
    sql`with i as materialized (
        select i.*, nextval(pg_get_serial_sequence('comments', 'id'))::int as id
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(n int, task_id int, user_id int,
          content text, superior_id int, top_id int, mention_user_ids int[])
      ), locked as (
        select id from tasks where id in (select task_id from i) ${open} order by id for update
      ), t as (
        update tasks set comment_count = comment_count + x.k
        from (select task_id, count(*)::int as k from i group by task_id) x
        where tasks.id = x.task_id and x.task_id in (select id from locked)
        returning tasks.id
      ), c as (
        insert into comments (id, task_id, user_id, content, superior_id, top_id, mention_user_ids)
        select i.id, i.task_id, i.user_id, i.content, i.superior_id, i.top_id, i.mention_user_ids
        from i join t on t.id = i.task_id
        returning *
      ), thread as (
        update comments set reply_count = reply_count + x.k
        from (select top_id, count(*)::int as k from c where top_id <> 0 group by top_id) x
        where comments.id = x.top_id
      ), written as (
        insert into notifications (user_id, actor_id, action, original_type, task_id, comment_id,
          original_comment_id)
        select r.user_id, c.user_id, r.action, 'comment', c.task_id, c.id, r.original_comment_id
        from jsonb_to_recordset(${JSON.stringify(recipients)}::jsonb)
          as r(n int, user_id int, action text, original_comment_id int)
        join i on i.n = r.n
        join c on c.id = i.id
        returning id, user_id, action
      ), ${queueWhen('notification_mails', notificationMailsJob, notificationMailParts(sql`written`))},
      ${attachWrittenComments(sql`c`)},
      ${subscribers}
      answered as (select i.n, c.* from c join i on i.id = c.id)
      select c.n, to_jsonb(c) - 'n' as record, ${view.columns}
        ${options.mailSubscribers ? sql`, (select count(*) from woken) as woken` : sql``}
      from answered c ${view.joins}`,
  );
  const answers: (WrittenComment | undefined)[] = writes.map(() => undefined);
  for (const row of rows) {
    answers[row.n] = { comment: rowOf(comments, row.record), answer: presentComment(row, true) };
  }
  return answers;
}

/** The comments the API receives in one turn, written by one statement (docs/decisions/027). */
const batches = new WeakMap<Db, TurnBatch<CommentWrite, WrittenComment | undefined>>();

/** Comments written by one statement at most; more wait for the next. */
const MAX_BATCH = 100;

function batchOf(db: Db): TurnBatch<CommentWrite, WrittenComment | undefined> {
  let batch = batches.get(db);
  if (!batch) {
    // A refused batch (a deadlock with another process's, say) is sent again one comment at a
    // time, so one comment's trouble is not its neighbours'.
    batch = new TurnBatch((writes) => writeCommentRows(db, writes, AS_POSTED), {
      max: MAX_BATCH,
      retryAlone: () => true,
    });
    batches.set(db, batch);
  }
  return batch;
}

/**
 * Spec 5 for POST /api/comments. Content is checked before anything is read; then the task must be
 * visible and open for comments, mentions need comment.mention and must name active users, and a
 * reply must answer a live comment of the same task. Answers the comment to write.
 */
async function checkComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
  readTask: (id: number) => Promise<TaskRow | undefined> = (id) => liveTask(db, id),
): Promise<CommentWrite> {
  assertNoNullCharacters(input);
  assertMayComment(member);
  const content = prepareContent(input.content, deps);
  if (input.mention_user_ids.length > 0 && !may(member, 'comment.mention')) fail('no_operation_permission');
  const task = await assertVisible(db, await readTask(input.object_id), member);
  assertOpenForComments(task);
  const mentionIds = await checkMentions(db, task.id, input.mention_user_ids);
  let superior: CommentRecord | undefined;
  if (input.superior_id !== 0) {
    superior = await findComment(db, input.superior_id);
    if (!superior || superior.taskId !== task.id) fail('validation_error', { fields: ['superior_id'] });
    if (superior.deletedAt) fail('comment_deleted');
  }
  return { task, authorId: member.userId, input: { content, mentionIds, superior } };
}

/**
 * A comment written as POST /api/comments writes it (checkComment, then writeCommentRows on its
 * own), also inside a transaction: for the seed and the tests' factories.
 */
export async function createComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
): Promise<CommentRecord> {
  const [created] = await writeCommentRows(db, [await checkComment(db, deps, member, input)], AS_POSTED);
  if (!created) fail('replies_disabled');
  return created.comment;
}

/**
 * POST /api/comments: checkComment reads first; then the comment goes with the others this process
 * received in the same turn into one statement (writeCommentRows), taking the task row only while
 * it still takes comments, so no lock is held across a network round trip. Answers the comment as
 * its author sees it, without reading again.
 */
export async function postComment(
  db: Db,
  deps: CommentDeps,
  member: Member,
  input: CommentCreate,
): Promise<WrittenComment> {
  const checked = await checkComment(db, deps, member, input, (id) => liveTaskOfTurn(db, id));
  const created = await batchOf(db).add(checked);
  if (!created) fail('replies_disabled');
  return created;
}

/**
 * PATCH /api/comments/{id}: the author only, under the same rules as writing it. Users newly
 * mentioned are notified; mentioning anyone new needs comment.mention. Answers the comment as its
 * author sees it, read in the same transaction (its task's visibility was checked there).
 */
export async function updateComment(
  db: DbOrTx,
  deps: CommentDeps,
  member: Member,
  id: number,
  input: CommentUpdate,
): Promise<Comment> {
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
    await attachPostedFiles(tx, { taskId: task.id, commentId: id, posterId: member.userId });
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
    return presentCommentOf(tx, member.userId, updated.id);
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

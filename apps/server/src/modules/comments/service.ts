// Comments and replies on tasks (spec 2, 4, 5): rich text sanitised here, at most 2000 characters
// of HTML, not blank unless an image is embedded; written only while the task takes comments. The
// comment, the task's comment_count, the thread's reply_count and the notifications are written in
// one transaction, so a refusal leaves nothing behind.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  commentList,
  type Comment,
  type CommentCreate,
  type CommentListQuery,
  type CommentUpdate,
} from '@miao/contracts/comments';
import type { Page } from '@miao/contracts/common';
import { COMMENT_MAX_HTML } from '@miao/contracts/limits';
import type { Config } from '../../config';
import { readRows, type DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { comments } from '../../db/schema/comments';
import { tasks } from '../../db/schema/tasks';
import { fail } from '../../platform/errors';
import { rowsOf } from '../../db/sql';
import { StampedMemo, taskScope, USERS_SCOPE, type ChangeFeed } from '../../platform/change-feed';
import { cachedBody, type ReadCache } from '../../platform/read-cache';
import {
  assertNoNullCharacters,
  hasVisibleContent,
  mediaPrefixesOf,
  sanitizeRichText,
} from '../../platform/sanitize';
import type { Storage } from '../../platform/storage';
import { isoTime } from '../../db/sql';
import { writeNotifications, type NewNotification } from '../notifications/service';
import { assertVisible, loadVisibleTask, membersWhoMaySee, viewerFor, type TaskRow } from '../tasks/policy';
import { enqueueSubscriberMails } from '../tasks/subscriptions';
import { assertMayComment, assertMayDelete, assertOpenForComments, loadTaskForWriting } from './policy';
import { presentComment, type CommentRow } from './presenter';
import { may, type Asker, type Member, type Viewer } from '../../platform/identity';
import { rewards } from '../../db/schema/rewards';

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

async function findComment(tx: DbOrTx, id: number): Promise<CommentRecord | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id));
  return row;
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

// ---------------------------------------------------------------------------------------------
// Reading

/** Listed: live comments, and deleted top-level ones while their thread has replies. */
const listed = sql`(c.deleted_at is null or (c.top_id = 0 and c.reply_count > 0))`;

/**
 * Comments with author, the author replied to, the reader's like, and the reward, in one query.
 * With a page, the ids and the total are read first from the comments alone, and only the page's
 * rows are joined.
 */
async function selectComments(
  db: DbOrTx,
  readerId: number | undefined,
  where: SQL,
  page?: { ordering: 'id' | '-id'; limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number | undefined }> {
  const order = page?.ordering === 'id' ? sql`asc` : sql`desc`;
  const source = page
    ? sql`(select c.id, count(*) over () as total from comments c where ${where}
        order by c.id ${order} limit ${page.limit} offset ${page.offset}) page
        join comments c on c.id = page.id`
    : sql`comments c`;
  const rows = await readRows<CommentRow & { total: number | null }>(
    db,
    sql`
      select c.id, c.content, c.user_id, u.nickname, u.avatar, c.superior_id,
        su.id as superior_user_id, su.nickname as superior_nickname, su.avatar as superior_avatar,
        c.top_id, c.reply_count, c.like_count, (l.user_id is not null) as is_like,
        (c.deleted_at is not null) as is_deleted,
        ${isoTime(sql`c.created_at`)} as create_time, ${isoTime(sql`c.updated_at`)} as update_time,
        c.content_type, c.task_id as object_id, array_to_json(c.mention_user_ids) as mention_user_ids,
        r.id as reward_id, r.number::text as reward_number, r.status as reward_status,
        ${page ? sql`page.total::int` : sql`null::int`} as total
      from ${source}
      join users u on u.id = c.user_id
      left join comments s on s.id = c.superior_id
      left join users su on su.id = s.user_id
      left join comment_likes l on l.comment_id = c.id and l.user_id = ${readerId ?? null}::int
      left join rewards r on r.comment_id = c.id
      ${page ? sql`` : sql`where ${where}`}
      order by c.id ${order}`,
  );
  return { rows, total: rows.length > 0 && page ? Number(rows[0]!.total) : undefined };
}

/** The live task by id, prepared once per handle: the comment list's only query while cached. */
const liveTaskQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareLiveTask>>();
function prepareLiveTask(db: DbOrTx) {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, sql.placeholder('id')), isNull(tasks.deletedAt)))
    .prepare('live_task');
}
async function liveTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  let query = liveTaskQueries.get(db);
  if (!query) {
    query = prepareLiveTask(db);
    liveTaskQueries.set(db, query);
  }
  const [task] = await query.execute({ id });
  return task;
}

/** What the cached comment list keeps per process (docs/decisions/010). */
export interface CommentReads {
  changes: ChangeFeed;
  cache: ReadCache;
  /** Tasks as last read, under their scope's stamp (the visibility check reads them). */
  tasks: StampedMemo<number, TaskRow | undefined>;
}

export function commentReads(changes: ChangeFeed, cache: ReadCache): CommentReads {
  return { changes, cache, tasks: new StampedMemo(10_000) };
}

/**
 * GET /api/comments as its JSON body and its cache key: while the change feed hears nothing of the
 * task's scope (its row, comments, likes, rewards) and of names, the task and the answer come from
 * memory, without a query. The viewer's right to see the task is checked on every request (on the
 * task as of its stamp). Without a stamp (the feed not listening) both are read from the database.
 */
export async function commentListBody(
  db: DbOrTx,
  reads: CommentReads,
  asker: Asker,
  query: CommentListQuery,
): Promise<{ key: string | undefined; body: string }> {
  const stamp = reads.changes.stamp([taskScope(query.object_id), USERS_SCOPE]);
  const found = await reads.tasks.get(query.object_id, stamp, () => liveTask(db, query.object_id));
  const viewer = await viewerFor(asker, found);
  const task = await assertVisible(db, found, viewer);
  const key =
    stamp === undefined ? undefined : `comments|${stamp}|${viewer.userId ?? '-'}|${JSON.stringify(query)}`;
  const body = await cachedBody(reads.cache, key, async () =>
    JSON.stringify(commentList.parse(await listComments(db, task, viewer, query))),
  );
  return { key, body };
}

/** A page of a visible task's comments, with is_like for the signed-in reader. */
async function listComments(
  db: DbOrTx,
  task: TaskRow,
  viewer: Viewer,
  query: CommentListQuery,
): Promise<Page<Comment>> {
  const filters = [sql`c.task_id = ${task.id}`, listed];
  if (query.top_id !== undefined) filters.push(sql`c.top_id = ${query.top_id}`);
  if (query.superior_id !== undefined) filters.push(sql`c.superior_id = ${query.superior_id}`);
  const where = sql.join(filters, sql` and `);
  const { rows, total } = await selectComments(db, viewer.userId, where, {
    ordering: query.ordering,
    limit: query.page_size,
    offset: (query.page_number - 1) * query.page_size,
  });
  let count = total ?? 0;
  // Past the last page the window is empty: count on its own (never on the first page).
  if (total === undefined && query.page_number > 1) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from comments c where ${where}`),
    );
    count = Number(row?.n ?? 0);
  }
  const signedIn = viewer.userId !== undefined;
  return {
    results: rows.map((row) => presentComment(row, signedIn)),
    count,
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/**
 * A live comment of a task the viewer may see (GET /api/comments/{id}, and the answer of create and
 * edit). A deleted or unknown comment answers comment_deleted: what a notification's target shows.
 */
export async function getComment(db: DbOrTx, viewer: Viewer, id: number): Promise<Comment> {
  const found = await findComment(db, id);
  if (!found || found.deletedAt) fail('comment_deleted');
  await loadVisibleTask(db, found.taskId, viewer);
  const { rows } = await selectComments(db, viewer.userId, sql`c.id = ${id}`);
  return presentComment(rows[0]!, viewer.userId !== undefined);
}

/**
 * GET /api/comments/{id}/position: the page of the top-level list (superior_id=0, this ordering and
 * page size) holding the comment, or for a reply its thread's top-level comment, so the web can
 * open the page a `#task-comment-{id}` hash points into.
 */
export async function commentPosition(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  query: { page_size: number; ordering: 'id' | '-id' },
) {
  const found = await findComment(db, id);
  if (!found || found.deletedAt) fail('comment_deleted');
  await loadVisibleTask(db, found.taskId, viewer);
  const topId = found.topId || found.id;
  const before = query.ordering === 'id' ? sql`c.id < ${topId}` : sql`c.id > ${topId}`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from comments c
      where c.task_id = ${found.taskId} and c.top_id = 0 and ${listed} and ${before}`),
  );
  return {
    id,
    object_id: found.taskId,
    top_id: topId,
    page_number: Math.floor(Number(row?.n ?? 0) / query.page_size) + 1,
    page_size: query.page_size,
  };
}

// Reading comments (spec 3): the list with authors, likes and rewards in one query, served through
// the read cache per task and reader; one comment; a comment's position in its list.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { commentList, type Comment, type CommentListQuery } from '@miao/contracts/comments';
import type { Page } from '@miao/contracts/common';
import { readRows, type Db, type DbOrTx } from '../../db/client';
import { anyOf, isoTime, rowsOf } from '../../db/sql';
import { comments } from '../../db/schema/comments';
import { tasks } from '../../db/schema/tasks';
import { fail } from '../../platform/errors';
import { StampedMemo, taskScope, USERS_SCOPE, type ChangeFeed } from '../../platform/change-feed';
import { cachedBody, type ReadCache } from '../../platform/read-cache';
import { TurnBatch } from '../../platform/turn-batch';
import { type Asker, type Viewer } from '../../platform/identity';
import { assertVisible, loadVisibleTask, viewerFor, type TaskRow } from '../tasks/policy';
import { presentComment, type CommentRow } from './presenter';

type CommentRecord = typeof comments.$inferSelect;

/** One comment row, deleted or not. */
export async function findComment(tx: DbOrTx, id: number): Promise<CommentRecord | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id));
  return row;
}

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
  const view = commentView(readerId);
  const rows = await readRows<CommentRow & { total: number | null }>(
    db,
    sql`
      select ${view.columns}, ${page ? sql`page.total::int` : sql`null::int`} as total
      from ${source}
      ${view.joins}
      ${page ? sql`` : sql`where ${where}`}
      order by c.id ${order}`,
  );
  return { rows, total: rows.length > 0 && page ? Number(rows[0]!.total) : undefined };
}

/**
 * A comment as the API shows it to `readerId` (presentComment's row): the columns over `c`, a
 * comments row or a CTE of them, and the joins they need.
 */
export function commentView(readerId: number | undefined): { columns: SQL; joins: SQL } {
  return {
    columns: sql`c.id, c.content, c.user_id, u.nickname, u.avatar, c.superior_id,
        su.id as superior_user_id, su.nickname as superior_nickname, su.avatar as superior_avatar,
        c.top_id, c.reply_count, c.like_count, (l.user_id is not null) as is_like,
        (c.deleted_at is not null) as is_deleted,
        ${isoTime(sql`c.created_at`)} as create_time, ${isoTime(sql`c.updated_at`)} as update_time,
        c.content_type, c.task_id as object_id, array_to_json(c.mention_user_ids) as mention_user_ids,
        r.id as reward_id, r.number::text as reward_number, r.status as reward_status`,
    joins: sql`join users u on u.id = c.user_id
      left join comments s on s.id = c.superior_id
      left join users su on su.id = s.user_id
      left join comment_likes l on l.comment_id = c.id and l.user_id = ${readerId ?? null}::int
      left join rewards r on r.comment_id = c.id`,
  };
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
/**
 * The live tasks the comments of one turn are checked against, read by one query (as the writes of
 * a turn are written by one statement, docs/decisions/027): a crowd commenting costs one task read
 * a turn instead of one a comment. Outside a transaction only: the batch reads on the pool.
 */
const liveTaskBatches = new WeakMap<Db, TurnBatch<number, TaskRow | undefined>>();
export function liveTaskOfTurn(db: Db, id: number): Promise<TaskRow | undefined> {
  let batch = liveTaskBatches.get(db);
  if (!batch) {
    batch = new TurnBatch(
      async (ids) => {
        // ids are the validated integers of the requests; one array parameter, one plan
        const rows = await db
          .select()
          .from(tasks)
          .where(and(sql`${tasks.id} = ${anyOf(ids, 'int')}`, isNull(tasks.deletedAt)));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id));
      },
      { max: LIVE_TASKS_A_TURN },
    );
    liveTaskBatches.set(db, batch);
  }
  return batch.add(id);
}

/** Tasks read by one query at most; more wait for the next. */
const LIVE_TASKS_A_TURN = 100;

export async function liveTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
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
  return presentCommentOf(db, viewer.userId, id);
}

/** A comment as the API shows it to `readerId`, once its task's visibility has been checked. */
export async function presentCommentOf(
  db: DbOrTx,
  readerId: number | undefined,
  id: number,
): Promise<Comment> {
  const { rows } = await selectComments(db, readerId, sql`c.id = ${id}`);
  if (!rows[0]) fail('comment_deleted');
  return presentComment(rows[0], readerId !== undefined);
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

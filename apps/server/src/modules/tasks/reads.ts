// Reading the task board (spec 3, 5): pages of cards, details, the member's record and a user's
// tasks, always under the viewer's visibility rule.
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import { TASK_RECORD_MAX } from '@miao/contracts/limits';
import {
  type TaskDetail,
  type TaskLanguage,
  type TaskListQuery,
  type TaskRecord,
  type TaskSummary,
  type TaskTagRef,
} from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { coinTypes } from '../../db/schema/coin';
import { taskCategories, tasks, taskSubscriptions, taskTags } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { voteBallots, votes } from '../../db/schema/votes';
import { permissionsOf, type Viewer } from '../../platform/identity';
import { loadVisibleTask, type TaskRow, visibleTo } from './policy';
import { presentTaskDetail, presentTaskSummary, type SummaryRow } from './presenter';
import { processingRewards, rewardedAmount } from './service';
import { voteStateOf } from './vote-options';
import { escrowBalance } from '../coin/balances';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** One query for a page of cards: author, category, coin name, medias, tags and mentions aggregated per task. */
async function selectSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number | undefined }> {
  const query = db
    .select({
      task: tasks,
      author: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      category: taskCategories,
      coinName: coinTypes.name,
      medias: sql<unknown>`(select coalesce(json_agg(json_build_object('url', m.url) order by m.sort), '[]'::json)
        from task_medias m where m.task_id = ${tasks.id})`,
      tags: sql<unknown>`(select coalesce(json_agg(json_build_object('tag_id', g.id, 'tag_name', g.name, 'name_en', g.name_en) order by g.id), '[]'::json)
        from task_tags tt join tags g on g.id = tt.tag_id where tt.task_id = ${tasks.id})`,
      mentionIds: sql<unknown>`(select coalesce(json_agg(tm.user_id order by tm.user_id), '[]'::json)
        from task_mentions tm where tm.task_id = ${tasks.id})`,
      total: sql<string>`count(*) over ()`,
    })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.taskCategoryId))
    .leftJoin(coinTypes, eq(coinTypes.id, tasks.coinTypeId))
    .where(where)
    .$dynamic();
  const result = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return {
    rows: result.map((r) => ({
      ...r,
      medias: json<{ url: string }[]>(r.medias),
      tags: json<TaskTagRef[]>(r.tags),
      mentionIds: json<number[]>(r.mentionIds),
    })),
    total: result.length > 0 ? Number(result[0]!.total) : undefined,
  };
}

/** `%`, `_` and the escape character itself match literally in the search (a backslash escapes them). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Runs of white space as one space, so a search matches however the words were spaced. */
const oneSpaced = (text: SQL) => sql`regexp_replace(${text}, '\\s+', ' ', 'g')`;

/**
 * The content's text as a reader sees it: inline tags go, other tags part words, the entities
 * sanitize-html writes become their characters (`&amp;` last, so `&amp;lt;` stays `&lt;`), so a
 * search for `a & b` or `<3` finds it and a search for `strong` does not find every bold word.
 */
const contentText = oneSpaced(sql`replace(replace(replace(replace(replace(replace(
  regexp_replace(
    regexp_replace(${tasks.content}, '</?(a|b|strong|em|i|u|s|del|span|code|sub|sup|mark)\\y[^>]*>', '', 'gi'),
    '<[^>]*>', ' ', 'g'),
  '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`);

/** A task is open for "ending soon" while processing and its end_at is still ahead. */
const openAt = (now: Date) => sql`(${tasks.status} = 'processing' and ${tasks.endAt} > ${now})`;

/**
 * Staff pins lead the board's own view: newest first, not narrowed to a person or a search
 * (decision 028). Paging stays consistent: a pinned task is on page 1 and on no other page.
 */
export function pinsLead(query: TaskListQuery): boolean {
  return (
    query.ordering === '-id' &&
    query.q === undefined &&
    query.filter === undefined &&
    query.user_id === undefined
  );
}

/** Issue 18 orderings; every one ends on id desc so equal keys keep one stable order across pages. */
function orderOf(query: TaskListQuery, now: Date): SQL[] {
  switch (query.ordering) {
    case 'id':
      return [asc(tasks.id)];
    case '-comment_count':
      return [desc(tasks.commentCount), desc(tasks.id)];
    case '-max_reward_number':
      return [desc(tasks.maxRewardNumber), desc(tasks.id)];
    case 'ending_soon':
      return [
        sql`case when ${openAt(now)} then 0 else 1 end`,
        sql`case when ${openAt(now)} then ${tasks.endAt} end asc`,
        desc(tasks.id),
      ];
    default:
      // '-id'
      return pinsLead(query)
        ? [sql`${tasks.pinnedAt} is null`, desc(tasks.pinnedAt), desc(tasks.id)]
        : [desc(tasks.id)];
  }
}

/**
 * The earliest end_at after `now` of any live task: until then the "ending soon" order cannot
 * change by itself (only by a change the feed announces), so it is part of that list's cache key.
 */
export async function nextEndAfter(db: DbOrTx, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ next: sql<Date | string | null>`min(${tasks.endAt})` })
    .from(tasks)
    .where(and(isNull(tasks.deletedAt), gt(tasks.endAt, now)));
  return row?.next ? new Date(row.next) : undefined;
}

/**
 * GET /api/tasks: the viewer's visible tasks, filtered, searched and paged, newest first by
 * default. `filter` needs a signed-in viewer (the route answers 401 before asking).
 */
export async function listTasks(
  db: DbOrTx,
  viewer: Viewer,
  query: TaskListQuery,
  now: Date = new Date(),
): Promise<Page<TaskSummary>> {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  // Drafts stay off the board: they show only in a list of the viewer's own tasks (decision 060).
  const ownList = viewer.userId !== undefined && (query.filter === 'mine' || query.user_id === viewer.userId);
  if (!ownList) filters.push(eq(tasks.published, true));
  if (query.q !== undefined) {
    const pattern = likePattern(query.q.replace(/\s+/g, ' '));
    filters.push(
      sql`(${oneSpaced(sql`${tasks.title}`)} ilike ${pattern} escape '\\' or ${contentText} ilike ${pattern} escape '\\')`,
    );
  }
  if (query.filter === 'mine') filters.push(eq(tasks.userId, viewer.userId ?? 0));
  if (query.filter === 'subscribed') {
    // Subscriptions are by e-mail (spec 3): the ones to the member's address, not ended.
    filters.push(
      sql`exists (select 1 from ${taskSubscriptions} s join ${users} u on lower(u.email) = lower(s.email)
        where s.task_id = ${tasks.id} and s.unsubscribed_at is null and u.id = ${viewer.userId ?? 0})`,
    );
  }
  if (query.language) filters.push(eq(tasks.language, query.language));
  if (query.status) filters.push(eq(tasks.status, query.status));
  if (query.user_id !== undefined) filters.push(eq(tasks.userId, query.user_id));
  if (query.task_category_id !== undefined) filters.push(eq(tasks.taskCategoryId, query.task_category_id));
  if (query.tag_ids?.length) {
    // A task with any of the tags (the /dao/?tag_ids= filter).
    filters.push(
      sql`exists (select 1 from ${taskTags} where ${taskTags.taskId} = ${tasks.id} and ${inArray(taskTags.tagId, query.tag_ids)})`,
    );
  }
  const where = and(...filters);
  const { rows, total } = await selectSummaries(db, where, {
    orderBy: orderOf(query, now),
    limit: query.page_size,
    offset: (query.page_number - 1) * query.page_size,
  });
  // Past the last page the window count is missing: count separately.
  const count =
    total ??
    Number(
      (
        await db
          .select({ n: sql<string>`count(*)` })
          .from(tasks)
          .where(where)
      )[0]?.n ?? 0,
    );
  return {
    results: rows.map((row) => presentTaskSummary(row, viewer)),
    count,
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** GET /api/tasks/{id}. */
export async function getTaskDetail(db: DbOrTx, viewer: Viewer, taskId: number): Promise<TaskDetail> {
  const task = await loadVisibleTask(db, taskId, viewer);
  return detailOf(db, viewer, task);
}

export async function detailOf(db: DbOrTx, viewer: Viewer, task: TaskRow): Promise<TaskDetail> {
  const [{ rows }, voteState, rewarded, remaining, pending] = await Promise.all([
    selectSummaries(db, eq(tasks.id, task.id)),
    voteStateOf(db, task, viewer),
    rewardedAmount(db, task.id),
    escrowBalance(db, task.id, task.coinTypeId),
    processingRewards(db, task.id),
  ]);
  const row = rows[0]!;
  // Spec 6: mentioned users are shown to signed-in viewers holding user.retrieve (the sponsor and
  // staff always, they edit them), decided here rather than in the browser (decision 061).
  const mentioned =
    viewer.userId !== undefined && row.mentionIds.length > 0 && (await maySeeMentions(db, viewer, task))
      ? await db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, row.mentionIds))
          .orderBy(asc(users.id))
      : [];
  return presentTaskDetail(row, viewer, { mentioned, ...voteState, rewarded, remaining, pending });
}

async function maySeeMentions(db: DbOrTx, viewer: Viewer, task: TaskRow): Promise<boolean> {
  if (viewer.userId === undefined) return false;
  if (viewer.isStaff || viewer.userId === task.userId) return true;
  return (await permissionsOf(db, viewer.userId)).has('user.retrieve');
}

export async function taskDetails(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<TaskDetail[]> {
  const details: TaskDetail[] = [];
  for (const id of ids) details.push(await getTaskDetail(db, viewer, id));
  return details;
}

/** GET /api/task-record: what the signed-in member did on the board (tasks sponsored, votes cast). */
export async function taskRecord(
  db: DbOrTx,
  userId: number,
  language: TaskLanguage | undefined,
): Promise<TaskRecord> {
  const mine = and(
    eq(tasks.userId, userId),
    isNull(tasks.deletedAt),
    language ? eq(tasks.language, language) : undefined,
  );
  const voted = and(
    eq(voteBallots.userId, userId),
    isNull(tasks.deletedAt),
    language ? eq(tasks.language, language) : undefined,
  );
  const [created, createdCount, ballots, voteCount] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        language: tasks.language,
        createdAt: tasks.createdAt,
      })
      .from(tasks)
      .where(mine)
      .orderBy(desc(tasks.id))
      .limit(TASK_RECORD_MAX),
    db
      .select({ n: sql<string>`count(*)` })
      .from(tasks)
      .where(mine),
    db
      .select({
        taskId: voteBallots.taskId,
        title: tasks.title,
        createdAt: voteBallots.createdAt,
        voteIds: sql<unknown>`(select coalesce(json_agg(v.option_id order by v.option_id), '[]'::json)
          from ${votes} v where v.task_id = ${voteBallots.taskId} and v.user_id = ${voteBallots.userId})`,
      })
      .from(voteBallots)
      .innerJoin(tasks, eq(tasks.id, voteBallots.taskId))
      .where(voted)
      .orderBy(desc(voteBallots.createdAt), desc(voteBallots.taskId))
      .limit(TASK_RECORD_MAX),
    db
      .select({ n: sql<string>`count(*)` })
      .from(voteBallots)
      .innerJoin(tasks, eq(tasks.id, voteBallots.taskId))
      .where(voted),
  ]);
  return {
    created_count: Number(createdCount[0]?.n ?? 0),
    vote_count: Number(voteCount[0]?.n ?? 0),
    tasks: created.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      language: t.language,
      create_time: t.createdAt.toISOString(),
    })),
    votes: ballots.map((b) => ({
      task_id: b.taskId,
      title: b.title,
      vote_ids: json<number[]>(b.voteIds),
      create_time: b.createdAt.toISOString(),
    })),
  };
}

/** A member's visible tasks, newest first (for the user detail page). */
export async function tasksOfUser(db: DbOrTx, viewer: Viewer, userId: number, limit = TASK_RECORD_MAX) {
  return db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(and(visibleTo(viewer), eq(tasks.userId, userId)))
    .orderBy(desc(tasks.id))
    .limit(limit);
}

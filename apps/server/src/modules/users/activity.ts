// A member's page (issue 18): their recent comments and the rewards they received, each only on
// tasks this viewer may see (the rule of db/task-visibility.ts), so a private task's comment or
// reward never shows to a reader who may not open the task.
import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import { USER_COMMENT_PREVIEW_MAX } from '@miao/contracts/limits';
import type { UserActivityQuery, UserComment, UserReward } from '@miao/contracts/users';
import type { DbOrTx } from '../../db/client';
import { isoTime, rowsOf } from '../../db/sql';
import { taskVisibleToMember } from '../../db/task-visibility';
import type { Viewer } from '../../platform/identity';
import { plainText } from '../../platform/sanitize';

/** The tasks `t` this viewer may see: staff all, a member by the member rule, a visitor public ones. */
function visibleTo(t: SQL, viewer: Viewer): SQL {
  if (viewer.isStaff) return sql`true`;
  if (viewer.userId === undefined) return sql`${t}.published and ${t}.public_permission = 'public'`;
  return taskVisibleToMember(t, viewer.userId);
}

function preview(html: string): string {
  const characters = [...plainText(html)];
  return characters.length > USER_COMMENT_PREVIEW_MAX
    ? `${characters.slice(0, USER_COMMENT_PREVIEW_MAX).join('')}…`
    : characters.join('');
}

/** GET /api/users/{id}/comments: live comments on live, visible tasks, newest first. */
export async function commentsOfUser(
  db: DbOrTx,
  viewer: Viewer,
  userId: number,
  query: UserActivityQuery,
): Promise<Page<UserComment>> {
  const where = sql`c.user_id = ${userId} and c.deleted_at is null and t.deleted_at is null
    and ${visibleTo(sql`t`, viewer)}`;
  const rows = rowsOf<{
    total: number;
    id: number | null;
    content: string;
    superior_id: number;
    create_time: string;
    task_id: number;
    task_title: string;
  }>(
    await db.execute(sql`
      select page.*, counted.total
      from (select count(*)::int as total from comments c join tasks t on t.id = c.task_id where ${where}) counted
      left join lateral (
        select c.id, c.content, c.superior_id, ${isoTime(sql`c.created_at`)} as create_time,
          t.id as task_id, t.title as task_title
        from comments c join tasks t on t.id = c.task_id
        where ${where}
        order by c.id desc
        limit ${query.page_size} offset ${(query.page_number - 1) * query.page_size}
      ) page on true`),
  );
  return {
    results: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        content: preview(r.content),
        is_reply: Number(r.superior_id) !== 0,
        create_time: r.create_time,
        task: { id: Number(r.task_id), title: r.task_title },
      })),
    count: Number(rows[0]?.total ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** GET /api/users/{id}/rewards: rewards paid or promised to the member's comments, newest first. */
export async function rewardsOfUser(
  db: DbOrTx,
  viewer: Viewer,
  userId: number,
  query: UserActivityQuery,
): Promise<Page<UserReward>> {
  const where = sql`r.user_id = ${userId} and t.deleted_at is null and ${visibleTo(sql`t`, viewer)}`;
  const rows = rowsOf<{
    total: number;
    id: number | null;
    number: string;
    status: 'processing' | 'sent';
    create_time: string;
    comment_id: number;
    task_id: number;
    task_title: string;
  }>(
    await db.execute(sql`
      select page.*, counted.total
      from (select count(*)::int as total from rewards r join tasks t on t.id = r.task_id where ${where}) counted
      left join lateral (
        select r.id, r.number::text as number, r.status, ${isoTime(sql`r.created_at`)} as create_time,
          r.comment_id, t.id as task_id, t.title as task_title
        from rewards r join tasks t on t.id = r.task_id
        where ${where}
        order by r.id desc
        limit ${query.page_size} offset ${(query.page_number - 1) * query.page_size}
      ) page on true`),
  );
  return {
    results: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        number: Number(r.number),
        status: r.status,
        create_time: r.create_time,
        comment_id: Number(r.comment_id),
        task: { id: Number(r.task_id), title: r.task_title },
      })),
    count: Number(rows[0]?.total ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

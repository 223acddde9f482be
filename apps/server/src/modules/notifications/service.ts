// Notifications (spec 3, 4): written by the comments and rewards services inside the transaction of
// their cause, so a refused or rolled-back action leaves none behind; nobody is notified of their
// own action. Read by their recipient only, and only while the recipient may see the task.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import type {
  Notification,
  NotificationAction,
  NotificationListQuery,
  NotificationOriginalType,
} from '@miao/contracts/notifications';
import { readRows, type DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import { isoTime, rowsOf } from '../../db/sql';
import { taskVisibleToMember } from '../../db/task-visibility';
import { insertWithMails } from './mails';
import { presentNotification, type NotificationRow } from './presenter';
import { notifications } from '../../db/schema/notifications';

export interface NewNotification {
  /** The recipient. */
  userId: number;
  actorId: number;
  action: NotificationAction;
  originalType?: NotificationOriginalType;
  taskId: number;
  commentId?: number | null;
  originalCommentId?: number | null;
  rewardId?: number | null;
}

/** Inserts the notifications in one statement, leaving out those addressed to their own actor. */
export async function writeNotifications(tx: DbOrTx, rows: NewNotification[]): Promise<void> {
  const insert = notificationInsert(rows);
  // the e-mails of those who want them, sent once this commits (issue 18), queued by the same statement
  if (insert) await insertWithMails(tx, insert);
}

/**
 * The insert of `rows` (returning id, user_id and action), leaving out those addressed to their own
 * actor; undefined when none is left. `comment` names a CTE holding the one comment its statement
 * writes: its id fills the rows that name no comment.
 */
export function notificationInsert(rows: NewNotification[], comment?: SQL): SQL | undefined {
  const values = rows
    .filter((n) => n.userId !== n.actorId)
    .map((n) => ({
      user_id: n.userId,
      actor_id: n.actorId,
      action: n.action,
      original_type: n.originalType ?? (n.action === 'reward' ? 'reward' : 'comment'),
      task_id: n.taskId,
      comment_id: n.commentId ?? null,
      original_comment_id: n.originalCommentId ?? null,
      reward_id: n.rewardId ?? null,
    }));
  if (values.length === 0) return undefined;
  return sql`insert into notifications
      (user_id, actor_id, action, original_type, task_id, comment_id, original_comment_id, reward_id)
    select r.user_id, r.actor_id, r.action, r.original_type, r.task_id,
      ${comment ? sql`coalesce(r.comment_id, w.id)` : sql`r.comment_id`}, r.original_comment_id, r.reward_id
    from ${comment ? sql`${comment} w, ` : sql``}jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(user_id int,
      actor_id int, action text, original_type text, task_id int, comment_id int, original_comment_id int,
      reward_id int)
    returning id, user_id, action`;
}

/** Takes back the unread like notification of a like that was withdrawn (read ones stay as history). */
export async function withdrawLikeNotification(
  tx: DbOrTx,
  input: { userId: number; actorId: number; commentId: number },
): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.isRead, false),
        eq(notifications.actorId, input.actorId),
        eq(notifications.action, 'like'),
        eq(notifications.commentId, input.commentId),
      ),
    );
}

/** The columns presentNotification reads, over `n` and the joins below. */
const columns = sql`n.id::text as id, n.is_read, n.action, n.original_type, n.task_id,
  ${isoTime(sql`n.publish_at`)} as publish_at,
  a.id as actor_id, a.nickname as actor_nickname, a.avatar as actor_avatar,
  t.title as task_title, (t.deleted_at is not null) as task_deleted,
  s.id as sponsor_id, s.nickname as sponsor_nickname, s.avatar as sponsor_avatar,
  c.id as comment_id, c.content as comment_content, (c.deleted_at is not null) as comment_deleted,
  oc.id as original_comment_id, oc.content as original_comment_content,
  (oc.deleted_at is not null) as original_comment_deleted,
  n.reward_id as reward_ref, r.id as reward_id, r.number::text as reward_number, r.status as reward_status`;
const joins = sql`join users a on a.id = n.actor_id
  join tasks t on t.id = n.task_id
  join users s on s.id = t.user_id
  left join comments c on c.id = n.comment_id
  left join comments oc on oc.id = n.original_comment_id
  left join rewards r on r.id = n.reward_id`;

/**
 * GET /api/notifications: the recipient's notifications, newest first, in one statement: the total
 * is a count over the (user_id, is_read, id) index, and only the page's rows are joined to their
 * actor, task, comments and reward. `is_read=false&page_size=1` is the unread count.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  query: NotificationListQuery,
): Promise<Page<Notification>> {
  // Only notifications of tasks the reader may see now: a task made non-public later takes its
  // notifications out of the list and the unread count (docs/decisions/017).
  const readFilter = sql`${query.is_read === undefined ? sql`` : sql` and n.is_read = ${query.is_read}`}
    and exists (select 1 from tasks t where t.id = n.task_id and ${taskVisibleToMember(sql`t`, userId)})`;
  const order = query.ordering === 'id' ? sql`asc` : sql`desc`;
  // One row at least: the count, with the page's columns null when the page is empty.
  const rows = await readRows<NotificationRow & { total: number }>(
    db,
    sql`
      select page.*, counted.total
      from (select count(*)::int as total from notifications n where n.user_id = ${userId}${readFilter}) counted
      left join lateral (
        select ${columns}
        from notifications n ${joins}
        where n.user_id = ${userId}${readFilter}
        order by n.id ${order}
        limit ${query.page_size} offset ${(query.page_number - 1) * query.page_size}
      ) page on true`,
  );
  const listed = rows.filter((row) => row.id !== null);
  return {
    results: listed.map(presentNotification),
    count: Number(rows[0]?.total ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** POST /api/notifications/read: marks the caller's own among the ids read; others' ids are ignored. */
export async function markRead(db: DbOrTx, userId: number, ids: number[]): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...new Set(ids)])))
    .returning({ id: notifications.id });
  return updated.length;
}

/**
 * POST /api/notifications/read-all: every unread notification of the caller becomes read; answers how
 * many did. Safe to repeat (a second call, or a double click, answers 0). Others' are untouched.
 */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** PATCH /api/notifications/{id}: read or unread again; someone else's answers 404. */
export async function setRead(db: DbOrTx, userId: number, id: number, isRead: boolean): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) fail('not_found');
}

/** DELETE /api/notifications/{id}: the caller's own only (someone else's answers 404, as if missing). */
export async function deleteNotification(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) fail('not_found');
}

/** One notification of the caller, presented (for the PATCH answer). */
export async function getNotification(db: DbOrTx, userId: number, id: number): Promise<Notification> {
  const [row] = rowsOf<NotificationRow>(
    await db.execute(
      sql`select ${columns} from notifications n ${joins}
        where n.id = ${id} and n.user_id = ${userId} and ${taskVisibleToMember(sql`t`, userId)}`,
    ),
  );
  if (!row) fail('not_found');
  return presentNotification(row);
}

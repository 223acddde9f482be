// Who may see a task, as SQL: the rule of modules/tasks/policy.ts (spec 6) in the form the modules
// below tasks need (notifications, user look-ups, file signing), so they do not import tasks.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rowsOf } from './sql';

/**
 * For a member `userId` reading rows that point at the task `t` (notifications, mention look-ups):
 * public and semi-public tasks, the member's own, tasks naming the member, and every task for staff;
 * a draft only to its sponsor and staff (decision 060).
 * Deletion is left to the caller (a notification of a deleted task stays).
 */
export function taskVisibleToMember(t: SQL, userId: SQL | number): SQL {
  return sql`(${t}.user_id = ${userId}
    or (${t}.published and (${t}.public_permission in ('public', 'semi_public')
      or exists (select 1 from task_mentions tm where tm.task_id = ${t}.id and tm.user_id = ${userId})))
    or exists (select 1 from user_groups ug
      join group_permissions gp on gp.group_id = ug.group_id
      join permissions p on p.id = gp.permission_id
      where ug.user_id = ${userId} and p.resource = 'admin' and p.action = 'access'))`;
}

/** Whether the live task `taskId` is visible to the viewer (a visitor sees public tasks only). */
export async function isTaskVisible(
  db: DbOrTx,
  taskId: number,
  viewer: { userId?: number; isStaff: boolean },
): Promise<boolean> {
  const rule = viewer.isStaff
    ? sql`true`
    : viewer.userId === undefined
      ? sql`t.published and t.public_permission = 'public'`
      : taskVisibleToMember(sql`t`, viewer.userId);
  const rows = await db.execute(
    sql`select 1 as ok from tasks t where t.id = ${taskId} and t.deleted_at is null and ${rule}`,
  );
  return rowsOf(rows).length > 0;
}

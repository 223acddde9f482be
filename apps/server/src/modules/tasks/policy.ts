// Who may see and change a task (spec 2 and 6). A task that is deleted or not visible to the viewer
// answers 404 task_inaccessible, so its existence does not leak; a visible task the viewer may not
// change answers 403 no_operation_permission.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskMentions, tasks } from '../../db/schema/tasks';
import { fail } from '../../platform/errors';
import { rowsOf } from '../../db/sql';
import { taskVisibleToMember } from '../../db/task-visibility';
import type { Actor, Asker, Viewer } from '../../platform/identity';

export type TaskRow = typeof tasks.$inferSelect;

/**
 * The task if the viewer may see it: public for everyone, semi-public for signed-in members,
 * non-public for the sponsor, mentioned users and staff. `lock` takes a row lock for the rest of
 * the caller's transaction (`update` before changing the task, `share` while voting on it).
 */
export async function loadVisibleTask(
  db: DbOrTx,
  taskId: number,
  viewer: Viewer,
  lock?: 'update' | 'share',
): Promise<TaskRow> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)));
  const [task] =
    lock === 'update' ? await query.for('update') : lock === 'share' ? await query.for('share') : await query;
  return assertVisible(db, task, viewer);
}

/** The task (found or not) if the viewer may see it, else task_inaccessible. */
export async function assertVisible(db: DbOrTx, task: TaskRow | undefined, viewer: Viewer): Promise<TaskRow> {
  if (!task || !(await maySee(db, task, viewer))) fail('task_inaccessible');
  return task;
}

/** The viewer, asking for staff rights only when the task is not public (they change nothing then). */
export async function viewerFor(asker: Asker, task: TaskRow | undefined): Promise<Viewer> {
  if (task?.publicPermission === 'public' && task.published) return { userId: asker.userId, isStaff: false };
  return { userId: asker.userId, isStaff: await asker.isStaff() };
}

async function maySee(db: DbOrTx, task: TaskRow, viewer: Viewer): Promise<boolean> {
  if (viewer.isStaff) return true;
  // a draft: its sponsor only, besides staff (decision 060)
  if (!task.published) return viewer.userId !== undefined && task.userId === viewer.userId;
  if (task.publicPermission === 'public') return true;
  if (viewer.userId === undefined) return false;
  if (task.publicPermission === 'semi_public' || task.userId === viewer.userId) return true;
  const [mention] = await db
    .select({ userId: taskMentions.userId })
    .from(taskMentions)
    .where(and(eq(taskMentions.taskId, task.id), eq(taskMentions.userId, viewer.userId)));
  return mention !== undefined;
}

/** The same rule as a condition on `tasks` for lists (deleted tasks excluded). */
export function visibleTo(viewer: Viewer): SQL {
  const alive = isNull(tasks.deletedAt);
  if (viewer.isStaff) return alive;
  if (viewer.userId === undefined)
    return and(alive, eq(tasks.published, true), eq(tasks.publicPermission, 'public'))!;
  return and(
    alive,
    sql`(${tasks.userId} = ${viewer.userId} or (${tasks.published} and (${tasks.publicPermission} in ('public', 'semi_public')
      or exists (select 1 from ${taskMentions} where ${taskMentions.taskId} = ${tasks.id} and ${taskMentions.userId} = ${viewer.userId}))))`,
  )!;
}

/** Spec 6: the sponsor or staff may edit, close, reopen, delete and transfer a task. */
export function assertSponsorOrStaff(task: TaskRow, actor: Actor): void {
  if (task.userId !== actor.userId && !actor.isStaff) fail('no_operation_permission');
}

/** Those of `userIds` (active members) who may see the task now: only they may be mentioned on it. */
export async function membersWhoMaySee(db: DbOrTx, taskId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.execute(
    sql`select u.id from users u, tasks t
      where t.id = ${taskId} and u.is_active
        and u.id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and ${taskVisibleToMember(sql`t`, sql`u.id`)}`,
  );
  return new Set(rowsOf<{ id: number }>(rows).map((r) => Number(r.id)));
}

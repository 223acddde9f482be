// Who may see and change a task (spec 2 and 6). A task that is deleted or not visible to the viewer
// answers 404 task_inaccessible, so its existence does not leak; a visible task the viewer may not
// change answers 403 no_operation_permission.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { taskMentions, tasks } from '../../db/schema/tasks';
import { hasPermission, requireUser } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { rowsOf } from '../../platform/rate-limit';

export type TaskRow = typeof tasks.$inferSelect;

/** The one reading or changing a task: signed out (no userId), a member, or staff (`admin.access`). */
export interface Viewer {
  userId: number | undefined;
  isStaff: boolean;
}
/** A signed-in viewer. */
export interface Actor {
  userId: number;
  isStaff: boolean;
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const { userId } = request;
  if (userId === undefined) return { userId, isStaff: false };
  return { userId, isStaff: await hasPermission(request.server.deps.db, userId, 'admin.access') };
}

/** Signed in, else 401 sign_in_required. */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const userId = requireUser(request);
  return { userId, isStaff: await hasPermission(request.server.deps.db, userId, 'admin.access') };
}

/** Batch creation and deletion are staff tools (admin.access). */
export async function staffOf(request: FastifyRequest): Promise<Actor> {
  const actor = await actorOf(request);
  if (!actor.isStaff) fail('no_operation_permission');
  return actor;
}

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
export async function viewerFor(request: FastifyRequest, task: TaskRow | undefined): Promise<Viewer> {
  if (task?.publicPermission === 'public') return { userId: request.userId, isStaff: false };
  return viewerOf(request);
}

async function maySee(db: DbOrTx, task: TaskRow, viewer: Viewer): Promise<boolean> {
  if (task.publicPermission === 'public' || viewer.isStaff) return true;
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
  if (viewer.userId === undefined) return and(alive, eq(tasks.publicPermission, 'public'))!;
  return and(
    alive,
    sql`(${tasks.publicPermission} in ('public', 'semi_public') or ${tasks.userId} = ${viewer.userId}
      or exists (select 1 from ${taskMentions} where ${taskMentions.taskId} = ${tasks.id} and ${taskMentions.userId} = ${viewer.userId}))`,
  )!;
}

/** Spec 6: the sponsor or staff may edit, close, reopen, delete and transfer a task. */
export function assertSponsorOrStaff(task: TaskRow, actor: Actor): void {
  if (task.userId !== actor.userId && !actor.isStaff) fail('no_operation_permission');
}

/**
 * The same rule in SQL for a member `userId` reading rows that point at the task `t` (notifications,
 * mention look-ups): public and semi-public tasks, the member's own, tasks naming the member, and
 * every task for staff. Deletion is left to the caller (a notification of a deleted task stays).
 */
export function taskVisibleToMember(t: SQL, userId: SQL | number): SQL {
  return sql`(${t}.public_permission in ('public', 'semi_public') or ${t}.user_id = ${userId}
    or exists (select 1 from task_mentions tm where tm.task_id = ${t}.id and tm.user_id = ${userId})
    or exists (select 1 from user_groups ug
      join group_permissions gp on gp.group_id = ug.group_id
      join permissions p on p.id = gp.permission_id
      where ug.user_id = ${userId} and p.resource = 'admin' and p.action = 'access'))`;
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

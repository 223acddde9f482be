// Staff actions on tasks are audited (decision 025): the sponsor's own are not staff actions.
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/identity';

/** What the audit log keeps of a task: the fields staff change. */
async function snapshots(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      user_id: tasks.userId,
      status: tasks.status,
      reply_disabled: tasks.replyDisabled,
      deleted_at: tasks.deletedAt,
    })
    .from(tasks)
    .where(inArray(tasks.id, ids));
}

/**
 * Runs a task change in a transaction; when staff make it on a task that is not their own (or
 * `always`), an audit row with the task before and after is written in the same transaction.
 */
export async function auditedTaskChange<T>(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  action: string,
  taskIds: number[],
  change: (tx: Tx) => Promise<T>,
  /** Staff tools (batch delete) are audited on the staff member's own tasks too. */
  always = false,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = actor.isStaff ? await snapshots(tx, taskIds) : [];
    const result = await change(tx);
    const own = !always && before.length > 0 && before.every((t) => t.user_id === actor.userId);
    if (actor.isStaff && !own) {
      const after = await snapshots(tx, taskIds);
      const single = taskIds.length === 1;
      await audit(tx, request, {
        action,
        target: { type: 'task', id: single ? taskIds[0] : taskIds.join(',') },
        before: single ? before[0] : before,
        after: single ? after[0] : after,
      });
    }
    return result;
  });
}

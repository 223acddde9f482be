// Staff announcements pinned to the top of the task board (issue 18, decision 028). Pinning is a
// staff action (`task.pin`): audited with the change, in its transaction (decision 025).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { audit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';

/** What the audit log keeps of a pin. */
async function pinSnapshot(db: DbOrTx, taskId: number) {
  const [row] = await db
    .select({ id: tasks.id, title: tasks.title, pinned_at: tasks.pinnedAt })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)))
    .for('update');
  return row;
}

/**
 * Pins (or unpins) a live task; staff see every task, so a missing or deleted one is
 * task_inaccessible. Pinning a pinned task keeps its first pin time and writes no audit row.
 */
export async function setPinned(
  db: DbOrTx,
  actor: AuditActor,
  taskId: number,
  pinned: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await pinSnapshot(tx, taskId);
    if (!before) fail('task_inaccessible');
    if ((before.pinned_at !== null) === pinned) return;
    const [after] = await tx
      .update(tasks)
      .set({ pinnedAt: pinned ? new Date() : null })
      .where(eq(tasks.id, taskId))
      .returning({ id: tasks.id, title: tasks.title, pinned_at: tasks.pinnedAt });
    await audit(tx, actor, {
      action: pinned ? 'tasks.pin' : 'tasks.unpin',
      target: { type: 'task', id: taskId },
      before,
      after,
    });
  });
}

// Batches: all or none, every refused row named. Batch create is staff's; batch delete is open to
// sponsors for their own tasks (issue 17) and to staff for any.
import { errors, type ErrorCode } from '@miao/contracts/errors';
import { taskCreateRequest, type BatchRowError } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { AppError, fail } from '../../platform/errors';
import type { Actor } from '../../platform/identity';
import { assertSponsorOrStaff, loadVisibleTask, type TaskRow } from './policy';
import { insertTask, type PreparedTask, prepareTask, type TaskDeps, unique } from './prepare';
import { deleteLocked } from './service';

function rowError(index: number, error: unknown): BatchRowError {
  if (error instanceof AppError) {
    const fields = (error.details?.fields as string[] | undefined) ?? [];
    return { index, code: error.code, message: error.message, fields };
  }
  throw error;
}

function refuseBatch(rows: BatchRowError[]): void {
  if (rows.length > 0) fail('task_batch_invalid', { rows });
}

const validationRow = (index: number, fields: string[]): BatchRowError => ({
  index,
  code: 'validation_error' satisfies ErrorCode,
  message: errors.validation_error.message,
  fields,
});

/**
 * POST /api/tasks/batch-create: each row is a create request of its own, checked like one; the
 * tasks are written in one transaction, each row in a savepoint so a refused escrow names its row,
 * and if any row is refused nothing is kept. The staff member is the sponsor and pays every pool.
 */
export async function batchCreateTasks(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  rows: unknown[],
): Promise<number[]> {
  const refused: BatchRowError[] = [];
  const prepared: PreparedTask[] = [];
  for (const [index, raw] of rows.entries()) {
    const parsed = taskCreateRequest.safeParse(raw);
    if (!parsed.success) {
      refused.push(
        validationRow(index, [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]),
      );
      continue;
    }
    try {
      prepared.push(await prepareTask(db, deps, actor, parsed.data));
    } catch (error) {
      refused.push(rowError(index, error));
    }
  }
  refuseBatch(refused);
  return inTransaction(db, async (tx) => {
    const ids: number[] = [];
    for (const [index, task] of prepared.entries()) {
      try {
        ids.push(await tx.transaction((row) => insertTask(row, actor.userId, task)));
      } catch (error) {
        refused.push(rowError(index, error));
      }
    }
    refuseBatch(refused);
    return ids;
  });
}

/**
 * POST /api/tasks/batch-delete: every id must name a live task the actor may delete (own as
 * sponsor, any as staff, the rule of a single delete), else nothing is deleted.
 */
export async function batchDeleteTasks(db: DbOrTx, actor: Actor, ids: number[]): Promise<number[]> {
  const wanted = unique(ids);
  return inTransaction(db, async (tx) => {
    const refused: BatchRowError[] = [];
    const found: TaskRow[] = [];
    for (const [index, id] of wanted.entries()) {
      try {
        const task = await loadVisibleTask(tx, id, actor, 'update');
        assertSponsorOrStaff(task, actor);
        found.push(task);
      } catch (error) {
        refused.push(rowError(index, error));
      }
    }
    refuseBatch(refused);
    for (const task of found) await deleteLocked(tx, task, actor);
    return wanted;
  });
}

// The staff view of the background-job queue (docs/decisions/016-durable-jobs.md): list, retry a
// failed job, discard one that will not run.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Job, JobListQuery } from '@miao/contracts/jobs';
import type { Db } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema/jobs';
import { fail } from '../../platform/errors';
import { announceJobs } from '../../platform/jobs';

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    key: row.key,
    status: row.status,
    run_time: row.runAt.toISOString(),
    locked_until: row.lockedUntil?.toISOString() ?? null,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: row.lastError,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

/** Newest change first. */
export async function listJobs(db: Db, query: JobListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(jobs.status, query.status));
  if (query.kind) filters.push(eq(jobs.kind, query.kind));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** A failed job runs again now, with all its attempts again. Not found unless it is failed. */
export async function retryJob(db: Db, id: number): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  if (!row) fail('not_found');
  await announceJobs(db);
  return row;
}

/**
 * Deletes a failed job, or a pending one (waiting for its time or its next try). A running or done
 * job is not found here: the one is under way, the other holds its dedupe key.
 */
export async function discardJob(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['failed', 'pending'])))
    .returning({ id: jobs.id });
  if (!row) fail('not_found');
}

import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (docs/decisions/016-durable-jobs.md): written in the transaction of the
 * change that causes them, claimed by any server process with FOR UPDATE SKIP LOCKED.
 * pending (due at run_at) → running (leased until locked_until) → done, or pending again with a
 * later run_at after a failure, or failed after max_attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Optional dedupe key: a second enqueue with the same key is ignored (while the row exists). */
    key: text('key').unique(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease; past it, another process may take the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Runs started so far (a claim counts one; it is also the fencing token of a lease). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

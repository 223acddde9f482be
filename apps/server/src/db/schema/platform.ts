import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mails and SMS held outside production (and a record of what was sent in production). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every server process (ARCHITECTURE: no in-memory rate limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Change stamps for cached reads (docs/decisions/010): triggers add a row per changed row to the log
 * under its scope ('task:<id>' for a task's comments, likes and rewards; 'users' for names and
 * avatars). A scope's stamp is its base plus its log rows, so it grows with every commit whatever
 * order the commits come in; writers only insert, so they never wait on each other.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
  },
  (t) => [index('change_log_scope_idx').on(t.scope)],
);

/** Log rows folded into a count by `compactChangeLog`, in the same statement that deletes them. */
export const changeCounts = pgTable('change_counts', {
  scope: text('scope').primaryKey(),
  base: bigint('base', { mode: 'number' }).notNull(),
});

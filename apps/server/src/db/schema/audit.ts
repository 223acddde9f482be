import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every staff action (docs/decisions/025): who did what to which target, the target before and
 * after, written in the transaction of the change itself (platform/audit.ts), so a change that
 * rolls back leaves no row and a committed one always has its row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member; null only for actions of the system itself (none yet). */
    actorId: integer('actor_id').references(() => users.id),
    /** `<area>.<verb>`, e.g. `coin.grant`, `users.deactivate`, `task_tags.update`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** Text: short links and order numbers are not integers. */
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client address the request came from (behind a trusted proxy, the forwarded one). */
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

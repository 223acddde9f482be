// Rewards on comments (issue 6): coin promised to a comment out of its task's escrowed pool.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REWARD_STATUSES } from '@miao/contracts/rewards';
import { ledgerTransactions } from './coin';
import { comments } from './comments';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Spec 3 reward: coin promised to a comment out of its task's pool. It stays `processing` (the pool
 * still holds the coin) until the batch reward pays it to `user_id` and marks it `sent`.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** Who is paid: the comment's author. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: bigint('number', { mode: 'number' }).notNull(),
    status: text('status', { enum: REWARD_STATUSES }).notNull().default('processing'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The ledger movement that paid it, once sent. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_number_positive', sql`${t.number} >= 1`),
    uniqueIndex('rewards_comment_key').on(t.commentId),
    index('rewards_task_idx').on(t.taskId, t.status, t.id),
  ],
);

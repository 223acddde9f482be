import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NUMBER_ENTRY_STATUSES } from '@miao/contracts/numbers';
import { orders } from './orders';
import { productSettings } from './products';
import { users } from './users';

/**
 * A number queue (issue 15, decision 022): the limited units of a product carry the numbers
 * 1..total_numbers; `turns_at_once` buyers at the front pick at a time (1 unless staff widen it).
 */
export const numberQueues = pgTable(
  'number_queues',
  {
    id: serial('id').primaryKey(),
    /** The address name: /api/number-selection/{activity}/…, e.g. `am-hatsu`. */
    activity: text('activity').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade' }),
    totalNumbers: integer('total_numbers').notNull(),
    turnsAtOnce: integer('turns_at_once').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('number_queues_activity_key').on(t.activity),
    check('number_queues_total_positive', sql`${t.totalNumbers} > 0`),
    check('number_queues_turns_positive', sql`${t.turnsAtOnce} > 0`),
  ],
);

/**
 * One paid order in a queue. The place in line is the id (join order). `(queue_id, number)` is
 * unique: of two buyers picking the same number the database lets one have it.
 */
export const numberQueueEntries = pgTable(
  'number_queue_entries',
  {
    id: serial('id').primaryKey(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => numberQueues.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The member who joined (the order's owner). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the turn mail goes (the buyer's or the member's own address). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The turn mail's language: the store's (cn store → cn). */
    language: text('language', { enum: ['cn', 'en'] }).notNull(),
    status: text('status', { enum: NUMBER_ENTRY_STATUSES }).notNull().default('waiting'),
    /** Turns opened for this entry so far: the job key of a turn is `number-turn:<id>:<turns>`. */
    turns: integer('turns').notNull().default(0),
    turnOpenedAt: timestamp('turn_opened_at', { withTimezone: true }),
    turnEndsAt: timestamp('turn_ends_at', { withTimezone: true }),
    number: integer('number'),
    note: text('note'),
    how: text('how', { enum: ['picked', 'random'] }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('number_queue_entries_order_key').on(t.queueId, t.orderId),
    uniqueIndex('number_queue_entries_number_key').on(t.queueId, t.number),
    index('number_queue_entries_line_idx').on(t.queueId, t.status, t.id),
    index('number_queue_entries_user_idx').on(t.userId),
    check('number_queue_entries_number_positive', sql`${t.number} > 0`),
    // a number exactly when picked or assigned
    check(
      'number_queue_entries_number_state',
      sql`(${t.number} is not null) = (${t.status} in ('picked', 'assigned'))`,
    ),
    check(
      'number_queue_entries_turn_times',
      sql`${t.status} <> 'turn' or (${t.turnOpenedAt} is not null and ${t.turnEndsAt} is not null)`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMISABLE_PRODUCTS } from '@miao/contracts/customisation';
import { orders } from './orders';
import { users } from './users';

/**
 * Issue 15: the text a buyer chose for one customisable keyboard of a paid order (spec 3: left
 * light text, right light text, the engraving above the charging port). One row per order and
 * product, written whole by each save (so two saves never mix); `revision` counts the saves.
 * Editable until the order's paid_at + 7 days (spec 9), decided by the clock, not stored.
 */
export const orderCustomisations = pgTable(
  'order_customisations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code', { enum: CUSTOMISABLE_PRODUCTS }).notNull(),
    leftText: text('left_text').notNull(),
    middleText: text('middle_text').notNull(),
    rightText: text('right_text').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_customisations_order_product_key').on(t.orderId, t.productCode),
    index('order_customisations_product_idx').on(t.productCode),
    check(
      'order_customisations_text_length',
      sql`char_length(${t.leftText}) <= 20 AND char_length(${t.middleText}) <= 20 AND char_length(${t.rightText}) <= 20`,
    ),
    check('order_customisations_revision_positive', sql`${t.revision} >= 1`),
  ],
);

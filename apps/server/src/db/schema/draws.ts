import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DrawPrize } from '@miao/contracts/draws';
import { orders } from './orders';
import { productSettings } from './products';
import { users } from './users';

/**
 * A prize draw (issue 15, decision 021). `seed` is drawn when the draw is defined and kept secret
 * until the draw ran; `seed_hash` (its SHA-256) is public from the start. `status` moves once,
 * `scheduled → drawn`, by the draw job (a conditional update under the row lock).
 */
export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade' }),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    prizes: jsonb('prizes').$type<DrawPrize[]>().notNull(),
    /** Product codes: a paid order holding one of them, paid inside the window, is an entry. */
    entryProductCodes: jsonb('entry_product_codes').$type<string[]>().notNull(),
    entryStartsAt: timestamp('entry_starts_at', { withTimezone: true }).notNull(),
    entryEndsAt: timestamp('entry_ends_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    claimEndsAt: timestamp('claim_ends_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status', { enum: ['scheduled', 'drawn'] })
      .notNull()
      .default('scheduled'),
    entryCount: integer('entry_count'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_slug_key').on(t.slug),
    check('draws_window_order', sql`${t.entryStartsAt} < ${t.entryEndsAt}`),
    check('draws_draw_after_window', sql`${t.drawAt} >= ${t.entryEndsAt}`),
    check('draws_claim_after_draw', sql`${t.claimEndsAt} > ${t.drawAt}`),
  ],
);

/**
 * The entry list of a drawn draw, in its order (`position` from 1), with its line (the masked
 * number the list's digest is computed over; kept, not published: decision 045), the prize slot it
 * won (1-based, null: no prize) and the claim: written once by a conditional update. The
 * purchase-rights code is kept as its SHA-256.
 */
export const drawEntries = pgTable(
  'draw_entries',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    masked: text('masked').notNull(),
    prizeSlot: integer('prize_slot'),
    prizeIndex: integer('prize_index'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimName: text('claim_name'),
    claimContact: text('claim_contact'),
    claimAddress: text('claim_address'),
    codeHash: text('code_hash'),
    codeRedeemedAt: timestamp('code_redeemed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.position] }),
    uniqueIndex('draw_entries_order_key').on(t.drawId, t.orderId),
    uniqueIndex('draw_entries_slot_key')
      .on(t.drawId, t.prizeSlot)
      .where(sql`${t.prizeSlot} is not null`),
    uniqueIndex('draw_entries_code_key')
      .on(t.codeHash)
      .where(sql`${t.codeHash} is not null`),
    index('draw_entries_order_no_idx').on(t.drawId, t.orderNo),
    check('draw_entries_claim_needs_prize', sql`${t.claimedAt} is null or ${t.prizeSlot} is not null`),
  ],
);

/**
 * The codes a prize claim is confirmed with (decision 045), as `order_claims` holds order-claim
 * codes: one per request for an entry whose contact matched, sent to that contact, kept as a
 * keyed SHA-256 bound to the entry and the contact, with its expiry, wrong tries and use. The claim
 * checks the entry's newest live code under its row lock and uses it once.
 */
export const prizeClaimCodes = pgTable(
  'prize_claim_codes',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id').notNull(),
    position: integer('position').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.drawId, t.position],
      foreignColumns: [drawEntries.drawId, drawEntries.position],
      name: 'prize_claim_codes_entry_fk',
    }).onDelete('cascade'),
    index('prize_claim_codes_entry_idx').on(t.drawId, t.position),
  ],
);

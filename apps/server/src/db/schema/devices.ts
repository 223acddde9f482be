import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productSettings } from './products';
import { users } from './users';

/**
 * Issue 14: devices staff imported by CSV, looked up by SN (upper-case) when a visitor verifies
 * one. The product code is one of the catalogue's (product_settings).
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull().unique(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade' }),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    manufacturer: text('manufacturer').notNull(),
    productionName: text('production_name').notNull(),
    channel: text('channel').notNull().default(''),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_product_idx').on(t.productCode)],
);

/**
 * Every verify call that passed the captcha: the SN asked for (found or not), when, and the
 * client's country ('' unknown). One SN asked from many countries is a warning for staff.
 */
export const deviceChecks = pgTable(
  'device_checks',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    found: boolean('found').notNull(),
    country: text('country').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_checks_sn_idx').on(t.sn)],
);

/**
 * The slide captcha's puzzles (platform/captcha.ts). The answer stays here, never in the client;
 * a puzzle takes one attempt; a solved one carries the hash of a one-time pass, which only the
 * client and the address that solved it may spend (decision 043). Rows of before 0036 have no
 * address or proof of work: they are refused.
 */
export const captchaPuzzles = pgTable(
  'captcha_puzzles',
  {
    id: text('id').primaryKey(),
    answerX: integer('answer_x').notNull(),
    pieceY: integer('piece_y').notNull(),
    ip: text('ip').notNull(),
    /** The address as the limits count it (`addressKey`: an IPv6 address by its /64). */
    address: text('address'),
    clientId: text('client_id').notNull(),
    /** The proof-of-work challenge sent with the puzzle, its HMAC secret, and the counter it hides. */
    pow: jsonb('pow'),
    powSecret: text('pow_secret'),
    powCounter: integer('pow_counter'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    passHash: text('pass_hash').unique(),
    passUsedAt: timestamp('pass_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_puzzles_expires_idx').on(t.expiresAt)],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS, PRODUCT_MODES, PRODUCT_STATUSES } from '@miao/contracts/products';
import { users } from './users';

/**
 * Spec 3 product settings: one row per product code, each mode (cn, overseas) with its own link,
 * status, header (top) and home flags, priority and names. Reference data seeded at every start
 * without overwriting staff edits; edited by staff through PATCH /api/product-settings/{code}.
 */
export const productSettings = pgTable('product_settings', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: PRODUCT_KINDS }).notNull().default('product'),
  path: text('path').notNull().default(''),
  cnName: text('cn_name').notNull().default(''),
  overseasName: text('overseas_name').notNull().default(''),
  cnUrl: text('cn_url').notNull().default(''),
  overseasUrl: text('overseas_url').notNull().default(''),
  cnStatus: text('cn_status', { enum: PRODUCT_STATUSES }).notNull().default('developing'),
  overseasStatus: text('overseas_status', { enum: PRODUCT_STATUSES }).notNull().default('developing'),
  cnIsTop: boolean('cn_is_top').notNull().default(false),
  overseasIsTop: boolean('overseas_is_top').notNull().default(false),
  cnIsHome: boolean('cn_is_home').notNull().default(false),
  overseasIsHome: boolean('overseas_is_home').notNull().default(false),
  cnPriority: integer('cn_priority').notNull().default(0),
  overseasPriority: integer('overseas_priority').notNull().default(0),
  cnTopName: text('cn_top_name').notNull().default(''),
  overseasTopName: text('overseas_top_name').notNull().default(''),
  hideBuy: boolean('hide_buy').notNull().default(false),
  jumpUrl: text('jump_url').notNull().default(''),
  // Issue 18: price per mode in minor units (fen for CNY in China mode, cents for USD overseas);
  // both null: no price shown; max null or equal to min: one price; max above min: "from min".
  cnPriceMin: integer('cn_price_min'),
  cnPriceMax: integer('cn_price_max'),
  overseasPriceMin: integer('overseas_price_min'),
  overseasPriceMax: integer('overseas_price_max'),
  // Group buy (status GB) timeline per mode: the order window and the estimated shipping month (YYYY-MM).
  cnGbStart: timestamp('cn_gb_start', { withTimezone: true }),
  cnGbEnd: timestamp('cn_gb_end', { withTimezone: true }),
  cnGbShipMonth: text('cn_gb_ship_month'),
  overseasGbStart: timestamp('overseas_gb_start', { withTimezone: true }),
  overseasGbEnd: timestamp('overseas_gb_end', { withTimezone: true }),
  overseasGbShipMonth: text('overseas_gb_ship_month'),
  /** In stock: dispatched within this many days of payment (null: no estimate shown). */
  cnDispatchDays: integer('cn_dispatch_days'),
  overseasDispatchDays: integer('overseas_dispatch_days'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 3 product request ("notify me" for a sold-out product). Requesting needs sign-in (spec 6), so
 * a member has at most one request per product; asking again re-saves it.
 */
export const productRequests = pgTable(
  'product_requests',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    mode: text('mode', { enum: PRODUCT_MODES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_requests_product_user_key').on(t.productCode, t.userId),
    index('product_requests_user_idx').on(t.userId),
  ],
);

/** Footer newsletter (spec 2, overseas). E-mails are stored lower-cased: one row per address. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language', { enum: PRODUCT_MODES }).notNull().default('en'),
    /** sha256 of the token in the newest subscription mail's unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * Double opt-in (decision 024): set when the address owner confirmed through the link mailed to
     * them (a POST, as decision 011's unsubscribe). Until then the address is not a subscriber and
     * is never mailed anything but the confirmation request.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 of the token in the newest confirmation request; valid until `confirmExpiresAt`. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_token_key').on(t.unsubscribeTokenHash),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
  ],
);

/** One derivative of a photo or poster (decision 050): its format, width and object key. */
export interface ProductMediaVariantRow {
  format: 'avif' | 'webp';
  width: number;
  key: string;
}

/**
 * Staff-managed photos and videos of a product (issue 34 item 2, migration 0040, decision 050).
 * Changes announce the product settings' scope: the media travel with the settings to every page.
 */
export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    slot: text('slot').notNull(),
    position: integer('position').notNull().default(0),
    altCn: text('alt_cn').notNull(),
    altEn: text('alt_en').notNull(),
    uploadKey: text('upload_key').notNull(),
    posterKey: text('poster_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ProductMediaVariantRow[]>().notNull().default([]),
    captionsVtt: text('captions_vtt'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_media_product_idx').on(t.productCode, t.position, t.id)],
);

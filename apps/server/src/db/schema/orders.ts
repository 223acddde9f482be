import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_REWARD_KINDS, ORDER_STATUSES, ORDER_STORES } from '@miao/contracts/orders';
import { STORE_CONNECTION_KINDS, STORE_DELIVERY_OUTCOMES } from '@miao/contracts/stores';
import { ledgerTransactions } from './coin';
import { productSettings } from './products';
import { users } from './users';

/**
 * Orders from the two stores (issue 14), by signed webhook or staff CSV import. Amounts are integer
 * minor units of `currency`. `user_id` is the member the order is bound to: the one whose verified
 * contact matched when it was paid, or who claimed it; until then a member whose contact matches
 * sees it too.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    store: text('store', { enum: ORDER_STORES }).notNull(),
    /** Lower-cased. */
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    currency: text('currency').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
    /** True when bound by a claim (the buyer's contact differs from the member's). */
    claimed: boolean('claimed').notNull().default(false),
    source: text('source', { enum: ['webhook', 'import'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_user_idx').on(t.userId),
    index('orders_buyer_email_idx')
      .on(t.buyerEmail)
      .where(sql`${t.buyerEmail} is not null`),
    index('orders_buyer_phone_idx')
      .on(t.buyerPhone)
      .where(sql`${t.buyerPhone} is not null`),
    index('orders_status_idx').on(t.status, t.id),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Every webhook event applied, by store and event id: the insert is the first statement of the
 * event's transaction, so a replay (or the same event delivered to two processes at once) conflicts
 * on the key and is answered without applying anything.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    store: text('store', { enum: ORDER_STORES }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderNo: text('order_no').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_events_store_event_key').on(t.store, t.eventId),
    index('order_events_order_idx').on(t.orderNo),
  ],
);

/**
 * The coin an order paid out, one row per order and kind (the key makes it once). Taken back on
 * refund: `refunded_amount` is what the recipient still held, `owed_amount` the rest.
 */
export const orderRewards = pgTable(
  'order_rewards',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ORDER_REWARD_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    owedAmount: bigint('owed_amount', { mode: 'number' }).notNull().default(0),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_rewards_order_kind_key').on(t.orderId, t.kind),
    index('order_rewards_user_idx').on(t.userId),
    check('order_rewards_amount_positive', sql`${t.amount} > 0`),
    check(
      'order_rewards_refund_parts',
      sql`${t.refundedAmount} >= 0 AND ${t.owedAmount} >= 0 AND ${t.refundedAmount} + ${t.owedAmount} <= ${t.amount}`,
    ),
  ],
);

/** A code sent to an order's buyer contact so a member with another contact can claim it. */
export const orderClaims = pgTable(
  'order_claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_claims_order_user_idx').on(t.orderId, t.userId)],
);

/** Per product, the MIAO COIN an order pays its buyer per unit (0 or no row: none). */
export const productOrderRewards = pgTable(
  'product_order_rewards',
  {
    productCode: text('product_code')
      .primaryKey()
      .references(() => productSettings.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    reward: integer('reward').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_order_rewards_non_negative', sql`${t.reward} >= 0`)],
);

/** One row (id 1): the invited reward an inviter receives when an invitee's first order is paid. */
export const orderRewardSettings = pgTable(
  'order_reward_settings',
  {
    id: integer('id').primaryKey().default(1),
    invitedReward: integer('invited_reward').notNull().default(50),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_reward_settings_single', sql`${t.id} = 1`),
    check('order_reward_settings_non_negative', sql`${t.invitedReward} >= 0`),
  ],
);

/**
 * Who invited whom: one row per invitee (the key makes it once), never oneself (the check).
 * `rewarded_order_id` is set by the conditional update that pays the inviter, so only the first
 * paid order pays.
 */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardedOrderId: integer('rewarded_order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_inviter_idx').on(t.inviterId),
    check('invitations_not_self', sql`${t.inviteeId} <> ${t.inviterId}`),
  ],
);

/**
 * The stores' webhook secrets as staff set them (decision 018, "secrets staff rotate"): one row per
 * store. A rotation keeps the previous secret valid until `previous_valid_until`, so deliveries
 * signed before the store took the new one still arrive. A store without a row uses its
 * ORDER_WEBHOOK_SECRET_* setting.
 */
export const orderWebhookSecrets = pgTable('order_webhook_secrets', {
  store: text('store', { enum: ORDER_STORES }).primaryKey(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
  rotatedBy: integer('rotated_by').references(() => users.id, { onDelete: 'set null' }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Native store webhooks (issue 34, decision 048): a Shopify shop or WooCommerce site sending its own
 * payloads to /api/orders/webhook/<kind>/<slug>, verified with `secret` (or `previous_secret` until
 * `previous_valid_until`), feeding the orders of `store`.
 */
export const storeConnections = pgTable(
  'store_connections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: STORE_CONNECTION_KINDS }).notNull(),
    /** Lower-cased: the Shopify shop domain, or the WooCommerce site address without a trailing slash. */
    domain: text('domain').notNull(),
    store: text('store', { enum: ORDER_STORES }).notNull(),
    orderPrefix: text('order_prefix').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret'),
    previousSecret: text('previous_secret'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    rotatedBy: integer('rotated_by').references(() => users.id, { onDelete: 'set null' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_connections_slug_key').on(t.slug),
    uniqueIndex('store_connections_prefix_key').on(t.orderPrefix),
  ],
);

/** A line item's SKU (or the store's product id) → catalogue product, per connection. */
export const storeProductMappings = pgTable(
  'store_product_mappings',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => storeConnections.id, { onDelete: 'cascade' }),
    externalKey: text('external_key').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => productSettings.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('store_product_mappings_key').on(t.connectionId, t.externalKey)],
);

/**
 * Every delivery a connection received, by the store's delivery id: inserted first in the
 * transaction that applies it, so a repeat (or the same delivery at once) conflicts on the key.
 * The raw body is kept so staff can replay an unmapped or failed one.
 */
export const storeDeliveries = pgTable(
  'store_deliveries',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => storeConnections.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    topic: text('topic').notNull(),
    body: text('body').notNull(),
    outcome: text('outcome', { enum: STORE_DELIVERY_OUTCOMES }).notNull().default('received'),
    error: text('error'),
    /** The store's own order id and the order number it became. */
    externalOrderId: text('external_order_id'),
    orderNo: text('order_no'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_deliveries_connection_delivery_key').on(t.connectionId, t.deliveryId),
    index('store_deliveries_connection_idx').on(t.connectionId, t.id),
    index('store_deliveries_external_order_idx').on(t.connectionId, t.externalOrderId),
  ],
);

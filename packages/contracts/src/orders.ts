// Orders from the two stores, their rewards and the invite link (issue 14; docs/decisions/018).
import { z } from 'zod';
import { INT4_MAX, pageOf, paging } from './common';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './patterns';
import { PRODUCT_CODE_MAX } from './limits';
import { PRODUCT_CODE_PATTERN } from './product-rules';

/** The China store and the overseas store (spec 1: the mode decides the purchase channel). */
export const ORDER_STORES = ['cn', 'overseas'] as const;
export type OrderStore = (typeof ORDER_STORES)[number];

export const ORDER_STATUSES = ['created', 'paid', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.cancelled',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** What an order pays out: the buyer's order reward and the inviter's invited reward. */
export const ORDER_REWARD_KINDS = ['order', 'invited'] as const;
export type OrderRewardKind = (typeof ORDER_REWARD_KINDS)[number];

/** Letters, digits and dashes, 6 to 40 long: anything else is "Order number invalid" (spec 8). */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{5,39}$/;
export const ORDER_NO_MIN_LENGTH = 6;
export const ORDER_ITEMS_MAX = 50;
export const ORDER_QUANTITY_MAX = 1000;
/** Largest amount in minor units (cents, fen) an order or line may carry. */
export const ORDER_AMOUNT_MAX = 1_000_000_000_00;
export const ORDER_IMPORT_ROWS_MAX = 2000;
/** The webhook's timestamp header may differ from the server's clock by at most this much. */
export const ORDER_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** A new member may say who invited them within this many hours of signing up. */
export const INVITE_ACCEPT_HOURS = 24;
export const ORDER_CLAIM_CODE_TTL_SECONDS = 10 * 60;
export const ORDER_CLAIM_CODE_MAX_ATTEMPTS = 5;
/** Claim codes one member may ask for per hour. */
export const ORDER_CLAIMS_PER_HOUR = 5;

export const WEBHOOK_HEADERS = {
  store: 'x-miao-store',
  timestamp: 'x-miao-timestamp',
  signature: 'x-miao-signature',
} as const;

export const orderNoField = z.string().trim().max(40);
export const orderStoreField = z.enum(ORDER_STORES);
export const orderStatusField = z.enum(ORDER_STATUSES);
const amount = z.number().int().min(0).max(ORDER_AMOUNT_MAX);
const productCode = z.string().trim().min(1).max(PRODUCT_CODE_MAX).regex(PRODUCT_CODE_PATTERN);
export const currencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((v) => v.toUpperCase());

export const orderItemInput = z.object({
  product_code: productCode,
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  /** The line's amount in minor units. */
  amount: amount.default(0),
});

/** The order inside a webhook event. */
export const webhookOrder = z.object({
  order_no: z.string().trim().regex(ORDER_NO_PATTERN),
  buyer_email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN).max(80).nullish(),
  buyer_phone: z.string().trim().regex(MAINLAND_MOBILE_PATTERN).nullish(),
  currency: currencyField,
  total_amount: amount,
  items: z.array(orderItemInput).min(1).max(ORDER_ITEMS_MAX),
  paid_at: z.iso.datetime({ offset: true }).nullish(),
});
export type WebhookOrder = z.infer<typeof webhookOrder>;

/** POST /api/orders/webhook body; signed with the store's secret (see README and decision 018). */
export const orderWebhookEvent = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(ORDER_EVENT_TYPES),
  order: webhookOrder,
});
export type OrderWebhookEvent = z.input<typeof orderWebhookEvent>;

export const orderWebhookResponse = z.object({
  received: z.literal(true),
  /** False when the event id was seen before: nothing was applied again. */
  applied: z.boolean(),
  status: orderStatusField,
});

export const orderReward = z.object({
  kind: z.enum(ORDER_REWARD_KINDS),
  amount: z.number().int(),
  /** Taken back when the order was refunded; what could not be taken is `owed`. */
  refunded: z.boolean(),
  refunded_amount: z.number().int(),
  owed_amount: z.number().int(),
});

export const orderItem = z.object({
  product_code: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
});

/** An order as its owner sees it (and staff). */
export const order = z.object({
  order_no: z.string(),
  store: orderStoreField,
  status: orderStatusField,
  currency: z.string(),
  total_amount: z.number().int(),
  items: z.array(orderItem),
  /** The buyer's contact, masked (`a***@example.com`, `138****8000`). */
  buyer_contact: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** The member bound to it by a claim (or a matching contact when it was paid). */
  claimed: z.boolean(),
  /** Only the rewards paid to the reader (staff see all in the staff detail). */
  rewards: z.array(orderReward),
});
export type Order = z.infer<typeof order>;
export const orderPage = pageOf(order);

export const orderNoParam = z.object({ no: orderNoField });

export const myOrdersQuery = paging.pick({ page_number: true, page_size: true });

/** Claim an order bought with another contact: the code goes to that contact. */
export const orderClaimRequest = z.object({
  order_no: orderNoField,
  /** The buyer's e-mail or mainland mobile as on the order. */
  contact: z.string().trim().max(80),
});
export const orderClaimResponse = z.object({
  /** True when the order was bound at once (the contact is the member's own). */
  claimed: z.boolean(),
  /** True when a code went to the contact; confirm with it. */
  code_sent: z.boolean(),
});
export const orderClaimConfirm = z.object({
  order_no: orderNoField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

export const adminOrderQuery = paging.pick({ page_number: true, page_size: true }).extend({
  status: orderStatusField.optional(),
  store: orderStoreField.optional(),
  q: z.string().trim().max(80).optional(),
});

export const adminOrderRewardEntry = orderReward.extend({
  user_id: z.number().int(),
  nickname: z.string(),
  transaction_id: z.number().int().nullable(),
  refund_transaction_id: z.number().int().nullable(),
  created_at: z.string(),
});

export const adminOrder = order.omit({ rewards: true }).extend({
  id: z.number().int(),
  buyer_email: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  owner: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  rewards: z.array(adminOrderRewardEntry),
  events: z.array(z.object({ event_id: z.string(), type: z.string(), received_at: z.string() })),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = pageOf(adminOrder.omit({ rewards: true, events: true }));

/** CSV import: the file's text; the header names the columns (see ORDER_CSV_COLUMNS). */
export const orderImportRequest = z.object({ csv: z.string().max(2_000_000) });
export const ORDER_CSV_COLUMNS = [
  'order_no',
  'store',
  'status',
  'buyer_email',
  'buyer_phone',
  'currency',
  'total_amount',
  'paid_at',
  'items',
] as const;
export const orderImportRow = z.object({
  line: z.number().int(),
  order_no: z.string(),
  store: z.string(),
  status: z.string(),
  buyer: z.string(),
  total_amount: z.number().int().nullable(),
  currency: z.string(),
  items: z.string(),
  /** Stable codes, translated by the web (`staff.orders.importErrors.<code>`). */
  errors: z.array(z.string()),
});
export const orderImportPreview = z.object({
  rows: z.array(orderImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** File-level problems (missing column, too many rows, empty). */
  errors: z.array(z.string()),
});
export type OrderImportPreview = z.infer<typeof orderImportPreview>;
export const orderImportResult = z.object({ imported: z.number().int() });

export const rewardSettings = z.object({
  invited_reward: z.number().int(),
  products: z.array(z.object({ code: z.string(), name: z.string(), order_reward: z.number().int() })),
});
export type RewardSettings = z.infer<typeof rewardSettings>;
/** The order rewards are int4 columns. */
const rewardAmount = z.number().int().min(0).max(INT4_MAX);
export const rewardSettingsUpdate = z.object({
  invited_reward: rewardAmount.optional(),
  products: z
    .array(z.object({ code: productCode, order_reward: rewardAmount }))
    .max(1000)
    .optional(),
});

// ── invites ────────────────────────────────────────────────────────────────────────────────────

export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const inviteCodeField = z.string().trim().regex(INVITE_CODE_PATTERN);
export const myInvite = z.object({
  code: z.string(),
  link: z.string(),
  joined: z.number().int(),
  /** Set when this member signed up through someone's link. */
  invited_by: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
});
export type MyInvite = z.infer<typeof myInvite>;
export const inviteAcceptRequest = z.object({ code: z.string().trim().max(40) });
export const inviteAcceptResponse = z.object({ invited: z.literal(true), inviter_id: z.number().int() });

/** `a***@example.com`, `138****8000`: enough for the owner to recognise, not to read. */
export function maskContact(contact: string | null | undefined): string {
  if (!contact) return '';
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, 1)}***${contact.slice(at)}`;
  if (contact.length >= 7) return `${contact.slice(0, 3)}****${contact.slice(-4)}`;
  return '***';
}

/** How long a rotated-out webhook secret still verifies deliveries (decision 018). */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** GET /api/staff/order-webhooks: each store's secret, never the secret itself. */
export const orderWebhookSecretStatus = z.object({
  store: orderStoreField,
  /** staff: rotated here; settings: ORDER_WEBHOOK_SECRET_* of the server; none: deliveries are refused. */
  source: z.enum(['staff', 'settings', 'none']),
  /** The secret's last four characters, to match it with the store's configuration. */
  ending: z.string().nullable(),
  rotated_at: z.string().nullable(),
  /** Until then the previous secret is accepted too. */
  previous_valid_until: z.string().nullable(),
});
export type OrderWebhookSecretStatus = z.infer<typeof orderWebhookSecretStatus>;

/** POST /api/staff/order-webhooks/:store/rotate: the new secret, shown this once. */
export const orderWebhookRotation = orderWebhookSecretStatus.extend({ secret: z.string() });
export type OrderWebhookRotation = z.infer<typeof orderWebhookRotation>;

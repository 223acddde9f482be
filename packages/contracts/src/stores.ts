// Native store webhooks (issue 34, docs/decisions/048): Shopify and WooCommerce send their own
// payloads, signed their own way, to a connection staff configure here.
import { z } from 'zod';
import { PRODUCT_CODE_MAX } from './limits';
import { PRODUCT_CODE_PATTERN } from './product-rules';
import { orderStoreField } from './orders';

export const STORE_CONNECTION_KINDS = ['shopify', 'woocommerce'] as const;
export type StoreConnectionKind = (typeof STORE_CONNECTION_KINDS)[number];

/** What became of one delivery. `unmapped` and `failed` can be replayed by staff. */
export const STORE_DELIVERY_OUTCOMES = [
  'received',
  'applied',
  'ignored',
  'unmapped',
  'rejected',
  'failed',
] as const;
export type StoreDeliveryOutcome = (typeof STORE_DELIVERY_OUTCOMES)[number];
export const REPLAYABLE_OUTCOMES: readonly StoreDeliveryOutcome[] = ['unmapped', 'failed'];

export const SHOPIFY_TOPICS = [
  'orders/create',
  'orders/paid',
  'orders/cancelled',
  'orders/updated',
  'refunds/create',
] as const;
export const WOOCOMMERCE_TOPICS = ['order.created', 'order.updated', 'order.deleted'] as const;

export const SHOPIFY_HEADERS = {
  hmac: 'x-shopify-hmac-sha256',
  topic: 'x-shopify-topic',
  shop: 'x-shopify-shop-domain',
  webhookId: 'x-shopify-webhook-id',
} as const;
export const WOOCOMMERCE_HEADERS = {
  signature: 'x-wc-webhook-signature',
  topic: 'x-wc-webhook-topic',
  source: 'x-wc-webhook-source',
  deliveryId: 'x-wc-webhook-delivery-id',
} as const;

/** The connection's name in its webhook address: /api/orders/webhook/<kind>/<slug>. */
export const STORE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
/** Order numbers from this connection are `<prefix>-<the store's order number>`. */
export const STORE_ORDER_PREFIX_PATTERN = /^[A-Z][A-Z0-9]{1,7}$/;
export const STORE_MAPPINGS_MAX = 500;
export const STORE_DELIVERIES_SHOWN = 30;

export const storeConnectionParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const storeDeliveryParam = storeConnectionParam.extend({
  delivery: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const storeWebhookParam = z.object({ connection: z.string().max(40) });

export const storeMapping = z.object({
  /** A line item's SKU, or (for lines without one) the store's product id. */
  key: z.string().trim().min(1).max(100),
  product_code: z.string().trim().min(1).max(PRODUCT_CODE_MAX).regex(PRODUCT_CODE_PATTERN),
});
export type StoreMapping = z.infer<typeof storeMapping>;

export const storeMappingsUpdate = z.object({
  mappings: z
    .array(storeMapping)
    .max(STORE_MAPPINGS_MAX)
    .refine((list) => new Set(list.map((m) => m.key)).size === list.length, 'keys repeat'),
});

export const storeDelivery = z.object({
  id: z.number().int(),
  delivery_id: z.string(),
  topic: z.string(),
  received_at: z.string(),
  outcome: z.enum(STORE_DELIVERY_OUTCOMES),
  error: z.string().nullable(),
  order_no: z.string().nullable(),
  replayable: z.boolean(),
});
export type StoreDelivery = z.infer<typeof storeDelivery>;

export const storeConnection = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(STORE_CONNECTION_KINDS),
  /** Shopify: the shop's myshopify.com domain; WooCommerce: the site's address. */
  domain: z.string(),
  store: orderStoreField,
  order_prefix: z.string(),
  enabled: z.boolean(),
  /** The path to give the store (after the site's address). */
  webhook_path: z.string(),
  /** The secret's last four characters; null: none set, deliveries get 503. */
  secret_ending: z.string().nullable(),
  rotated_at: z.string().nullable(),
  previous_valid_until: z.string().nullable(),
  mappings: z.array(storeMapping),
  deliveries: z.array(storeDelivery),
});
export type StoreConnection = z.infer<typeof storeConnection>;

const domainField = z.string().trim().toLowerCase().min(3).max(200);

export const storeConnectionCreate = z.object({
  slug: z.string().trim().toLowerCase().regex(STORE_SLUG_PATTERN),
  kind: z.enum(STORE_CONNECTION_KINDS),
  domain: domainField,
  store: orderStoreField,
  order_prefix: z.string().trim().toUpperCase().regex(STORE_ORDER_PREFIX_PATTERN),
});
export const storeConnectionUpdate = z.object({
  domain: domainField.optional(),
  store: orderStoreField.optional(),
  enabled: z.boolean().optional(),
});

/**
 * A new secret: the one given (Shopify's app secret, which Shopify chooses) or, without one, a
 * random one to paste into WooCommerce. Answered this once; the previous stays valid for a while.
 */
export const storeSecretRotate = z.object({ secret: z.string().trim().min(16).max(200).optional() });
export const storeSecretRotation = z.object({
  secret: z.string(),
  secret_ending: z.string(),
  previous_valid_until: z.string().nullable(),
});

export const storeWebhookResponse = z.object({
  received: z.literal(true),
  /** False for a delivery seen before, a ping, or one recorded without applying (see outcome). */
  applied: z.boolean(),
  outcome: z.enum([...STORE_DELIVERY_OUTCOMES, 'duplicate', 'ping']),
});

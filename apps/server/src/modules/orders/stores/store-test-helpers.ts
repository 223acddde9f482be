// Deliveries as Shopify and WooCommerce send them (their documented payloads, signed as they sign),
// for the stores' tests. Not loaded by the server.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shopifySignature } from './shopify';
import { wooSignature } from './woocommerce';

export const SHOP_DOMAIN = 'miao-test.myshopify.com';
export const SHOPIFY_SECRET = 'shpss_test-app-secret-0123456789';
export const WOO_SITE = 'https://shop.miao-test.example';
export const WOO_SECRET = 'woo-test-webhook-secret-0123456789';

let sequence = 1000;
export const next = () => {
  sequence += 1;
  return sequence + Math.floor(Math.random() * 1_000_000) * 1000;
};

export function shopifyOrder(input: {
  id?: number;
  number?: number;
  email?: string | null;
  financial_status?: string;
  cancelled_at?: string | null;
  lines?: { sku: string | null; product_id?: number; quantity: number; price: string }[];
  total_price?: string;
  currency?: string;
  processed_at?: string;
}) {
  const id = input.id ?? 450789469 + next();
  const lines = input.lines ?? [{ sku: 'SKU-CB-R4', product_id: 632910392, quantity: 1, price: '199.00' }];
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${input.number ?? id % 100000}`,
    order_number: input.number ?? id % 100000,
    email: input.email ?? null,
    contact_email: input.email ?? null,
    currency: input.currency ?? 'USD',
    total_price: input.total_price ?? '199.00',
    subtotal_price: input.total_price ?? '199.00',
    financial_status: input.financial_status ?? 'paid',
    fulfillment_status: null,
    cancelled_at: input.cancelled_at ?? null,
    created_at: '2026-12-01T10:00:00-05:00',
    ...(input.processed_at === undefined ? {} : { processed_at: input.processed_at }),
    line_items: lines.map((l, i) => ({
      id: 1071823172 + i,
      sku: l.sku,
      product_id: l.product_id ?? 632910392,
      variant_id: 808950810,
      title: 'Keyboard',
      name: 'Keyboard',
      quantity: l.quantity,
      price: l.price,
    })),
    customer: { id: 115310627, email: input.email ?? null, phone: null },
  };
}

export function shopifyRefund(orderId: number, amount: string, currency = 'USD') {
  return {
    id: 509562969 + next(),
    order_id: orderId,
    created_at: '2026-12-01T11:00:00-05:00',
    note: 'customer return',
    refund_line_items: [],
    transactions: [{ id: 389404469, kind: 'refund', status: 'success', amount, currency }],
  };
}

export function deliverShopify(
  app: FastifyInstance,
  slug: string,
  topic: string,
  payload: unknown,
  options: {
    secret?: string;
    shop?: string | null;
    webhookId?: string | null;
    hmac?: string | null;
    body?: string;
  } = {},
) {
  const body = options.body ?? JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-shopify-topic': topic };
  const hmac =
    options.hmac === undefined ? shopifySignature(options.secret ?? SHOPIFY_SECRET, body) : options.hmac;
  if (hmac !== null) headers['x-shopify-hmac-sha256'] = hmac;
  const shop = options.shop === undefined ? SHOP_DOMAIN : options.shop;
  if (shop !== null) headers['x-shopify-shop-domain'] = shop;
  const webhookId = options.webhookId === undefined ? randomUUID() : options.webhookId;
  if (webhookId !== null) headers['x-shopify-webhook-id'] = webhookId;
  headers['x-shopify-api-version'] = '2025-10';
  return app.inject({ method: 'POST', url: `/api/orders/webhook/shopify/${slug}`, headers, payload: body });
}

export function wooOrder(input: {
  id?: number;
  status?: string;
  email?: string;
  lines?: { sku: string; product_id?: number; quantity: number; total: string }[];
  total?: string;
  currency?: string;
  date_paid_gmt?: string;
}) {
  const id = input.id ?? next();
  const lines = input.lines ?? [{ sku: 'SKU-CB-R4', product_id: 93, quantity: 1, total: '199.00' }];
  return {
    id,
    parent_id: 0,
    number: String(id),
    order_key: `wc_order_${id}`,
    status: input.status ?? 'processing',
    currency: input.currency ?? 'USD',
    total: input.total ?? '199.00',
    total_tax: '0.00',
    date_created: '2026-12-01T10:00:00',
    ...(input.date_paid_gmt === undefined ? {} : { date_paid_gmt: input.date_paid_gmt }),
    billing: { first_name: 'A', last_name: 'B', email: input.email ?? '', phone: '' },
    line_items: lines.map((l, i) => ({
      id: 300 + i,
      name: 'Keyboard',
      product_id: l.product_id ?? 93,
      variation_id: 0,
      quantity: l.quantity,
      subtotal: l.total,
      total: l.total,
      sku: l.sku,
      price: 199,
    })),
  };
}

export function deliverWoo(
  app: FastifyInstance,
  slug: string,
  topic: string,
  payload: unknown,
  options: {
    secret?: string;
    source?: string | null;
    deliveryId?: string | null;
    signature?: string | null;
    body?: string;
  } = {},
) {
  const body = options.body ?? JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': 'order',
    'x-wc-webhook-event': topic.split('.')[1] ?? '',
    'x-wc-webhook-id': '7',
  };
  const signature =
    options.signature === undefined ? wooSignature(options.secret ?? WOO_SECRET, body) : options.signature;
  if (signature !== null) headers['x-wc-webhook-signature'] = signature;
  const source = options.source === undefined ? `${WOO_SITE}/` : options.source;
  if (source !== null) headers['x-wc-webhook-source'] = source;
  const deliveryId = options.deliveryId === undefined ? randomUUID() : options.deliveryId;
  if (deliveryId !== null) headers['x-wc-webhook-delivery-id'] = deliveryId;
  return app.inject({
    method: 'POST',
    url: `/api/orders/webhook/woocommerce/${slug}`,
    headers,
    payload: body,
  });
}

/** A Shopify and a WooCommerce connection for the overseas store, with the demo catalogue mapped. */
export async function connect(app: FastifyInstance, staff: Record<string, string>) {
  const made: Record<string, number> = {};
  for (const [kind, slug, domain, prefix, secret] of [
    ['shopify', 'test-shopify', SHOP_DOMAIN, 'SH', SHOPIFY_SECRET],
    ['woocommerce', 'test-woo', WOO_SITE, 'WC', WOO_SECRET],
  ] as const) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/store-connections',
      headers: staff,
      payload: { slug, kind, domain, store: 'overseas', order_prefix: prefix },
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    const id = created.json().id as number;
    made[kind] = id;
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/admin/store-connections/${id}/rotate`,
      headers: staff,
      payload: { secret },
    });
    if (rotated.statusCode !== 200) throw new Error(rotated.body);
    const mapped = await app.inject({
      method: 'PUT',
      url: `/api/admin/store-connections/${id}/mappings`,
      headers: staff,
      payload: {
        mappings: [
          { key: 'SKU-CB-R4', product_code: 'cyberboard-r4' },
          { key: 'SKU-HATSU', product_code: 'am-hatsu' },
        ],
      },
    });
    if (mapped.statusCode !== 200) throw new Error(mapped.body);
  }
  return made as { shopify: number; woocommerce: number };
}

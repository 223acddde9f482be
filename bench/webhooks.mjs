#!/usr/bin/env node
// Store webhooks under load (issue 34, decision 048): Shopify retries a delivery that is not answered
// within 5 s and WooCommerce disables a webhook after repeated failures, so each answer must be quick
// and each delivery applied once. Measures, beside a hello world of the same run, new Shopify
// `orders/create` and WooCommerce `order.created` deliveries signed as those stores sign, and the
// replay of one delivery (the store retrying); then counts the orders and deliveries the database
// holds: one order per new delivery, one delivery row per delivery id, every replay answered.
// Run: npm run webhooks -w @miao/bench   (starts PostgreSQL through scripts/with-postgres.mjs; uses the build)
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  apiClient,
  CONNECTIONS,
  DURATION,
  freshDatabase,
  machine,
  measure,
  serverEnv,
  staffWithCoin,
  start,
  stopAll,
  waitFor,
  waitForWarmWorkers,
  writeSection,
} from './lib.mjs';

const HELLO_PORT = 4111;
const PORT = 4211;
const SHOPIFY = {
  slug: 'bench-shopify',
  domain: 'bench-shop.myshopify.com',
  prefix: 'SHB',
  secret: 'shpss_bench-secret-0123456789abcdef',
};
const WOO = {
  slug: 'bench-woo',
  domain: 'shop.bench.example',
  prefix: 'WCB',
  secret: 'woo-bench-secret-0123456789abcdef',
};

const database = await freshDatabase();
const env = serverEnv(database.url, PORT);
start('bench/hello.mjs', { PORT: String(HELLO_PORT) });
start('apps/server/dist/server.js', env);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${PORT}/api/health`);
await waitForWarmWorkers(`http://127.0.0.1:${PORT}/api/health`);
const api = `http://127.0.0.1:${PORT}`;
const client = apiClient(api);
const staff = await staffWithCoin(client, env, 'webhooks-staff@bench.example.com', 1);

for (const [kind, store] of [
  ['shopify', SHOPIFY],
  ['woocommerce', WOO],
]) {
  const { id } = await client.call('POST', '/api/admin/store-connections', staff.token, {
    slug: store.slug,
    kind,
    domain: store.domain,
    store: 'overseas',
    order_prefix: store.prefix,
  });
  await client.call('POST', `/api/admin/store-connections/${id}/rotate`, staff.token, {
    secret: store.secret,
  });
  await client.call('PUT', `/api/admin/store-connections/${id}/mappings`, staff.token, {
    mappings: [{ key: 'SKU-CB-R4', product_code: 'cyberboard-r4' }],
  });
}

const sign = (secret, body) => createHmac('sha256', secret).update(body).digest('base64');
let orderId = 820_000_000;

/** A Shopify order as `orders/create` sends it (the fields the connection reads, and some it does not). */
function shopifyOrder(id) {
  return JSON.stringify({
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${id % 100000}`,
    order_number: id % 100000,
    email: `buyer-${id}@bench.example.com`,
    currency: 'USD',
    total_price: '199.00',
    subtotal_price: '199.00',
    financial_status: 'paid',
    fulfillment_status: null,
    cancelled_at: null,
    created_at: '2026-12-01T10:00:00-05:00',
    processed_at: '2026-12-01T10:00:05-05:00',
    line_items: [
      {
        id: 1071823172,
        sku: 'SKU-CB-R4',
        product_id: 632910392,
        variant_id: 808950810,
        title: 'CYBERBOARD R4',
        quantity: 1,
        price: '199.00',
      },
    ],
    customer: { id: 115310627, email: `buyer-${id}@bench.example.com`, phone: null },
  });
}

function shopifyRequest(body, webhookId) {
  return {
    method: 'POST',
    path: `/api/orders/webhook/shopify/${SHOPIFY.slug}`,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': sign(SHOPIFY.secret, body),
      'x-shopify-shop-domain': SHOPIFY.domain,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-api-version': '2025-10',
    },
    body,
  };
}

/** A WooCommerce order as `order.created` sends it. */
function wooRequest(id) {
  const body = JSON.stringify({
    id,
    parent_id: 0,
    number: String(id),
    order_key: `wc_order_${id}`,
    status: 'processing',
    currency: 'USD',
    total: '199.00',
    total_tax: '0.00',
    date_created: '2026-12-01T10:00:00',
    date_paid_gmt: '2026-12-01T15:00:05',
    billing: { first_name: 'A', last_name: 'B', email: `buyer-${id}@bench.example.com`, phone: '' },
    line_items: [
      {
        id: 300,
        name: 'CYBERBOARD R4',
        product_id: 93,
        variation_id: 0,
        quantity: 1,
        subtotal: '199.00',
        total: '199.00',
        sku: 'SKU-CB-R4',
      },
    ],
  });
  return {
    method: 'POST',
    path: `/api/orders/webhook/woocommerce/${WOO.slug}`,
    headers: {
      'content-type': 'application/json',
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-resource': 'order',
      'x-wc-webhook-event': 'created',
      'x-wc-webhook-id': '7',
      'x-wc-webhook-signature': sign(WOO.secret, body),
      'x-wc-webhook-source': `https://${WOO.domain}/`,
      'x-wc-webhook-delivery-id': randomUUID(),
    },
    body,
  };
}

const replayed = shopifyRequest(shopifyOrder(810_000_001), randomUUID());
const rows = [await measure('hello world (bare Fastify)', { url: `http://127.0.0.1:${HELLO_PORT}/` })];
/** A row of deliveries, each request the one `delivery()` makes as autocannon sets it up. */
const deliveries = (title, delivery) =>
  measure(title, { url: api, requests: [{ setupRequest: (request) => ({ ...request, ...delivery() }) }] });
const nextOrder = () => (orderId += 1);
rows.push(
  await deliveries('Shopify orders/create, each a new order and delivery', () =>
    shopifyRequest(shopifyOrder(nextOrder()), randomUUID()),
  ),
  await deliveries('Shopify retrying one delivery (same X-Shopify-Webhook-Id)', () => replayed),
  await deliveries('WooCommerce order.created, each a new order and delivery', () => wooRequest(nextOrder())),
);

// what the database holds once every answer is in (a delivery is applied before it is answered)
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const count = async (query, params = []) => Number((await db.query(query, params)).rows[0].count);
const facts = {
  shopifyOrders: await count(`select count(*) from orders where order_no like $1`, [`${SHOPIFY.prefix}%`]),
  wooOrders: await count(`select count(*) from orders where order_no like $1`, [`${WOO.prefix}%`]),
  replayedDeliveries: await count(`select count(*) from store_deliveries where delivery_id = $1`, [
    replayed.headers['x-shopify-webhook-id'],
  ]),
  duplicateOrders: await count(
    `select count(*) from (select order_no from orders group by order_no having count(*) > 1) d`,
  ),
  outcomes: (
    await db.query(
      `select outcome, coalesce(error, '') as error, count(*)::int as n from store_deliveries group by 1, 2 order by 1, 2`,
    )
  ).rows,
};
await db.end();
console.log(facts);

const answered = (row) => row.codes;
/** The 2xx answers of a row, from its codes ("200×1234 503×2"). */
const ok = (row) =>
  [...row.codes.matchAll(/\b(2\d\d)×(\d+)/g)].reduce((sum, match) => sum + Number(match[2]), 0);
const [, newShopify, retries, newWoo] = rows;
writeSection(
  'webhooks',
  [
    `## Store webhooks (${new Date().toISOString().slice(0, 10)}, \`npm run webhooks -w @miao/bench\`)`,
    '',
    `${machine()}. The production build on PostgreSQL, one process, ${CONNECTIONS} connections for ${DURATION} s a row (autocannon), each request a delivery as the store sends it: its documented payload, signed with the connection's secret (HMAC-SHA256, base64), a fresh delivery id (or, for the retry row, one delivery sent again and again). Shopify waits 5 s for an answer before it counts a delivery failed; WooCommerce disables a webhook after repeated failures.`,
    '',
    '| what | req/s | p50 ms | p99 ms | max ms | answers |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${answered(r)} |`),
    '',
    `Applied once: the database then held ${facts.shopifyOrders} Shopify orders for ${ok(newShopify)} new deliveries answered 2xx plus the retried one (more orders than answers by at most the connections' number: deliveries still in flight when a row's time ran out were applied and answered after autocannon stopped counting), and ${facts.wooOrders} WooCommerce orders for ${ok(newWoo)} answered; ${facts.duplicateOrders} order numbers held twice; the delivery answered ${ok(retries)} times is ${facts.replayedDeliveries} delivery row and one order. Deliveries by outcome: ${facts.outcomes.map((o) => `${o.outcome} ${o.n}${o.error ? ` (${o.error})` : ''}`).join(', ')}.`,
  ].join('\n'),
);
stopAll();
await database.drop();
await new Promise((r) => setTimeout(r, 1500));
process.exit(0);

// What a store's order is for (issue 34's "done means"): a Shopify and a WooCommerce delivery, signed
// as those stores sign, make paid orders that enter the draw, the number queue and customisation
// exactly as the store's own webhook orders do.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instantOf } from './payload';
import { authHeader, createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { customApi } from '../../customisation/test-helpers';
import { drawBody, lookup, makeDue } from '../../draws/test-helpers';
import { buildQueue, join, status } from '../../numbers/test-helpers';
import { connect, deliverShopify, deliverWoo, shopifyOrder, wooOrder } from './store-test-helpers';

let t: TestApp;
let staff: Record<string, string>;

// the connections' catalogue mapping, with the draw's, the queue's and a customisable keyboard's SKUs
const MAPPINGS = [
  { key: 'SKU-CB-R4', product_code: 'cyberboard-r4' },
  { key: 'SKU-HATSU', product_code: 'am-hatsu' },
  { key: 'SKU-RGB-65', product_code: 'am-rgb-65' },
  { key: 'SKU-65-LESS', product_code: 'am-65-less' },
];

beforeAll(async () => {
  t = await createTestApp();
  staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  const ids = await connect(t.app, staff);
  for (const id of [ids.shopify, ids.woocommerce]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/store-connections/${id}/mappings`,
      headers: staff,
      payload: { mappings: MAPPINGS },
    });
    expect(res.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
/** An instant `minutes` ago as Shopify writes it (an offset) and as WooCommerce's _gmt fields do (none). */
const shopifyTime = (minutes: number) =>
  new Date(Date.now() - minutes * MINUTE - 5 * 60 * MINUTE).toISOString().slice(0, 19) + '-05:00';
const wooGmt = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString().slice(0, 19);

it("reads the store's paid time: an offset, WooCommerce's zone-less UTC, nothing from the future", () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  expect(instantOf('2026-12-01T06:30:00-05:00', now)?.toISOString()).toBe('2026-12-01T11:30:00.000Z');
  expect(instantOf('2026-12-01T11:30:00', now)?.toISOString()).toBe('2026-12-01T11:30:00.000Z');
  // a store's clock a little ahead is taken; a time well ahead is not (the arrival counts instead)
  expect(instantOf('2026-12-01T12:04:00Z', now)).not.toBeNull();
  expect(instantOf('2026-12-01T12:30:00Z', now)).toBeNull();
  for (const bad of ['', 'yesterday', '2026-13-45T99:00:00', 1733050000, null])
    expect(instantOf(bad, now)).toBeNull();
});

it('Shopify and WooCommerce orders enter the draw, the number queue and customisation', async () => {
  const shopifyBuyer = await buildUser(t.db);
  const wooBuyer = await buildUser(t.db);
  const shopify = shopifyOrder({
    email: shopifyBuyer.email!,
    lines: [
      { sku: 'SKU-RGB-65', quantity: 1, price: '299.00' },
      { sku: 'SKU-HATSU', quantity: 1, price: '249.00' },
      { sku: 'SKU-65-LESS', quantity: 1, price: '199.00' },
    ],
    total_price: '747.00',
    processed_at: shopifyTime(10),
  });
  expect((await deliverShopify(t.app, 'test-shopify', 'orders/create', shopify)).json()).toMatchObject({
    outcome: 'applied',
  });
  const woo = wooOrder({
    email: wooBuyer.email!,
    lines: [
      { sku: 'SKU-RGB-65', quantity: 1, total: '299.00' },
      { sku: 'SKU-HATSU', quantity: 1, total: '249.00' },
      { sku: 'SKU-65-LESS', quantity: 1, total: '199.00' },
    ],
    total: '747.00',
    date_paid_gmt: wooGmt(10),
  });
  expect((await deliverWoo(t.app, 'test-woo', 'order.created', woo)).json()).toMatchObject({
    outcome: 'applied',
  });
  // paid two days ago, delivered now (a retry, or staff replaying it): before the draw's window
  const late = shopifyOrder({
    email: (await buildUser(t.db)).email!,
    lines: [{ sku: 'SKU-RGB-65', quantity: 1, price: '299.00' }],
    total_price: '299.00',
    processed_at: shopifyTime(48 * 60),
  });
  expect((await deliverShopify(t.app, 'test-shopify', 'orders/paid', late)).statusCode).toBe(200);
  const buyers = [
    { orderNo: `SH-${shopify.order_number}`, user: shopifyBuyer },
    { orderNo: `WC-${woo.number}`, user: wooBuyer },
  ];

  // the draw: both orders are entries (the late one is not), drawn by the job, and each buyer looks
  // up their own result
  const body = drawBody();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/draws',
    headers: staff,
    payload: body,
  });
  expect(created.statusCode).toBe(201);
  await makeDue(t.db, body.slug);
  expect(await t.runJobs()).toBe(1);
  const draw = (await t.app.inject({ method: 'GET', url: `/api/draws/${body.slug}` })).json();
  expect(draw).toMatchObject({ state: 'drawn', entry_count: 2 });
  for (const { orderNo } of buyers) {
    // three prizes for two entries: both win
    expect((await lookup(t.app, body.slug, orderNo)).json()).toMatchObject({ result: 'win' });
  }
  expect((await lookup(t.app, body.slug, `SH-${late.order_number}`)).json()).not.toMatchObject({
    result: 'win',
  });

  // the number queue: each buyer joins with the store's order number and sees their place
  const queue = await buildQueue(t.db);
  for (const [index, { orderNo, user }] of buyers.entries()) {
    const auth = await authHeader(t.config, user.id);
    const joined = await join(t.app, queue.activity, auth, {
      order_no: orderNo,
      email: user.email,
      name: 'Buyer',
    });
    expect(joined.statusCode).toBe(200);
    const seen = await status(t.app, queue.activity, auth, orderNo);
    expect(seen.statusCode).toBe(200);
    // the first in line has the turn at once; the second waits behind them
    expect(seen.json().entry).toMatchObject(
      index === 0 ? { status: 'turn', position: null } : { status: 'waiting', position: 1 },
    );
  }

  // customisation: each buyer opens their keyboard order for engraving, editable for seven days
  for (const { orderNo, user } of buyers) {
    const res = await customApi(t, user.id).get(orderNo, { product: 'am-65-less' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order_no: orderNo, product_code: 'am-65-less', editable: true });
  }
});

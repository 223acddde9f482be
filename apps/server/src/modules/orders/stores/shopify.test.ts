// Shopify's order webhooks through the API on a fresh database (issue 34, decision 048).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderRewards, orders, storeDeliveries } from '../../../db/schema/orders';
import { authHeader, createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { balanceOf } from '../../coin/balances';
import { checkLedger } from '../../coin/check';
import { shopifySignature } from './shopify';
import {
  connect,
  deliverShopify,
  SHOP_DOMAIN,
  shopifyOrder,
  shopifyRefund,
  WOO_SECRET,
} from './store-test-helpers';

const ORDER_REWARD = 30;
const SLUG = 'test-shopify';

let t: TestApp;
let staff: Record<string, string>;
let ids: { shopify: number; woocommerce: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/order-rewards',
    headers: staff,
    payload: { products: [{ code: 'cyberboard-r4', order_reward: ORDER_REWARD }] },
  });
  expect(res.statusCode).toBe(200);
  ids = await connect(t.app, staff);
});

afterAll(async () => {
  await t.close();
});

const orderOf = async (orderNo: string) =>
  (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const rewardsOf = async (orderId: number) =>
  t.db.select().from(orderRewards).where(eq(orderRewards.orderId, orderId));

describe('Shopify webhooks', () => {
  it('a paid order binds to its member by e-mail, pays the reward once, and is a paid order like any other', async () => {
    const buyer = await buildUser(t.db);
    const payload = shopifyOrder({
      email: buyer.email!.toUpperCase(),
      lines: [
        { sku: 'SKU-CB-R4', quantity: 2, price: '199.99' },
        { sku: 'SKU-HATSU', quantity: 1, price: '0.10' },
      ],
      total_price: '400.08',
    });
    const res = await deliverShopify(t.app, SLUG, 'orders/create', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: true, outcome: 'applied' });
    const orderNo = `SH-${payload.order_number}`;
    const order = (await orderOf(orderNo))!;
    expect(order).toMatchObject({
      store: 'overseas',
      status: 'paid',
      userId: buyer.id,
      currency: 'USD',
      totalAmount: 40008,
      source: 'webhook',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.productCode, i.quantity, i.amount])).toEqual([
      ['cyberboard-r4', 2, 39998],
      ['am-hatsu', 1, 10],
    ]);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(2 * ORDER_REWARD);
    // orders/paid for the same order, later: nothing more
    const paid = await deliverShopify(t.app, SLUG, 'orders/paid', payload);
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(2 * ORDER_REWARD);
    expect(await rewardsOf(order.id)).toHaveLength(1);
    // the member sees it among their orders, as the draw, queue and customisation read them: paid, bound
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: await authHeader(t.config, buyer.id),
    });
    expect(
      mine.json().results.map((o: { order_no: string; status: string }) => [o.order_no, o.status]),
    ).toEqual([[orderNo, 'paid']]);
    // and the staff order lists the delivery among its events
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNo}`,
      headers: staff,
    });
    expect(staffView.statusCode).toBe(200);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("a shop's first orders (#1, #42) keep their number, padded to the shortest order number", async () => {
    for (const [number, orderNo] of [
      [1, 'SH-001'],
      [42, 'SH-042'],
    ] as const) {
      const payload = shopifyOrder({ number });
      const res = await deliverShopify(t.app, SLUG, 'orders/create', payload);
      expect(res.json()).toEqual({ received: true, applied: true, outcome: 'applied' });
      expect(await orderOf(orderNo)).toMatchObject({ status: 'paid' });
    }
  });

  it('orders/create unpaid, then orders/updated paid; paid before create pays once too', async () => {
    const buyer = await buildUser(t.db);
    const pending = shopifyOrder({ email: buyer.email!, financial_status: 'pending' });
    expect((await deliverShopify(t.app, SLUG, 'orders/create', pending)).statusCode).toBe(200);
    expect((await orderOf(`SH-${pending.order_number}`))!.status).toBe('created');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    await deliverShopify(t.app, SLUG, 'orders/updated', { ...pending, financial_status: 'paid' });
    expect((await orderOf(`SH-${pending.order_number}`))!.status).toBe('paid');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);

    const other = shopifyOrder({ email: buyer.email! });
    await deliverShopify(t.app, SLUG, 'orders/paid', other);
    await deliverShopify(t.app, SLUG, 'orders/create', { ...other, financial_status: 'pending' });
    expect((await orderOf(`SH-${other.order_number}`))!.status).toBe('paid');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(2 * ORDER_REWARD);
  });

  it('a replayed webhook id is answered 200 and applied once; the same delivery twice at once too', async () => {
    const buyer = await buildUser(t.db);
    const payload = shopifyOrder({ email: buyer.email! });
    const first = await deliverShopify(t.app, SLUG, 'orders/paid', payload, { webhookId: 'replay-1' });
    const again = await deliverShopify(t.app, SLUG, 'orders/paid', payload, { webhookId: 'replay-1' });
    expect(first.json().applied).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false, outcome: 'duplicate' });

    const twin = shopifyOrder({ email: buyer.email! });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        deliverShopify(t.app, SLUG, 'orders/paid', twin, { webhookId: 'twin-1' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    // the same order through two topics at once (create carrying paid, and paid)
    const both = shopifyOrder({ email: buyer.email! });
    const two = await Promise.all([
      deliverShopify(t.app, SLUG, 'orders/create', both),
      deliverShopify(t.app, SLUG, 'orders/paid', both),
    ]);
    expect(two.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(3 * ORDER_REWARD);
    for (const p of [payload, twin, both]) {
      const order = (await orderOf(`SH-${p.order_number}`))!;
      expect(await rewardsOf(order.id)).toHaveLength(1);
    }
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeDeliveries)
      .where(eq(storeDeliveries.deliveryId, 'twin-1'));
    expect(count!.n).toBe(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refunds/create for the whole order takes the reward back; a partial refund keeps it', async () => {
    const buyer = await buildUser(t.db);
    const payload = shopifyOrder({ email: buyer.email! });
    await deliverShopify(t.app, SLUG, 'orders/paid', payload);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const partial = await deliverShopify(t.app, SLUG, 'refunds/create', shopifyRefund(payload.id, '10.00'));
    expect(partial.json().outcome).toBe('ignored');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const full = await deliverShopify(t.app, SLUG, 'refunds/create', shopifyRefund(payload.id, '199.00'));
    expect(full.json().outcome).toBe('applied');
    expect((await orderOf(`SH-${payload.order_number}`))!.status).toBe('refunded');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    // orders/updated saying refunded as well changes nothing more
    await deliverShopify(t.app, SLUG, 'orders/updated', { ...payload, financial_status: 'refunded' });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('orders/cancelled and a voided payment cancel; the reward goes back', async () => {
    const buyer = await buildUser(t.db);
    const payload = shopifyOrder({ email: buyer.email! });
    await deliverShopify(t.app, SLUG, 'orders/paid', payload);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const res = await deliverShopify(t.app, SLUG, 'orders/cancelled', {
      ...payload,
      cancelled_at: '2026-12-01T12:00:00-05:00',
    });
    expect(res.json().outcome).toBe('applied');
    expect((await orderOf(`SH-${payload.order_number}`))!.status).toBe('cancelled');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);

    const voided = shopifyOrder({ email: buyer.email!, financial_status: 'pending' });
    await deliverShopify(t.app, SLUG, 'orders/create', voided);
    await deliverShopify(t.app, SLUG, 'orders/updated', { ...voided, financial_status: 'voided' });
    expect((await orderOf(`SH-${voided.order_number}`))!.status).toBe('cancelled');
  });

  it('refuses a forged signature, another connection’s secret, an unknown shop and missing headers', async () => {
    const payload = shopifyOrder({ email: 'forged@example.com' });
    const body = JSON.stringify(payload);
    const cases = [
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { hmac: 'A'.repeat(44) }),
        401,
        'webhook_signature_invalid',
      ],
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { secret: WOO_SECRET }),
        401,
        'webhook_signature_invalid',
      ],
      // signed, then changed on the way
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', null, {
          body: body.replace('"199.00"', '"1.00"'),
          hmac: shopifySignature('shpss_test-app-secret-0123456789', body),
        }),
        401,
        'webhook_signature_invalid',
      ],
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { shop: 'evil.myshopify.com' }),
        401,
        'webhook_shop_unknown',
      ],
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { hmac: null }),
        400,
        'webhook_headers_missing',
      ],
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { webhookId: null }),
        400,
        'webhook_headers_missing',
      ],
      [
        await deliverShopify(t.app, SLUG, 'orders/paid', payload, { shop: null }),
        400,
        'webhook_headers_missing',
      ],
      [
        await deliverShopify(t.app, 'no-such-shop', 'orders/paid', payload),
        404,
        'store_connection_not_found',
      ],
      // a Shopify delivery to the WooCommerce connection's name
      [await deliverShopify(t.app, 'test-woo', 'orders/paid', payload), 404, 'store_connection_not_found'],
    ] as const;
    for (const [res, status, code] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await orderOf(`SH-${payload.order_number}`)).toBeUndefined();
    expect(SHOP_DOMAIN).toContain('myshopify');
  });

  it('the previous secret works during its grace after a rotation, then a new one alone', async () => {
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/store-connections/${ids.shopify}/rotate`,
      headers: staff,
      payload: { secret: 'shpss_the-next-app-secret-9876543210' },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().previous_valid_until).not.toBeNull();
    const old = await deliverShopify(
      t.app,
      SLUG,
      'orders/create',
      shopifyOrder({ financial_status: 'pending' }),
    );
    expect(old.statusCode).toBe(200);
    const fresh = await deliverShopify(
      t.app,
      SLUG,
      'orders/create',
      shopifyOrder({ financial_status: 'pending' }),
      {
        secret: 'shpss_the-next-app-secret-9876543210',
      },
    );
    expect(fresh.statusCode).toBe(200);
    // the grace ends
    await t.db.execute(
      sql`update store_connections set previous_valid_until = now() - interval '1 second' where id = ${ids.shopify}`,
    );
    const late = await deliverShopify(
      t.app,
      SLUG,
      'orders/create',
      shopifyOrder({ financial_status: 'pending' }),
    );
    expect(late.statusCode).toBe(401);
    // put the test secret back for the other tests
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/store-connections/${ids.shopify}/rotate`,
      headers: staff,
      payload: { secret: 'shpss_test-app-secret-0123456789' },
    });
  });

  it('an unmapped SKU is recorded (200, not a retry loop) and applied once staff map it and replay', async () => {
    const buyer = await buildUser(t.db);
    const payload = shopifyOrder({
      email: buyer.email!,
      lines: [{ sku: 'SKU-NEW-BOARD', quantity: 1, price: '199.00' }],
    });
    const res = await deliverShopify(t.app, SLUG, 'orders/paid', payload, { webhookId: 'unmapped-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false, outcome: 'unmapped' });
    expect(await orderOf(`SH-${payload.order_number}`)).toBeUndefined();
    // Shopify's retry of it changes nothing
    expect(
      (await deliverShopify(t.app, SLUG, 'orders/paid', payload, { webhookId: 'unmapped-1' })).json().outcome,
    ).toBe('duplicate');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/store-connections', headers: staff })
    ).json();
    const shop = list.find((c: { id: number }) => c.id === ids.shopify);
    const delivery = shop.deliveries.find((d: { delivery_id: string }) => d.delivery_id === 'unmapped-1');
    expect(delivery).toMatchObject({ outcome: 'unmapped', replayable: true, topic: 'orders/paid' });
    expect(delivery.error).toContain('SKU-NEW-BOARD');
    expect(JSON.stringify(list)).not.toContain('shpss_test-app-secret');
    expect(shop.secret_ending).toBe('6789');

    const replay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/store-connections/${ids.shopify}/deliveries/${delivery.id}/replay`,
        headers: staff,
      });
    expect((await replay()).json().outcome).toBe('unmapped');
    const mapped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/store-connections/${ids.shopify}/mappings`,
      headers: staff,
      payload: {
        mappings: [...shop.mappings, { key: 'SKU-NEW-BOARD', product_code: 'cyberboard-r4' }],
      },
    });
    expect(mapped.statusCode).toBe(200);
    const answers = await Promise.all([replay(), replay()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await orderOf(`SH-${payload.order_number}`))!.status).toBe('paid');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const again = await replay();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('store_delivery_not_replayable');
  });

  it('staff only: members cannot list, map or replay; unknown product codes are refused', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    for (const [method, url] of [
      ['GET', '/api/admin/store-connections'],
      ['PUT', `/api/admin/store-connections/${ids.shopify}/mappings`],
      ['POST', `/api/admin/store-connections/${ids.shopify}/rotate`],
      ['POST', `/api/admin/store-connections/${ids.shopify}/deliveries/1/replay`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: member,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode,
      ).toBe(401);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/store-connections/${ids.shopify}/mappings`,
      headers: staff,
      payload: { mappings: [{ key: 'X', product_code: 'no-such-product' }] },
    });
    expect(bad.statusCode).toBe(422);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/store-connections',
      headers: staff,
      payload: {
        slug: 'test-shopify',
        kind: 'shopify',
        domain: 'x.myshopify.com',
        store: 'cn',
        order_prefix: 'ZZ',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('store_connection_taken');
  });
});

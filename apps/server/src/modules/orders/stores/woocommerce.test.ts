// WooCommerce's order webhooks through the API on a fresh database (issue 34, decision 048).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderRewards, orders } from '../../../db/schema/orders';
import { authHeader, createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { balanceOf } from '../../coin/balances';
import { checkLedger } from '../../coin/check';
import { minorUnits } from './amounts';
import { connect, deliverWoo, SHOPIFY_SECRET, WOO_SITE, wooOrder } from './store-test-helpers';

const ORDER_REWARD = 30;
const SLUG = 'test-woo';

let t: TestApp;
let staff: Record<string, string>;

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
  await connect(t.app, staff);
});

afterAll(async () => {
  await t.close();
});

const orderOf = async (orderNo: string) =>
  (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

describe('WooCommerce webhooks', () => {
  it('answers the ping WooCommerce sends when the webhook is saved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/webhook/woocommerce/${SLUG}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false, outcome: 'ping' });
    // anything else unsigned is not a ping
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/orders/webhook/woocommerce/${SLUG}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=7&status=processing',
    });
    expect(other.statusCode).toBe(400);
  });

  it('a processing order binds to its member by billing e-mail and pays its reward once', async () => {
    const buyer = await buildUser(t.db);
    const payload = wooOrder({
      email: buyer.email!,
      lines: [{ sku: 'SKU-CB-R4', quantity: 3, total: '597.03' }],
      total: '607.03',
    });
    const res = await deliverWoo(t.app, SLUG, 'order.created', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: true, outcome: 'applied' });
    const order = (await orderOf(`WC-${payload.number}`))!;
    expect(order).toMatchObject({ status: 'paid', userId: buyer.id, totalAmount: 60703, store: 'overseas' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.productCode, i.quantity, i.amount])).toEqual([['cyberboard-r4', 3, 59703]]);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(3 * ORDER_REWARD);
    // completed later: nothing more
    await deliverWoo(t.app, SLUG, 'order.updated', { ...payload, status: 'completed' });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(3 * ORDER_REWARD);
    const rewards = await t.db.select().from(orderRewards).where(eq(orderRewards.orderId, order.id));
    expect(rewards).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('pending, then processing; refunded takes the reward back; cancelled and deleted cancel', async () => {
    const buyer = await buildUser(t.db);
    const payload = wooOrder({ email: buyer.email!, status: 'pending' });
    await deliverWoo(t.app, SLUG, 'order.created', payload);
    expect((await orderOf(`WC-${payload.number}`))!.status).toBe('created');
    await deliverWoo(t.app, SLUG, 'order.updated', { ...payload, status: 'on-hold' });
    expect((await orderOf(`WC-${payload.number}`))!.status).toBe('created');
    await deliverWoo(t.app, SLUG, 'order.updated', { ...payload, status: 'processing' });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    await deliverWoo(t.app, SLUG, 'order.updated', { ...payload, status: 'refunded' });
    expect((await orderOf(`WC-${payload.number}`))!.status).toBe('refunded');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);

    const cancelled = wooOrder({ email: buyer.email! });
    await deliverWoo(t.app, SLUG, 'order.created', cancelled);
    await deliverWoo(t.app, SLUG, 'order.updated', { ...cancelled, status: 'cancelled' });
    expect((await orderOf(`WC-${cancelled.number}`))!.status).toBe('cancelled');

    const deleted = wooOrder({ email: buyer.email! });
    await deliverWoo(t.app, SLUG, 'order.created', deleted);
    const res = await deliverWoo(t.app, SLUG, 'order.deleted', { id: deleted.id });
    expect(res.json().outcome).toBe('applied');
    expect((await orderOf(`WC-${deleted.number}`))!.status).toBe('cancelled');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a repeated delivery id applies once; two at once make one order and one reward', async () => {
    const buyer = await buildUser(t.db);
    const payload = wooOrder({ email: buyer.email! });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        deliverWoo(t.app, SLUG, 'order.created', payload, { deliveryId: 'wc-twin' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    const later = await deliverWoo(t.app, SLUG, 'order.created', payload, { deliveryId: 'wc-twin' });
    expect(later.json().outcome).toBe('duplicate');
    // the same order by two deliveries at once (created and updated)
    const both = wooOrder({ email: buyer.email! });
    await Promise.all([
      deliverWoo(t.app, SLUG, 'order.created', both),
      deliverWoo(t.app, SLUG, 'order.updated', both),
    ]);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(2 * ORDER_REWARD);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a forged signature, the Shopify connection’s secret, another site and missing headers', async () => {
    const payload = wooOrder({ email: 'forged@example.com' });
    const cases = [
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { signature: 'A'.repeat(44) }),
        401,
        'webhook_signature_invalid',
      ],
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { secret: SHOPIFY_SECRET }),
        401,
        'webhook_signature_invalid',
      ],
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { source: 'https://evil.example/' }),
        401,
        'webhook_shop_unknown',
      ],
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { signature: null }),
        400,
        'webhook_headers_missing',
      ],
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { deliveryId: null }),
        400,
        'webhook_headers_missing',
      ],
      [
        await deliverWoo(t.app, SLUG, 'order.created', payload, { source: null }),
        400,
        'webhook_headers_missing',
      ],
    ] as const;
    for (const [res, status, code] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await orderOf(`WC-${payload.number}`)).toBeUndefined();
    // the site address with or without its slash, any case, is the same site
    const ok = await deliverWoo(t.app, SLUG, 'order.created', payload, { source: WOO_SITE.toUpperCase() });
    expect(ok.statusCode).toBe(200);
  });

  it('an unmapped SKU is recorded, then replayed once staff map it; a bad payload is recorded rejected', async () => {
    const buyer = await buildUser(t.db);
    const payload = wooOrder({
      email: buyer.email!,
      lines: [{ sku: 'WC-UNKNOWN', quantity: 1, total: '199.00' }],
    });
    const res = await deliverWoo(t.app, SLUG, 'order.created', payload, { deliveryId: 'wc-unmapped' });
    expect(res.json().outcome).toBe('unmapped');
    const [woo] = (await t.app.inject({ method: 'GET', url: '/api/admin/store-connections', headers: staff }))
      .json()
      .filter((c: { kind: string }) => c.kind === 'woocommerce');
    const delivery = woo.deliveries.find((d: { delivery_id: string }) => d.delivery_id === 'wc-unmapped');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/store-connections/${woo.id}/mappings`,
      headers: staff,
      payload: { mappings: [...woo.mappings, { key: 'WC-UNKNOWN', product_code: 'cyberboard-r4' }] },
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/admin/store-connections/${woo.id}/deliveries/${delivery.id}/replay`,
      headers: staff,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      outcome: 'applied',
      order_no: `WC-${payload.number}`,
      replayable: false,
    });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);

    const bad = await deliverWoo(t.app, SLUG, 'order.created', { ...wooOrder({}), total: '-5' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().outcome).toBe('rejected');
  });
});

describe('amounts', () => {
  it('converts decimal strings to minor units by currency, without floating point', () => {
    expect(minorUnits('0.29', 'USD')).toBe(29);
    expect(minorUnits('1.005', 'USD')).toBe(101);
    expect(minorUnits('19.99', 'EUR')).toBe(1999);
    expect(minorUnits('4.35', 'USD')).toBe(435); // 4.35 * 100 is 434.99999… in floating point
    expect(minorUnits('1000', 'JPY')).toBe(1000);
    expect(minorUnits('1000.00', 'JPY')).toBe(1000);
    expect(minorUnits('1.234', 'KWD')).toBe(1234);
    expect(minorUnits('-1.00', 'USD')).toBeNull();
    expect(minorUnits('1e3', 'USD')).toBeNull();
    expect(minorUnits('99999999999999', 'USD')).toBeNull();
  });
});

// The demo store connections (decision 048): seeded with the catalogue mapped, a delivery signed
// with the demo secret is applied; production refuses the demo secrets.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configProblems, DEMO_STORE_SECRETS } from '../../../config';
import { seedDemo } from '../../../seed/demo';
import { DEMO_SHOP_DOMAIN, DEMO_WOO_SITE } from '../../../seed/demo-stores';
import { authHeader, createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { deliverShopify, deliverWoo, shopifyOrder, wooOrder } from './store-test-helpers';

let t: TestApp;
// the whole demo seed: slow on a loaded machine
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, t.app.deps.storage);
}, 240_000);
afterAll(() => t.close());

it('seeds a Shopify and a WooCommerce connection whose demo deliveries are applied', async () => {
  const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/admin/store-connections', headers: staff })
  ).json();
  expect(list.map((c: { kind: string; webhook_path: string }) => [c.kind, c.webhook_path])).toEqual([
    ['shopify', '/api/orders/webhook/shopify/demo-shopify'],
    ['woocommerce', '/api/orders/webhook/woocommerce/demo-woo'],
  ]);
  expect(list[0].mappings).toContainEqual({ key: 'CYBERBOARD-R4', product_code: 'cyberboard-r4' });
  const shop = await deliverShopify(
    t.app,
    'demo-shopify',
    'orders/paid',
    shopifyOrder({
      email: 'alice@example.com',
      lines: [{ sku: 'CYBERBOARD-R4', quantity: 1, price: '199.00' }],
    }),
    { secret: DEMO_STORE_SECRETS.shopify, shop: DEMO_SHOP_DOMAIN },
  );
  expect(shop.json()).toMatchObject({ applied: true });
  const woo = await deliverWoo(
    t.app,
    'demo-woo',
    'order.created',
    wooOrder({ email: 'bob@example.com', lines: [{ sku: 'AM-HATSU', quantity: 1, total: '99.00' }] }),
    { secret: DEMO_STORE_SECRETS.woocommerce, source: `https://${DEMO_WOO_SITE}/` },
  );
  expect(woo.json()).toMatchObject({ applied: true });
});

it('production refuses to start with a demo store secret', () => {
  const problems = configProblems({
    NODE_ENV: 'production',
    STORE_WEBHOOK_SECRET_SHOPIFY: DEMO_STORE_SECRETS.shopify,
    STORE_WEBHOOK_SECRET_WOOCOMMERCE: 'a-real-secret-from-the-woocommerce-admin',
  });
  expect(problems.filter((p) => p.startsWith('STORE_WEBHOOK_SECRET'))).toEqual([
    'STORE_WEBHOOK_SECRET_SHOPIFY (the demo secret is not accepted in production)',
  ]);
});

import { createHmac, randomUUID } from 'node:crypto';
import { expect, open, signInThroughPage, test } from './fixtures';

// The demo Shopify connection the seed adds (apps/server/src/seed/demo-stores.ts, decision 048).
const SECRET = 'demo-shopify-webhook-secret-not-for-production';
const SHOP = 'miao-demo.myshopify.com';

test('a Shopify order with an unmapped SKU shows in the console, is mapped and replayed', async ({
  page,
}) => {
  test.slow();
  const number = Math.floor(Date.now() / 1000) % 10_000_000;
  const sku = `E2E-SKU-${number}`;
  const body = JSON.stringify({
    id: 5_000_000_000 + number,
    name: `#${number}`,
    order_number: number,
    email: 'alice@example.com',
    currency: 'USD',
    total_price: '199.00',
    financial_status: 'paid',
    cancelled_at: null,
    line_items: [{ sku, product_id: 632910392, title: 'Keyboard', quantity: 1, price: '199.00' }],
    customer: { email: 'alice@example.com', phone: null },
  });
  const delivered = await page.request.post('/api/orders/webhook/shopify/demo-shopify', {
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-shop-domain': SHOP,
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(body).digest('base64'),
    },
    data: body,
  });
  expect(delivered.status()).toBe(200);
  expect(await delivered.json()).toMatchObject({ outcome: 'unmapped' });

  await signInThroughPage(page, 'admin@example.com', '/en/staff/orders/');
  const shop = page.getByTestId('store-connection-demo-shopify');
  await expect(shop.getByText('Product not mapped').first()).toBeVisible();
  await expect(shop.getByText(`no mapping for ${sku}`)).toBeVisible();
  await shop.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/stores-unmapped.png', fullPage: false });

  const mapping = shop.getByLabel('Product mapping');
  await mapping.fill(`${await mapping.inputValue()}\n${sku} = cyberboard-r4`);
  await shop.getByRole('button', { name: 'Save mapping' }).click();
  await expect(shop.getByRole('button', { name: 'Save mapping' })).toBeEnabled();
  await shop.getByRole('button', { name: 'Replay' }).first().click();
  await expect(shop.getByText('Applied', { exact: true })).toBeVisible();
  await expect(shop.getByText(`SH-${number}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/stores-replayed.png', fullPage: false });

  await open(page, '/cn/staff/orders/');
  await expect(page.getByRole('heading', { name: '商城连接' })).toBeVisible();
  await page.getByTestId('store-connection-demo-shopify').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/stores-cn.png', fullPage: false });
});

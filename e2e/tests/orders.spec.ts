import { createHmac } from 'node:crypto';
import { expect, open, signInThroughPage, test } from './fixtures';

/** The overseas store's secret e2e/server.mjs gives the server. */
const SECRET = 'e2e-overseas-webhook-secret';

function signed(body: string, secret = SECRET, store = 'overseas') {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return {
    'content-type': 'application/json',
    'x-miao-store': store,
    'x-miao-timestamp': timestamp,
    'x-miao-signature': signature,
  };
}

test('a friend signs up through an invite link, a paid order arrives by webhook, both see the rewards', async ({
  browser,
  page,
}) => {
  // two members in two browsers and a webhook: more than the default minute on a busy machine
  test.slow();
  // Alice copies her invite link from the user center.
  await signInThroughPage(page, 'alice@example.com');
  const link = (await page.getByTestId('invite-link').textContent())!.trim();
  expect(link).toMatch(/\/\?invite=[A-Z0-9]+$/);
  const joinedBefore = Number((await page.getByTestId('invite-joined').textContent())!.match(/\d+/)![0]);
  const balance = async () =>
    Number((await page.locator('.coin-balance__count').first().textContent())!.replace(/\D/g, ''));
  await expect(page.locator('.coin-balance__count').first()).toBeVisible();
  const balanceBefore = await balance();

  // A visitor opens it, signs up (first sign-in creates the account) and is recorded as invited.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const email = `friend-${Date.now()}@example.com`;
  await open(friend, new URL(link).pathname + new URL(link).search);
  await signInThroughPage(friend, email);
  await expect(friend.getByText('You were invited by')).toBeVisible();
  await expect(friend.getByText('No orders yet.', { exact: false })).toBeVisible();

  // The overseas store delivers a signed "paid" event for the friend's order of a CYBERBOARD R4.
  const orderNo = `E2E-${Date.now()}`;
  const body = JSON.stringify({
    id: `evt-${orderNo}`,
    type: 'order.paid',
    order: {
      order_no: orderNo,
      buyer_email: email,
      currency: 'USD',
      total_amount: 39900,
      items: [{ product_code: 'cyberboard-r4', quantity: 1, amount: 39900 }],
    },
  });
  const delivered = await page.request.post('/api/orders/webhook', { headers: signed(body), data: body });
  expect(delivered.status()).toBe(200);
  expect(await delivered.json()).toMatchObject({ applied: true, status: 'paid' });
  // a forged delivery is refused
  const forged = await page.request.post('/api/orders/webhook', {
    headers: { ...signed(body), 'x-miao-signature': `sha256=${'0'.repeat(64)}` },
    data: body,
  });
  expect(forged.status()).toBe(401);

  // The friend sees the order and its reward (the demo gives a CYBERBOARD R4 100 MIAO COIN).
  await open(friend, '/en/user-center/');
  const order = friend.getByTestId('my-order').filter({ hasText: orderNo });
  await expect(order).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByText(/Order reward\s*\+100 MIAO COIN/)).toBeVisible();
  await expect(friend.locator('.coin-balance__count').first()).toHaveText('100');
  await friendContext.close();

  // Alice sees one more friend joined and the invited reward in her balance history.
  await open(page, '/en/user-center/');
  await expect(page.getByTestId('invite-joined')).toHaveText(`Joined through your link: ${joinedBefore + 1}`);
  await expect.poll(balance).toBe(balanceBefore + 50);
  // the balance history names the order in the invited reward's remarks
  await expect(page.locator('.coin-history__list').getByText(`Invited reward ${orderNo}`)).toBeVisible({
    timeout: 30_000,
  });
});

test('staff rotate the China store’s webhook secret and its deliveries are signed with the new one', async ({
  page,
}) => {
  await signInThroughPage(page, 'admin@example.com', '/en/staff/orders/');
  const china = page.getByTestId('webhook-cn');
  await expect(china).toContainText('From the server settings');
  await china.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
  const secret = (await page.getByTestId('webhook-new-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(china).toContainText(`Set here · ends in ${secret.slice(-4)}`);
  await expect(china).toContainText('The previous secret still works until');

  const orderNo = `E2E-CN-${Date.now()}`;
  const body = JSON.stringify({
    id: `evt-${orderNo}`,
    type: 'order.paid',
    order: {
      order_no: orderNo,
      buyer_phone: '13800000000',
      currency: 'CNY',
      total_amount: 99900,
      items: [{ product_code: 'cyberboard-r4', quantity: 1, amount: 99900 }],
    },
  });
  const delivered = await page.request.post('/api/orders/webhook', {
    headers: signed(body, secret, 'cn'),
    data: body,
  });
  expect(delivered.status()).toBe(200);
  const guessed = await page.request.post('/api/orders/webhook', {
    headers: signed(body, 'a-guess', 'cn'),
    data: body,
  });
  expect(guessed.status()).toBe(401);
});

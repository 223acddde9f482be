import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInThroughPage, test, open } from './fixtures';

/** CYBERBOARD R4 is in stock and on home in the demo settings (seed-settings.ts). */
const R4 = 'CYBERBOARD R4 Street Art';

function productCard(page: Page, name: string) {
  return page
    .locator('article.product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function downloadText(page: Page, linkName: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('staff set a home product to sold out; home, header and landing page follow without a rebuild', async ({
  page,
  browser,
}) => {
  // before: a visitor is offered to order it
  const before = await browser.newContext();
  const visitor = await before.newPage();
  await open(visitor, '/en/');
  await expect(productCard(visitor, R4).getByRole('link', { name: /^Order now/ })).toBeVisible();
  await before.close();

  await signInThroughPage(page, 'admin@example.com', '/en/user-center/');
  await page.getByRole('link', { name: 'Staff console' }).click();
  await expect(page).toHaveURL(/\/en\/staff\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();

  await page.getByPlaceholder('Search by code or name').fill('cyberboard-r4');
  await page.getByRole('button', { name: `Edit ${R4} (cyberboard-r4)` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${R4}` });
  const overseas = dialog.getByRole('group', { name: 'Overseas (en)' });
  await overseas.getByLabel('Status').selectOption({ label: 'Sold out' });
  await overseas.getByLabel('Header name').fill('R4 STREET');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${R4} saved`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /cyberboard-r4/ }) });
  await expect(row.getByText('Sold out')).toBeVisible();

  // the same tab, by the header's logo: home asks Request for it now, the header has the new name
  await page.getByRole('banner').getByRole('link', { name: 'MIAO home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  const card = productCard(page, R4);
  await expect(card.getByRole('button', { name: 'Request', exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Order now/ })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'R4 STREET' }),
  ).toBeVisible();

  // a new visitor reads the server's settings: no rebuild, no wait for a cache
  const after = await browser.newContext();
  const fresh = await after.newPage();
  await open(fresh, '/en/');
  await expect(productCard(fresh, R4).getByRole('button', { name: 'Request', exact: true })).toBeVisible();
  await expect(productCard(fresh, R4).getByRole('link', { name: /^Order now/ })).toHaveCount(0);
  await open(fresh, '/en/cyberboard-r4/');
  await expect(
    fresh.locator('.sub-header').getByRole('button', { name: 'Request', exact: true }),
  ).toBeVisible();
  // China mode was not touched
  await open(fresh, '/cn/');
  await expect(
    productCard(fresh, '赛博键盘 R4 街头涂鸦').getByRole('link', { name: /^立即购买/ }),
  ).toBeVisible();
  await after.close();
});

test('staff download the request and subscriber lists as CSV through plain links', async ({ page }) => {
  await signInThroughPage(page, 'admin@example.com', '/en/staff/requests/');
  await expect(page.getByRole('cell', { name: 'bob@example.com' }).first()).toBeVisible();
  const requests = await downloadText(page, 'Download CSV (Product requests)');
  expect(requests.name).toBe('product-requests.csv');
  expect(requests.text.split('\n')[0]).toContain('product_code');
  expect(requests.text).toContain('am-hatsu');

  await page.getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('rowheader', { name: 'keycaps.fan@example.com' })).toBeVisible();
  const subscribers = await downloadText(page, 'Download CSV (Newsletter subscribers)');
  expect(subscribers.name).toBe('newsletter.csv');
  expect(subscribers.text).toContain('keycaps.fan@example.com');
});

test('staff add and delete a short link, and publish, edit and delete an app release', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughPage(page, 'admin@example.com', '/en/staff/links/');
  await page.getByLabel('Target', { exact: true }).fill('/cyberboard-r4/');
  await page.getByLabel('Short name', { exact: true }).fill('r4-e2e');
  await page.getByRole('button', { name: 'Add short link' }).click();
  await expect(page.getByText('/sl/r4-e2e/ created')).toBeVisible();
  await page.getByRole('button', { name: 'Copy /sl/r4-e2e/' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/sl\/r4-e2e\/$/);
  const response = await page.request.get('/sl/r4-e2e/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toContain('/cyberboard-r4/');
  await page.getByRole('button', { name: 'Delete /sl/r4-e2e/' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('/sl/r4-e2e/ deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete /sl/r4-e2e/' })).toHaveCount(0);

  await page.getByRole('link', { name: 'App releases' }).click();
  await page.getByRole('button', { name: 'Add release' }).first().click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Platform').selectOption('android');
  await add.getByLabel('Version').fill('1.0.0');
  await add
    .getByLabel('Download link')
    .fill('https://download.miao.example.com/am-master/am-master-1.0.0.apk');
  await add.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1.0.0 published')).toBeVisible();

  await page.getByRole('button', { name: 'Edit am-master Android 1.0.0' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Version').fill('1.0.1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Version 1.0.1 saved')).toBeVisible();
  const newest = await page.request.get('/api/app-versions/newest?app_code=am-master&platform=android');
  expect((await newest.json()).version).toBe('1.0.1');

  await page.getByRole('button', { name: 'Delete am-master Android 1.0.1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Version 1.0.1 deleted')).toBeVisible();
});

test('a member who is not staff has no way in and sees no permission', async ({ page }) => {
  await signInThroughPage(page, 'alice@example.com', '/en/user-center/');
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff console' })).toHaveCount(0);
  await open(page, '/en/staff/');
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console sections' })).toHaveCount(0);
  // the server refuses anyway
  expect((await page.request.get('/api/admin/product-requests')).status()).toBe(403);
});

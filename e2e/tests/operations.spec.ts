// Issue 17, the web halves: a member edits their own comment, deletes a notification, and a visitor
// from the other region is offered the right store (the server trusts x-e2e-country here, as it
// would a CDN's header: e2e/server.mjs sets COUNTRY_HEADER).
import type { APIRequestContext } from '@playwright/test';
import { codeFromOutbox, expect, open, signInThroughPage, test } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/auth/email-code', { data: { email } })).ok()).toBe(true);
  const code = await codeFromOutbox(request, email);
  const res = await request.post('/api/auth/sign-in', { data: { email, code } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test('a member edits their own comment on the task page', async ({ page, request }) => {
  const token = await tokenOf(request, 'bob@example.com');
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get('/api/tasks?language=en&status=processing&page_size=50')
  ).json()) as {
    results: { id: number }[];
  };
  let taskId: number | undefined;
  for (const { id } of list.results) {
    const detail = (await (await request.get(`/api/tasks/${id}`, { headers: auth })).json()) as {
      operation: string;
      reply_disabled: boolean;
      start_at: string;
    };
    if (detail.operation === 'manual' && !detail.reply_disabled) {
      taskId = id;
      break;
    }
  }
  expect(taskId, 'an open English task').toBeDefined();
  const created = await request.post('/api/comments', {
    headers: auth,
    data: { content: '<p>First words from Bob</p>', content_type: 'coin_task', object_id: taskId },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInThroughPage(page, 'bob@example.com', `/en/dao/${taskId}/`);
  const mine = page
    .getByRole('article', { name: 'Comment by Bob' })
    .filter({ hasText: 'First words from Bob' });
  await mine.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your comment' });
  await expect(editor).toContainText('First words from Bob');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Second thoughts from Bob');
  await page.locator('.comment__edit-box').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment updated')).toBeVisible();
  const edited = page
    .getByRole('article', { name: 'Comment by Bob' })
    .filter({ hasText: 'Second thoughts from Bob' });
  await expect(edited.locator('.comment__content')).toHaveText('Second thoughts from Bob');
  // others' comments offer no edit
  const others = page.getByRole('article', { name: /Comment by (?!Bob)/ }).first();
  if (await others.count()) await expect(others.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await open(page, `/en/dao/${taskId}/`);
  await expect(page.getByText('Second thoughts from Bob')).toBeVisible();
});

test('a member deletes a notification from the user center', async ({ page }) => {
  await signInThroughPage(page, 'alice@example.com', '/en/user-center/');
  const items = page.locator('.notification-list > .notification');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await items
    .first()
    .getByRole('button', { name: /^Delete the notification from / })
    .click();
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(items).toHaveCount(before - 1);
  // gone on the server too (the list loads 20 at a time; the demo member has fewer)
  await open(page, '/en/user-center/');
  await expect(items.first()).toBeVisible();
  if (before < 20) await expect(items).toHaveCount(before - 1);
});

test('a visitor in mainland China on the overseas site is offered the China store, and can close it', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-e2e-country': 'CN' } });
  const page = await context.newPage();
  await open(page, '/en/about-us/');
  const banner = page.getByRole('complementary', { name: 'Store for your region' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Go to the China store' })).toHaveAttribute(
    'href',
    '/cn/about-us/',
  );
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  await open(page, '/en/');
  await expect(page.getByRole('complementary', { name: 'Store for your region' })).toHaveCount(0);
  // on the China site the same visitor is where they belong: no banner
  await open(page, '/cn/about-us/');
  await expect(page.getByRole('complementary', { name: '适合您所在地区的商城' })).toHaveCount(0);
  await context.close();
});

test('a visitor abroad on the China site is offered the overseas store; an unknown country gets nothing', async ({
  browser,
}) => {
  const abroad = await browser.newContext({ extraHTTPHeaders: { 'x-e2e-country': 'US' } });
  const page = await abroad.newPage();
  await open(page, '/cn/');
  const banner = page.getByRole('complementary', { name: '适合您所在地区的商城' });
  await expect(banner.getByRole('link', { name: '前往海外商城' })).toHaveAttribute('href', '/en/');
  await abroad.close();
  const unknown = await browser.newContext();
  const other = await unknown.newPage();
  await open(other, '/cn/');
  await other.waitForLoadState('networkidle');
  await expect(other.locator('.store-banner')).toHaveCount(0);
  await unknown.close();
});

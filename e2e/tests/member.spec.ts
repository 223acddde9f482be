// Issue 18, the member's side: mark all notifications read, choose which are e-mailed, the balance
// chart in the user center, and a member's public page with comments and rewards. Each page at
// 390 px and 1440 px in cn and en: no horizontal overflow, no serious axe-core finding.
import type { Page } from '@playwright/test';
import { expect, open, signInByApi, test } from './fixtures';
import { axeFindings } from './axe';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const members = { en: { email: 'bob@example.com' }, cn: { phone: '13800138000' } } as const;

for (const language of ['en', 'cn'] as const) {
  const words =
    language === 'en'
      ? {
          chart: 'Balance over time',
          markAll: 'Mark all read',
          prefs: 'E-mail notifications',
          comments: 'Comments',
          rewards: 'Rewards received',
        }
      : {
          chart: '余额走势',
          markAll: '全部标为已读',
          prefs: '邮件通知',
          comments: '评论',
          rewards: '获得的打赏',
        };

  for (const viewport of VIEWPORTS) {
    test(`user center and member page at ${viewport.width} px (${language})`, async ({ page }) => {
      // a cold server on a shared machine: signing in, two pages and two axe runs
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signInByApi(page.request, members[language]);
      await open(page, `/${language}/user-center/`);

      await expect(page.getByRole('heading', { name: words.chart })).toBeVisible();
      const chart = page.locator('.coin-chart');
      // the seeded member has ledger history: a step chart with its summary, or the empty sentence
      await expect(chart.locator('svg[role="img"], .state-panel--empty').first()).toBeVisible();
      await expect(page.getByRole('button', { name: words.markAll })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.prefs })).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await axeFindings(page, ['.coin-chart', '.notifications', '#notification-preferences'])).toEqual(
        [],
      );

      // Bob's public page: his comments (each to its place on its task) and the rewards he received
      const bob = (await (await page.request.get('/api/users?nickname__icontains=Bob')).json()) as {
        results: { id: number; nickname: string }[];
      };
      const bobId = bob.results.find((u) => u.nickname === 'Bob')?.id;
      expect(bobId, 'Bob in the demo data').toBeTruthy();
      await open(page, `/${language}/users/${bobId}/`);
      await expect(page.getByRole('heading', { name: words.comments, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.rewards })).toBeVisible();
      const firstComment = page.locator('.member-activity__link').first();
      await expect(firstComment).toHaveAttribute(
        'href',
        new RegExp(`^/${language}/tasks/\\d+/#task-comment-\\d+$`),
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await axeFindings(page, ['main'])).toEqual([]);
    });
  }
}

test('mark all read empties the unread count once; e-mail choices are kept', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  await signInByApi(page.request, { email: 'alice@example.com' });
  await open(page, '/en/user-center/');
  const notifications = page.locator('.notifications');
  const button = notifications.getByRole('button', { name: 'Mark all read' });
  const before = (await (await page.request.get('/api/notifications?is_read=false&page_size=1')).json()) as {
    count: number;
  };
  if (before.count > 0) {
    await expect(notifications.getByText(/unread/)).toBeVisible();
    await button.dblclick();
  }
  await expect(button).toBeDisabled();
  await expect(notifications.locator('.tag--accent')).toHaveCount(0);
  const after = (await (await page.request.get('/api/notifications?is_read=false&page_size=1')).json()) as {
    count: number;
  };
  expect(after.count).toBe(0);

  const prefs = page.locator('#notification-preferences');
  await expect(prefs.getByText('Mails go to alice@example.com.')).toBeVisible();
  const likes = prefs.getByRole('checkbox', { name: 'someone likes my comment' });
  await likes.check();
  await prefs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail choices saved')).toBeVisible();
  await page.reload();
  await expect(
    page.locator('#notification-preferences').getByRole('checkbox', { name: 'someone likes my comment' }),
  ).toBeChecked();
  // put back as it was, for the specs after this one
  await page
    .locator('#notification-preferences')
    .getByRole('checkbox', { name: 'someone likes my comment' })
    .uncheck();
  await page.locator('#notification-preferences').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail choices saved')).toBeVisible();
});

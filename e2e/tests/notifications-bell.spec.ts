// Issue 35 items 3 and 5: the header's notifications bell (the unread count, the dropdown of the
// latest, a page of their own that fits a phone) and times in the reader's own zone (a task page
// in the browser's zone, with no layout shift after hydration; decision 057).
import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, postTask, signInByApi, signedInStaff, test } from './fixtures';
import { shiftsSeen, watchLayoutShift } from './layout-shift';

const SHOTS = process.env.E2E_SHOTS;
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function unreadOf(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/notifications?is_read=false&page_size=1');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { count: number }).count;
}

/** A member comments on the task: its author (staff) is notified (the fan-out is a job). */
async function commentAs(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  email: string,
  taskId: number,
  text: string,
) {
  const member = await playwright.request.newContext({ baseURL });
  await signInByApi(member, { email });
  const created = await member.post('/api/comments', {
    data: { content: `<p>${text}</p>`, content_type: 'coin_task', object_id: taskId },
  });
  expect(created.status(), await created.text()).toBe(201);
  await member.dispose();
}

test.describe.configure({ mode: 'serial' });

let taskId: number;

test('the bell shows the unread count, opens the latest and leads to a page that fits a phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const staff = await signedInStaff(playwright, baseURL);
  await staff.post('/api/notifications/read-all', {});
  taskId = await postTask(staff, {
    title: 'A bell for the keycap survey with a rather long title that has to wrap on a phone',
    content: '<p>Tell us which profile you type on.</p>',
  });
  await commentAs(playwright, baseURL, 'bob@example.com', taskId, 'Cherry profile, sculpted, every day');
  await commentAs(playwright, baseURL, 'alice@example.com', taskId, 'SA for the look, XDA for typing');
  await expect.poll(() => unreadOf(staff), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const unread = await unreadOf(staff);
  await staff.dispose();

  await signInByApi(page.request, { email: 'admin@example.com' });
  for (const language of ['en', 'cn'] as const) {
    const words =
      language === 'en'
        ? {
            bell: `Notifications, ${unread} unread`,
            dialog: 'Notifications',
            all: 'See all notifications',
            ago: /min ago|just now/,
          }
        : { bell: `通知，${unread} 条未读`, dialog: '通知', all: '查看全部通知', ago: /分钟前|刚刚/ };
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await open(page, `/${language}/dao/`);
      const bell = page.getByRole('button', { name: words.bell });
      await expect(bell).toBeVisible();
      await expect(bell.locator('.bell__count')).toHaveText(String(unread));

      // open with the keyboard: focus moves into the dropdown, Escape brings it back to the bell
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: words.dialog });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      await expect(panel.locator('.notification').first()).toBeVisible();
      await expect(panel.locator('.notification__time').first()).toHaveText(words.ago);
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page, ['.header'])).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();

      // "see all": the page of their own
      await bell.click();
      await panel.getByRole('link', { name: words.all }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/notifications/$`));
      await expect(page.getByRole('heading', { level: 1, name: words.dialog })).toBeVisible();
      const rows = page.locator('.notifications .notification');
      await expect(rows.first()).toBeVisible();
      // a long task title and the unread dot and delete button stay inside the row, the row inside the screen
      for (const row of await rows.all()) {
        const r = (await row.boundingBox())!;
        expect(r.x + r.width).toBeLessThanOrEqual(width);
        const del = (await row.locator('.notification__delete').boundingBox())!;
        const body = (await row.locator('.notification__body').boundingBox())!;
        expect(body.x + body.width).toBeLessThanOrEqual(del.x + 0.5);
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page, ['main'])).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-${language}-${width}.png`, fullPage: true });
    }
  }
  // a personal page search engines leave out
  const html = await (await page.request.get('/en/notifications/')).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

/** A moment as the task page writes it in a zone: "Dec 9, 2026 07:15 UTC−5". */
function inZone(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  // Intl writes "GMT", "GMT+0" or "GMT-5"; the page "UTC" and "UTC−5"
  const zone = String(parts.timeZoneName)
    .replace('GMT', 'UTC')
    .replace('-', '−')
    .replace(/^UTC\+0$/, 'UTC');
  return `${parts.month} ${parts.day}, ${parts.year} ${String(parts.hour).padStart(2, '0')}:${parts.minute} ${zone}`;
}

for (const timezoneId of ['America/New_York', 'Asia/Kolkata']) {
  test(`a task page shows its deadline in the browser's zone (${timezoneId}) without a layout shift`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, timezoneId, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await watchLayoutShift(page);
    const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as { end_at: string };
    // the server's HTML is in the page language's zone (en: UTC) and says so
    const html = await (await page.request.get(`/en/dao/${taskId}/`)).text();
    expect(html).toContain(inZone(task.end_at, 'UTC'));

    await open(page, `/en/dao/${taskId}/`);
    const end = page.locator('.task-detail__time time').last();
    await expect(end).toHaveText(inZone(task.end_at, timezoneId));
    await expect(page.locator('.task-status__range').first()).toContainText(
      inZone(task.end_at, timezoneId).split(' ').pop()!,
    );
    // the comments in the reader's clock too (no zone: it is their own)
    await expect(page.locator('.comment__time').first()).toBeVisible();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    // the times re-rendered in the reader's zone move nothing that matters (0.05 before each fact and
    // each time had a line of its own on a phone); a header icon settling is 0.002 of it
    expect(cls, await shiftsSeen(page)).toBeLessThan(0.01);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/task-${timezoneId.replace('/', '-')}.png` });
    await context.close();
  });
}

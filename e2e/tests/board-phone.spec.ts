// Issue 35 item 4: on a 390 × 844 phone the board's filters wait behind one Filter button (with the
// count of those set) in a sheet, the ones set show as removable chips, and the first card starts
// on the first screen. From 1000 px the filters stay inline. Everything stays in the address.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, SCREENS, test } from './fixtures';
import { shiftsSeen, watchLayoutShift } from './layout-shift';

const PHONE = SCREENS[0]!.use;
const shots = (name: string) => `test-results/screens/board-phone-${name}.png`;

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

for (const language of ['en', 'cn'] as const) {
  const words =
    language === 'en'
      ? {
          filter: 'Filter',
          sheet: 'Filter tasks',
          discussed: 'Most discussed',
          remove: (name: string) => `Remove filter: ${name}`,
          show: /^Show \d+ tasks?$/,
        }
      : {
          filter: '筛选',
          sheet: '筛选任务',
          discussed: '讨论最多',
          remove: (name: string) => `移除筛选：${name}`,
          show: /^查看 \d+ 个任务$/,
        };

  test.describe(`the board on a phone (${language})`, () => {
    test.use(PHONE);

    test('shows the first card on the first screen; chips and the sheet change the address', async ({
      page,
    }) => {
      await watchLayoutShift(page);
      await open(page, `/${language}/dao/?ordering=-comment_count`);
      await expect(page.locator('.task-card:not(.task-card--skeleton)').first()).toBeVisible();
      const first = await page.locator('.task-grid .task-card').first().boundingBox();
      expect(first!.y, 'the first card starts on the first screen').toBeLessThan(844 - 120);
      await noOverflow(page);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, await shiftsSeen(page)).toBeLessThan(0.05);
      // the inline filters are not on a phone's screen
      await expect(page.locator('.task-board__inline-filters')).toBeHidden();
      const button = page.locator('.task-filter-button');
      await expect(button.locator('.task-filter-button__count')).toHaveText('1');
      await page.screenshot({ path: shots(`${language}-390`) });
      expect(await axeFindings(page, ['.task-board'])).toEqual([]);

      // a chip takes its filter away, in the address too
      await page.getByRole('button', { name: words.remove(words.discussed) }).click();
      await expect(page).not.toHaveURL(/ordering=/);
      await expect(button).toHaveText(words.filter);
      await expect(button.locator('.task-filter-button__count')).toHaveCount(0);

      // the sheet: a tag chosen there is in the address, and a chip once the sheet is closed
      await button.click();
      const sheet = page.getByRole('dialog', { name: words.sheet });
      await expect(sheet).toBeVisible();
      const tag = sheet.locator('.task-filters__tags .task-chip--filter').first();
      const tagName = (await tag.innerText()).trim();
      await tag.click();
      await expect(page).toHaveURL(/tag_ids=\d+/);
      await expect(tag).toHaveAttribute('aria-pressed', 'true');
      const panel = await sheet.boundingBox();
      expect(panel!.y + panel!.height, 'the sheet sits at the bottom').toBeGreaterThan(840);
      await page.screenshot({ path: shots(`${language}-390-sheet`) });
      expect(await axeFindings(page, ['.task-filter-sheet'])).toEqual([]);
      await sheet.getByRole('button', { name: words.show }).click();
      await expect(sheet).toBeHidden();
      const chip = page.getByRole('button', { name: words.remove(tagName) });
      await expect(chip).toBeVisible();
      await expect(button.locator('.task-filter-button__count')).toHaveText('1');
      await chip.click();
      await expect(page).not.toHaveURL(/tag_ids=/);
    });
  });

  test(`the board at 1440 px keeps its filters inline (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, `/${language}/dao/`);
    await expect(page.locator('.task-card:not(.task-card--skeleton)').first()).toBeVisible();
    await expect(page.locator('.task-filter-button')).toBeHidden();
    await expect(page.locator('.task-board__inline-filters')).toBeVisible();
    await noOverflow(page);
    await page.screenshot({ path: shots(`${language}-1440`) });
  });
}

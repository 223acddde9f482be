// Issue 35 (decision 063): the header's search in cn and en, at 390 and 1440 px, by keyboard, with axe.
import { axeFindings } from './axe';
import { expect, open, SCREENS, test } from './fixtures';

const CASES = [
  {
    lang: 'en',
    open: 'Search',
    box: 'Search products, manuals, info pages and tasks',
    q: 'battery',
    group: 'Products',
    empty: 'Nothing found for “zzzqqq”.',
  },
  {
    lang: 'cn',
    open: '搜索',
    box: '搜索产品、说明书、信息页和任务',
    q: '键帽',
    group: '产品',
    empty: '没有找到与“zzzqqq”相关的内容。',
  },
] as const;

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);
    for (const c of CASES) {
      test(`searching in ${c.lang}: grouped results, arrows and Enter open one, Escape closes`, async ({
        page,
      }) => {
        await open(page, `/${c.lang}/`);
        await page.getByRole('button', { name: c.open, exact: true }).click();
        const box = page.getByRole('combobox', { name: c.box });
        await expect(box).toBeFocused();
        await box.fill(c.q);
        const list = page.getByRole('listbox');
        await expect(list.getByRole('group', { name: c.group })).toBeVisible();
        expect(await axeFindings(page, ['.search-dialog'])).toEqual([]);
        const width = page.viewportSize()!.width;
        const dialog = await page.locator('.search-dialog').boundingBox();
        expect(dialog!.width).toBeLessThanOrEqual(width);
        if (width < 600) expect(dialog!.width).toBe(width);

        await box.fill('zzzqqq');
        await expect(page.getByText(c.empty)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(box).toHaveCount(0);

        // "/" opens it again; the first result opens with ArrowDown and Enter
        await page.keyboard.press('/');
        await expect(box).toBeFocused();
        await box.fill(c.q);
        const first = list.getByRole('option').first();
        await expect(first).toBeVisible();
        await box.press('ArrowDown');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${c.lang}/`));
        await expect(box).toHaveCount(0);
      });

      test(`the results page /${c.lang}/search/ lists grouped results`, async ({ page }) => {
        await open(page, `/${c.lang}/search/?q=${encodeURIComponent(c.q)}`);
        await expect(page.getByRole('heading', { level: 2, name: c.group })).toBeVisible();
        expect(await axeFindings(page, ['main'])).toEqual([]);
      });
    }
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const c of CASES) {
    test(`the header's form lands on results the server rendered (${c.lang})`, async ({ page }) => {
      await page.goto(`/${c.lang}/`);
      // the search button is inside a GET form: without JavaScript it submits to the results page
      const form = page.locator(`form[action="/${c.lang}/search/"]`);
      await expect(form).toHaveCount(1);
      await page.goto(`/${c.lang}/search/?q=${encodeURIComponent(c.q)}`);
      await expect(page.getByRole('heading', { level: 2, name: c.group })).toBeVisible();
      expect(await page.locator('main a[href]').count()).toBeGreaterThan(0);
    });
  }
});

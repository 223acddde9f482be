// Issue 18, products: prices per mode (CNY on cn pages, USD on en pages), the group-buy timeline
// with its deposit, the keyboard comparison reached from a keyboard's landing page, and the
// product list's filters and order in the query. Each at 390 px and 1440 px in cn and en: no
// horizontal overflow, no serious axe-core finding. A staff price edit shows on the next request.
import type { Page } from '@playwright/test';
import { expect, open, signedInStaff, test } from './fixtures';
import { axeFindings } from './axe';
import { shiftsSeen, watchLayoutShift } from './layout-shift';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const noOverflow = async (page: Page) => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
};

for (const language of ['en', 'cn'] as const) {
  const w =
    language === 'en'
      ? {
          relicPrice: 'From $189',
          deposit: 'Deposit: from $37.80',
          opens: 'Orders open',
          ships: 'Estimated shipping',
          compare: 'Compare keyboards',
          kind: 'Kind',
          status: 'Availability',
          sort: 'Sort by',
          keyboards: 'Keyboards',
          preOrder: 'Pre-order',
          price: 'Price, lowest first',
          hatsu: 'From $580',
        }
      : {
          relicPrice: '¥1,299 起',
          deposit: '定金：¥259.80 起',
          opens: '开团',
          ships: '预计发货',
          compare: '键盘对比',
          kind: '品类',
          status: '供货状态',
          sort: '排序',
          keyboards: '键盘',
          preOrder: '预售',
          price: '价格从低到高',
          hatsu: null,
        };

  for (const viewport of VIEWPORTS) {
    test.describe(`${language} ${viewport.width}px`, () => {
      test.use({ viewport });

      test('a group-buy landing page shows its price, timeline and deposit, and links the comparison', async ({
        page,
      }) => {
        await open(page, `/${language}/am-relic-80/`);
        await expect(page.getByTestId('price').first()).toHaveText(
          new RegExp(w.relicPrice.replace(/[$.]/g, '\\$&')),
        );
        const facts = page.getByTestId('purchase-facts');
        await expect(facts.getByTestId('gb-timeline')).toContainText(w.opens);
        await expect(facts.getByTestId('gb-timeline')).toContainText(w.ships);
        await expect(facts.getByTestId('deposit')).toHaveText(w.deposit);
        await noOverflow(page);
        expect(await axeFindings(page, ['.slide--hero'])).toEqual([]);

        await page.getByTestId('compare-link').first().click();
        await expect(page).toHaveURL(new RegExp(`/${language}/compare-keyboards/$`));
        const table = page.getByTestId('compare-table');
        await expect(table.locator('caption')).toHaveCount(1);
        await expect(table.locator('th[scope="col"]')).toHaveCount(7);
        await expect(table.locator('tbody th[scope="row"]').first()).toBeVisible();
        // the table scrolls in its own box; the page keeps its width
        await noOverflow(page);
        expect(await axeFindings(page, ['main'])).toEqual([]);
        if (w.hatsu) {
          const hatsu = table.locator('tr', { has: page.locator('a[href$="/am-hatsu/"]') });
          await expect(hatsu).toContainText(w.hatsu);
        }
      });

      test('the product list filters and sorts through the query, and renders the same after hydration', async ({
        page,
      }) => {
        await open(page, `/${language}/products/?kind=keyboards&status=preOrder&sort=price`);
        await expect(page.getByLabel(w.kind, { exact: true })).toHaveValue('keyboards');
        await expect(page.getByLabel(w.status, { exact: true })).toHaveValue('preOrder');
        await expect(page.getByLabel(w.sort, { exact: true })).toHaveValue('price');
        const names = await page.locator('.product-card__name').allTextContents();
        expect(names.length).toBeGreaterThan(0);
        await noOverflow(page);
        expect(await axeFindings(page, ['main'])).toEqual([]);

        await page.getByLabel(w.status, { exact: true }).selectOption('');
        await expect(page).toHaveURL(new RegExp(`/${language}/products/\\?kind=keyboards&sort=price$`));
        await page.getByLabel(w.kind, { exact: true }).selectOption('');
        await expect(page).toHaveURL(new RegExp(`/${language}/products/\\?sort=price$`));
        await page.getByLabel(w.sort, { exact: true }).selectOption('featured');
        await expect(page).toHaveURL(new RegExp(`/${language}/products/$`));
        await expect(page.locator('.product-list__group h2').first()).toHaveText(w.keyboards);
      });
    });
  }
}

test('server and browser render the filtered list alike: no layout shift', async ({ page }) => {
  await watchLayoutShift(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto('/en/products/?status=preOrder&sort=price');
  const html = await response!.text();
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.waitForTimeout(500);
  const served = [...html.matchAll(/class="product-card__name">([^<]+)</g)].map((m) => m[1]);
  const hydrated = await page.locator('.product-card__name').allTextContents();
  expect(hydrated).toEqual(served);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls, await shiftsSeen(page)).toBeLessThan(0.05);
});

test('a staff price edit shows on the next request in both modes', async ({
  request,
  playwright,
  baseURL,
}) => {
  const CODE = 'cybercharge';
  const staff = await signedInStaff(playwright, baseURL);
  const settings = (await (await staff.get('/api/product-settings')).json()) as {
    code: string;
    cn_price_min: number | null;
    cn_price_max: number | null;
    overseas_price_min: number | null;
    overseas_price_max: number | null;
  }[];
  const before = settings.find((s) => s.code === CODE)!;
  try {
    await request.get('/en/cybercharge/');
    const patched = await staff.patch(`/api/product-settings/${CODE}`, {
      data: { overseas_price_min: 4321, overseas_price_max: 4321, cn_price_min: 32100, cn_price_max: 45600 },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    expect(await (await request.get('/en/cybercharge/')).text()).toContain('$43.21');
    expect(await (await request.get('/cn/products/')).text()).toContain('¥321 起');
    const refused = await staff.patch(`/api/product-settings/${CODE}`, { data: { overseas_price_max: 1 } });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).code).toBe('price_range_invalid');
  } finally {
    await staff.patch(`/api/product-settings/${CODE}`, {
      data: {
        cn_price_min: before.cn_price_min,
        cn_price_max: before.cn_price_max,
        overseas_price_min: before.overseas_price_min,
        overseas_price_max: before.overseas_price_max,
      },
    });
    await staff.dispose();
  }
  expect(await (await request.get('/en/cybercharge/')).text()).not.toContain('$43.21');
});

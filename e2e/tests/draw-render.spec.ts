import { expect, SCREENS, test } from './fixtures';
import { shiftsSeen, watchLayoutShift } from './layout-shift';

// The draw page rendered on the server (issue 34, decision 049): the demo seed's drawn rgb65 draw
// (apps/server/src/seed/demo-draws.ts) in the HTML the server sends, in both languages.

const LOADING_CN = '正在加载抽签';

test.describe('draw page rendered on the server', () => {
  test('the HTML without JavaScript holds the commitment, the entries and the winners', async ({
    request,
  }) => {
    const draw = (await (await request.get('/api/draws/rgb65')).json()) as {
      seed_hash: string;
      seed: string;
      entry_count: number;
      winners: unknown[];
    };
    for (const [language, winners, heading] of [
      ['en', `Winners (${draw.winners.length})`, 'RGB 65 limited edition draw'],
      ['cn', null, null],
    ] as const) {
      const html = await (await request.get(`/${language}/draw/rgb65/`)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? html;
      expect(root).toContain(draw.seed_hash);
      expect(root).toContain(draw.seed);
      expect(root).toContain(`N=${draw.entry_count} `);
      expect(root).toContain('draw-winners');
      expect((root.match(/<li/g) ?? []).length).toBeGreaterThanOrEqual(draw.winners.length);
      expect(root).not.toContain(language === 'en' ? 'Loading the draw' : LOADING_CN);
      if (winners) expect(root).toContain(winners);
      if (heading) expect(root).toContain(heading);
      expect(html).toContain('id="miao-draw"');
    }
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('a visitor without JavaScript sees the draw', async ({ page }) => {
      await page.goto('/en/draw/rgb65/');
      await expect(
        page.getByRole('heading', { name: 'RGB 65 limited edition draw', level: 1 }),
      ).toBeVisible();
      await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(page.getByRole('region', { name: /^Winners \(\d+\)$/ })).toBeVisible();
    });
  });

  for (const screen of SCREENS) {
    test.describe(screen.name, () => {
      test.use(screen.use);
      test(`hydrates without a layout shift (${screen.name})`, async ({ page }) => {
        await watchLayoutShift(page);
        await page.goto('/en/draw/rgb65/');
        await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, await shiftsSeen(page)).toBeLessThan(0.05);
        await expect(page.getByTestId('seed-hash')).toBeVisible();
      });
    });
  }
});

// The number page likewise with its queue (lib/visitor-queries.ts): the demo seed's HATSU queue of
// 100 numbers (seed/demo-numbers.ts) in the server's HTML, no skeleton, and no shift as it hydrates.
test.describe('number page rendered on the server', () => {
  test('the HTML holds the queue: its size, the numbers taken, the line', async ({ request }) => {
    const queue = (await (await request.get('/api/number-selection/am-hatsu')).json()) as {
      total_numbers: number;
      taken: unknown[];
      waiting: number;
    };
    for (const [language, stats] of [
      ['en', `${queue.taken.length} of ${queue.total_numbers} numbers taken · ${queue.waiting} in line`],
      ['cn', `${queue.total_numbers} 个号码已选出 ${queue.taken.length} 个 · ${queue.waiting} 人排队中`],
    ] as const) {
      const html = await (await request.get(`/${language}/am-hatsu/number/`)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? html;
      expect(root).toContain(stats);
      expect(root).not.toContain('skeleton');
      expect(html).toContain('id="miao-number-queue"');
    }
  });

  for (const screen of SCREENS) {
    test.describe(screen.name, () => {
      test.use(screen.use);
      test(`hydrates without a layout shift (${screen.name})`, async ({ page }) => {
        await watchLayoutShift(page);
        await page.goto('/en/am-hatsu/number/');
        await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, await shiftsSeen(page)).toBeLessThan(0.05);
        await expect(page.getByText(/numbers taken · \d+ in line/)).toBeVisible();
      });
    });
  }
});

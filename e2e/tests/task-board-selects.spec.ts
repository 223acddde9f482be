// The task board's filter row (sort, category, per page) on a phone (390 px, a phone's user agent)
// and a desktop (1440 px), in cn and en: every option label shows whole inside its box and the page
// is no wider than the screen. Three selects once shared one row at 390 px and read "All categ…".
import type { Page } from '@playwright/test';
import { expect, open, SCREENS, test } from './fixtures';

/**
 * Each select of the filter row: its own sizes, and the width it would take to show its widest
 * option (a copy beside it sized by its content). A select clips its label without scrolling, so
 * `scrollWidth` alone cannot tell; the copy can.
 */
function measureSelects(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLSelectElement>('.task-filters select')).map((select) => {
      const probe = select.cloneNode(true) as HTMLSelectElement;
      probe.removeAttribute('id');
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        width: 'auto',
        minWidth: '0',
        maxWidth: 'none',
      });
      select.after(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return {
        label: select.labels[0]?.textContent ?? select.id,
        scrollWidth: select.scrollWidth,
        clientWidth: select.clientWidth,
        width: select.getBoundingClientRect().width,
        needed,
      };
    }),
  );
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    for (const language of ['en', 'cn'] as const) {
      test(`${language}: the board's selects show every option whole`, async ({ page }) => {
        await open(page, `/${language}/dao/`);
        const selects = await measureSelects(page);
        expect(selects).toHaveLength(3);
        for (const s of selects) {
          expect(s.scrollWidth, s.label).toBeLessThanOrEqual(s.clientWidth);
          // half a pixel of rounding between the two boxes
          expect(s.width + 0.5, s.label).toBeGreaterThanOrEqual(s.needed);
        }
        const width = page.viewportSize()!.width;
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

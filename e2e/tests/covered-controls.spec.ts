// Issue 35 item 1: the floating assistant button covered "Publish task", the board's last comment
// count, the verification slider's hint and the hero drawing on a phone, and sat over the open menu.
// On every page kind, at 390 px (a phone) and 1440 px, no control the page shows is covered by
// anything floating (a fixed element other than the header) at its own centre (elementFromPoint),
// screen by screen down the page. The page's own sticky bars (the form's actions) are its layout.
// The assistant is a header icon now.
import type { Page } from '@playwright/test';
import { expect, open, SCREENS, signInByApi, test } from './fixtures';

const PAGES = [
  '/en/',
  '/cn/',
  '/en/products/',
  '/en/cyberboard-r4/',
  '/en/after-sales/',
  '/en/dao/',
  '/cn/dao/',
  '/en/dao/1/',
  '/en/task-create/',
  '/cn/task-create/',
  '/en/user-center/',
  '/en/verification/',
  '/en/am-hatsu/number/',
];

/** Controls whose centre, inside the screen and below the sticky header, lies under a floating element. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROL =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="slider"]';
    const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
    const found: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(CONTROL))) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // visually hidden inputs (a radio inside its label) are hit through their label
      if (box.width < 8 || box.height < 8 || style.visibility === 'hidden' || Number(style.opacity) === 0)
        continue;
      if (control.closest('header.header, [aria-hidden="true"], [inert]')) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y <= header + 1 || y >= innerHeight - 1 || x <= 0 || x >= innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      // the same control reached through its label or a wrapping control
      if (hit.closest(CONTROL) === control.closest(CONTROL)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      let floating: Element | null = hit;
      while (floating && getComputedStyle(floating).position !== 'fixed') floating = floating.parentElement;
      if (!floating || floating.matches('header.header, header.header *')) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const by = `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')}`;
      found.push(
        `${control.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} under ${by}`,
      );
    }
    return found;
  });
}

for (const screen of SCREENS) {
  test.describe(`no control is covered, ${screen.name}`, () => {
    test.use(screen.use);
    for (const path of PAGES) {
      test(path, async ({ page }) => {
        if (/task-create|user-center/.test(path))
          await signInByApi(page.request, { email: 'bob@example.com' });
        await open(page, path);
        await page.waitForLoadState('networkidle');
        const covered: string[] = [];
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          // the floating button re-checks once per frame
          await page.waitForTimeout(120);
          covered.push(...(await coveredControls(page)).map((c) => `scrolled ${y}: ${c}`));
        }
        expect(covered).toEqual([]);
      });
    }

    test('the assistant sits below the open menu and is reachable', async ({ page }) => {
      await open(page, '/en/products/');
      const ask = page.getByRole('button', { name: 'Ask the assistant' });
      await expect(ask).toBeVisible();
      // a header icon: nothing of it floats over the page
      await expect(
        page.locator('header.header').getByRole('button', { name: 'Ask the assistant' }),
      ).toBeVisible();
      if (screen.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.locator('#mobile-menu');
        await expect(menu).toBeVisible();
        const hits = await menu.locator('a').evaluateAll((links) =>
          links.map((link) => {
            const box = link.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return !!hit && (link.contains(hit) || hit.contains(link));
          }),
        );
        expect(hits.every(Boolean)).toBe(true);
      }
      await ask.click();
      await expect(page.getByRole('dialog', { name: 'Chat assistant' })).toBeVisible();
    });
  });
}

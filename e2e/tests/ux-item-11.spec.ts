import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

// Issue 35 item 11, the smaller things a user trips over, in Chromium: landing-slide dots large
// enough to tap, Home and End on the page swiper, one buy button and one Share on a landing page,
// taken numbers plainly struck through, and the "code sent" note beside the code field rather than
// a toast over the form's explanation.

/** True when the element's centre is not covered by anything outside it. */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (element === top || element.contains(top));
    });
}

for (const lang of ['en', 'cn'] as const) {
  test(`landing dots are at least 24 px targets; Home and End go to the first and last slide (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, `/${lang}/cyberboard-r4/`);
    const dots = page.locator('.page-swiper__dot');
    expect(await dots.count()).toBeGreaterThan(2);
    for (const box of await dots.evaluateAll((all) =>
      all.map((d) => {
        const r = d.getBoundingClientRect();
        return { width: r.width, height: r.height };
      }),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // the last slide is the footer's: End goes to the end of the page
    const slides = page.locator('.page-swiper__slide');
    await expect(slides.last()).toHaveClass(/page-swiper__slide--footer/);
    // the keys are bound once the page's part has hydrated (it may come after the header's)
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(slides.last()).toHaveClass(/is-active/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // a turn locks the swiper for its animation: Home waits it out the same way
    await expect(async () => {
      await page.keyboard.press('Home');
      await expect(slides.nth(0)).toHaveClass(/is-active/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
}

test('a landing page offers one buy action and one Share, on a phone and a desktop', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    await open(page, '/en/cyberboard-r4/');
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(1);
    const buyNow = await page.getByRole('link', { name: /^Buy now/ }).count();
    const orderNow = await page.getByRole('link', { name: /^Order now/ }).count();
    // one wording of the buy action, never both side by side
    expect(buyNow === 0 || orderNow === 0).toBe(true);
  }
});

test('taken numbers in the HATSU grid are struck through with a 2 px line', async ({ page }) => {
  // the queue's state moves as other specs pick numbers (numbers.spec ends Bob's turn), so the
  // number page's own stylesheet is read on a taken cell made here, as the turn panel renders one
  await open(page, '/en/am-hatsu/number/');
  const style = await page.evaluate(() => {
    const cell = document.createElement('label');
    cell.className = 'number-cell is-taken';
    const number = document.createElement('span');
    number.className = 'number-cell__number';
    number.textContent = '8';
    cell.append(number);
    document.querySelector('main')!.append(cell);
    const s = getComputedStyle(number);
    return { line: s.textDecorationLine, thickness: s.textDecorationThickness };
  });
  expect(style.line).toContain('line-through');
  expect(style.thickness).toBe('2px');
});

for (const width of [390, 1440]) {
  test(`"code sent" shows beside the code field and covers nothing of the form (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    await open(page, '/en/auth/login');
    await page.getByLabel('E-mail').fill(`item11-${width}@example.com`);
    await page.getByRole('button', { name: 'Send code' }).click();
    const status = page.locator('.sign-in-form__sent');
    await expect(status).toContainText('Code sent to your e-mail');
    // no toast announces it over the form
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    for (const selector of [
      '.sign-in-form__sent',
      'label:has-text("Verification code")',
      'button[type="submit"]',
    ])
      expect(await uncovered(page, selector), selector).toBe(true);
  });
}

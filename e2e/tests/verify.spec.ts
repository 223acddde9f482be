import type { Page } from '@playwright/test';
import { expect, open, signInThroughPage, test } from './fixtures';

/**
 * Drags the captcha's slider like a person: press, move quickly then slower towards the gap the
 * server drew (learned from its test-only route), a little pause on the way, release.
 */
async function solveSlider(page: Page, puzzleId: string, sliderName: string) {
  const { x } = (await (await page.request.get(`/api/dev/captcha/${puzzleId}`)).json()) as { x: number };
  const handle = page.getByRole('slider', { name: sliderName });
  await expect(handle).toBeVisible();
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 28;
  for (let i = 1; i <= steps; i += 1) {
    const eased = 1 - (1 - i / steps) ** 3;
    await page.mouse.move(startX + x * eased, y + ((i % 4) - 1.5) * 0.8);
    await page.waitForTimeout(i % 5 === 0 ? 45 : 18);
  }
  await page.mouse.move(startX + x, y);
  await page.waitForTimeout(60);
  await page.mouse.up();
}

/**
 * The keyboard alternative: focus the slider, Shift + arrow for big steps and arrow for small ones
 * at a person's pace towards the gap, then Enter.
 */
async function solveWithKeys(page: Page, puzzleId: string, sliderName: string) {
  const { x } = (await (await page.request.get(`/api/dev/captcha/${puzzleId}`)).json()) as { x: number };
  const handle = page.getByRole('slider', { name: sliderName });
  await handle.focus();
  const big = Math.floor(x / 20);
  const small = Math.round((x - big * 20) / 4);
  for (let i = 0; i < big + small; i += 1) {
    await page.keyboard.press(i < big ? 'Shift+ArrowRight' : 'ArrowRight');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Enter');
}

/** Types an SN, presses Verify, solves the slider; resolves once the answer is on the page. */
async function verify(
  page: Page,
  sn: string,
  labels: { sn: string; submit: string; slider: string },
  solve = solveSlider,
) {
  await page.getByRole('textbox', { name: labels.sn, exact: true }).fill(sn);
  const puzzle = page.waitForResponse(
    (r) => r.url().endsWith('/api/captcha') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  const { id } = (await (await puzzle).json()) as { id: string };
  await solve(page, id, labels.slider);
}

const EN = { sn: 'SN code', submit: 'Verify', slider: 'Puzzle slider' };
const CN = { sn: 'SN 码', submit: '验证', slider: '拼图滑块' };

// the machine these run on is shared: a drag and a sign-in take their time
test.describe.configure({ timeout: 150_000 });

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`serial verification on a ${device}`, () => {
    test.use({ viewport });

    test('a seeded SN is genuine; an unknown one warns of counterfeits', async ({ page }) => {
      await open(page, '/en/verify/');
      await expect(page.getByRole('heading', { level: 1, name: 'Product verification' })).toBeVisible();
      // where the SN is, drawn for every family
      await expect(page.getByRole('img', { name: /CYBERBOARD seen from below/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /HATSU/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /desk mat/ })).toBeVisible();

      await verify(page, 'cb4-2024-0001', EN);
      const found = page.locator('.verify-result--found');
      await expect(found.getByRole('heading', { name: 'Genuine product' })).toBeVisible();
      await expect(found).toContainText('CB4-2024-0001');
      await expect(found).toContainText('CYBERBOARD R4 · Batch 1');
      await expect(found).toContainText('Angry Miao Shenzhen');
      await expect(found).toContainText('18 March 2024');

      await found.getByRole('button', { name: 'Verify another SN' }).click();
      await verify(page, 'FAKE-0000-0000', EN);
      const missing = page.getByRole('alert').filter({ hasText: 'FAKE-0000-0000' });
      await expect(missing).toContainText('beware of counterfeits');
    });

    test('Chinese page for the mat, and the packaging address opens verification on the product page', async ({
      page,
    }) => {
      await open(page, '/cn/verify/cybermat-r3/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/验证您的/);
      await expect(page.getByRole('img')).toHaveCount(1);
      await verify(page, 'NOPE-1234', CN);
      await expect(page.getByRole('alert').filter({ hasText: 'NOPE-1234' })).toContainText('谨防假冒');

      await open(page, '/en/am-hatsu-021c/');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: /Verify your/ })).toBeVisible();
      await expect(dialog.getByRole('img', { name: /HATSU/ })).toBeVisible();
      // the form is ready to type into (the slider itself is exercised on /verify/ above: the landing
      // page behind the dialog makes a drag very slow on a loaded machine)
      await expect(dialog.getByRole('textbox', { name: 'SN code', exact: true })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'SN code', exact: true }).fill('HATSU-2024-0002');
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(dialog.getByRole('slider', { name: 'Puzzle slider' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close and see the product' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test('the keyboard alternative verifies an SN too', async ({ page }) => {
  await open(page, '/en/verify/');
  await verify(page, 'MAT3-2024-0001', EN, solveWithKeys);
  await expect(
    page.locator('.verify-result--found').getByRole('heading', { name: 'Genuine product' }),
  ).toBeVisible();
});

test('the mat page links to verification, and staff see devices per product', async ({ page }) => {
  await open(page, '/en/cybermat-r3/');
  const link = page.getByRole('link', { name: 'Verify a serial number' }).first();
  await expect(link).toHaveAttribute('href', /\/verify\/cybermat/);

  await signInThroughPage(page, 'admin@example.com', '/en/staff/devices/');
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible();
  await expect(page.getByText(/devices in all/)).toBeVisible();
  await page
    .getByLabel('CSV text')
    .fill(
      'sn,product_code,production_date,manufacturer,production_name,channel\nE2E-0001,cybermat,2024-02-02,MIAO,Mat,Overseas store\nE2E-0001,cybermat,2024-13-01,,Mat,',
    );
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Row 3, sn: this SN appears earlier in the file')).toBeVisible();
  await page
    .getByLabel('CSV text')
    .fill(
      'sn,product_code,production_date,manufacturer,production_name,channel\nE2E-0001,cybermat,2024-02-02,MIAO,Mat,Overseas store',
    );
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Import 1 device' }).click();
  await expect(page.getByText('1 device imported.')).toBeVisible();
  await page.getByLabel('SN or its beginning').fill('e2e-');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('rowheader', { name: 'E2E-0001' })).toBeVisible();
});

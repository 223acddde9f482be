import { expect, signInThroughPage, test, open } from './fixtures';

test('home in both modes leads to a landing page whose slides follow the keyboard', async ({ page }) => {
  await open(page, '/cn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('[data-group="top"]')).toBeVisible();

  await open(page, '/en/');
  await expect(page.locator('[data-group="top"]')).toBeVisible();
  const learnMore = page.getByRole('link', { name: /^Learn more/ }).first();
  const href = await learnMore.getAttribute('href');
  await learnMore.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/?]/g, '\\$&')}`));
  // the landing page's slides (home stays on screen until the page's chunk is here), its drawings
  // drawn in the browser this time
  await expect(page.locator('.page-swiper__dots')).toBeVisible();
  await expect(page.locator('[data-kept] > svg').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Spec 2: ArrowDown / Space next, ArrowUp previous; `p` follows (once the swiper's input code,
  // loaded after the slides, is bound).
  await page.waitForFunction(() => performance.getEntriesByName('swiper-input').length > 0);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]p=1\b/);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]p=2\b/);
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/[?&]p=1\b/);
});

test('a signed-in member requests a sold-out product and shares a page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughPage(page, 'bob@example.com', '/en/cyberboard/');
  await page.getByRole('button', { name: 'Request', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  // issue 18: a first request starts from the member's own e-mail, editable
  await expect(dialog.getByLabel('E-mail')).toHaveValue('bob@example.com');
  await dialog.getByLabel('E-mail').fill('bob-request@example.com');
  await dialog.getByLabel('Contact name').fill('Bob');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Request received')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Share' }).first().click();
  const share = page.getByRole('dialog');
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/en/cyberboard/');
});

test('landing pages carry their headline in the HTML for visitors without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, headline] of [
    ['/en/cyberboard-r4/', 'A wall to paint with light.'],
    ['/en/cybercharge/', null],
    ['/cn/am-relic-80/', null],
  ] as const) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    if (headline) await expect(h1).toHaveText(headline);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  }
  await context.close();
});

test('a landing page hydrates around its drawings: the server’s drawing nodes stay, nothing shifts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { drawings?: Element[]; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.drawings = Array.from(document.querySelectorAll('[data-kept] > svg'));
    });
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await open(page, '/en/cyberboard-r4/');
  // the product settings have arrived (the buy button), the page has settled
  await expect(page.getByRole('link', { name: /^Order now/ }).first()).toBeVisible();
  const { before, kept } = await page.evaluate(() => {
    const w = window as unknown as { drawings: Element[] };
    return { before: w.drawings.length, kept: w.drawings.filter((node) => node.isConnected).length };
  });
  expect(before).toBeGreaterThan(0);
  // the same elements: hydration matched the server's markup (useId included) and kept it
  expect(kept).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  // its stylesheets came inline, cut to the page's own rules (decision 027); the whole of each came
  // once, beside the page's chunks, and loading the chunks fetched none of them again
  const carried = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-href]'), (style) =>
      new URL(style.getAttribute('data-href')!, window.location.href).toString(),
    ),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  for (const stylesheet of stylesheets) expect(carried).toContain(stylesheet);
});

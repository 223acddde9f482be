// Issue 38, image swiper (decision 065): the demo vote with pictures shows them in the swiper at a
// phone's and a desktop's width; buttons, keys and a drag turn it; it starts turning by itself after
// the vote swiper's 2000 ms (spec 9) and never with reduced motion; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, test } from './fixtures';

const TITLE = 'Which colourway for the next resin keycap?';

async function demoVotePath(page: Page): Promise<string> {
  const tasks = (await (await page.request.get('/api/tasks?status=processing&page_size=1000')).json())
    .results as { id: number; title: string }[];
  const task = tasks.find((t) => t.title === TITLE);
  expect(task, 'the demo vote with pictures').toBeTruthy();
  return `/en/dao/${task!.id}/`;
}

for (const width of [390, 1440]) {
  test(`the vote pictures turn with buttons, keys and a drag at ${width} px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const path = await demoVotePath(page);

    // the server's HTML has the swiper with its first picture shown (nothing to shift on hydration)
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('image-swiper__slide is-current');

    await open(page, path);
    const swiper = page.getByRole('group', { name: 'Pictures of the options' });
    await swiper.scrollIntoViewIfNeeded();
    await expect(swiper).toBeVisible();
    const shown = page.locator('.image-swiper__slide.is-current img');
    await expect(shown).toHaveAttribute('alt', 'Aurora');
    await expect(shown).toBeInViewport();
    const counter = swiper.locator('.image-swiper__counter');
    await expect(counter).toContainText('1 / 2');
    const box = await swiper.locator('.image-swiper__viewport').boundingBox();
    expect(Math.abs(box!.width / box!.height - 800 / 540)).toBeLessThan(0.02);

    // buttons: at least 24 px, named, wrapping at the ends
    const next = swiper.getByRole('button', { name: 'Next picture' });
    const nextBox = await next.boundingBox();
    expect(nextBox!.width).toBeGreaterThanOrEqual(24);
    expect(nextBox!.height).toBeGreaterThanOrEqual(24);
    await next.click();
    await expect(shown).toHaveAttribute('alt', 'Ember');
    await expect(counter).toContainText('2 / 2');
    await swiper.getByRole('button', { name: 'Previous picture' }).click();
    await expect(shown).toHaveAttribute('alt', 'Aurora');

    // keys while focused
    await swiper.focus();
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('alt', 'Ember');
    await page.keyboard.press('Home');
    await expect(shown).toHaveAttribute('alt', 'Aurora');
    await page.keyboard.press('End');
    await expect(shown).toHaveAttribute('alt', 'Ember');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('alt', 'Aurora');

    // a drag to the left (pointer events) shows the next picture, to the right the one before
    const view = (await swiper.locator('.image-swiper__viewport').boundingBox())!;
    const y = view.y + view.height / 2;
    await page.mouse.move(view.x + view.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(view.x + view.width * 0.5, y, { steps: 6 });
    await page.mouse.move(view.x + view.width * 0.2, y, { steps: 6 });
    await page.mouse.up();
    await expect(shown).toHaveAttribute('alt', 'Ember');
    await page.mouse.move(view.x + view.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(view.x + view.width * 0.8, y, { steps: 10 });
    await page.mouse.up();
    await expect(shown).toHaveAttribute('alt', 'Aurora');

    // signed out, the ballot stays disabled beside it: the swiper only shows
    await expect(page.getByRole('checkbox', { name: 'Ember' })).toBeDisabled();

    // reduced motion: no pause button, nothing turns by itself
    await expect(swiper.getByRole('button', { name: 'Pause the slideshow' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}px overflows`).toBeLessThanOrEqual(0);
    expect(await axeFindings(page, ['.vote-block'])).toEqual([]);
  });
}

test('the vote swiper starts turning by itself after 2000 ms, in cn too, and stops when used', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const path = (await demoVotePath(page)).replace(/^\/en/, '/cn');
  await open(page, path);
  const swiper = page.getByRole('group', { name: '选项图片' });
  await swiper.scrollIntoViewIfNeeded();
  const shown = page.locator('.image-swiper__slide.is-current img');
  await expect(shown).toHaveAttribute('alt', 'Aurora');
  await expect(swiper.getByRole('button', { name: '暂停轮播' })).toBeVisible();
  // 2000 ms start delay, then one interval (5000 ms): well before 10 s
  await expect(shown).toHaveAttribute('alt', 'Ember', { timeout: 10_000 });
  await swiper.getByRole('button', { name: '上一张图片' }).click();
  await expect(shown).toHaveAttribute('alt', 'Aurora');
  await expect(swiper.getByRole('button', { name: '继续轮播' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6000);
  await expect(shown).toHaveAttribute('alt', 'Aurora');
  expect(await axeFindings(page, ['.vote-block'])).toEqual([]);
});

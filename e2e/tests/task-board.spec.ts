// Issue 18, the task board: the pinned announcement leads the board, the search box, a change of
// sort and the "mine" filter, all kept in the address; at 390 px and 1440 px in cn and en, with no
// horizontal overflow and no serious axe-core finding. Other specs add tasks too: this one finds
// its own by a word no other task carries.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, postTask, signInByApi, test } from './fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const STAFF = { email: 'admin@example.com' };

const cardTitles = (page: Page) => page.locator('.task-card__title').allInnerTexts();

for (const language of ['en', 'cn'] as const) {
  const words =
    language === 'en'
      ? {
          search: 'Search tasks',
          sort: 'Sort by',
          reward: 'Largest reward',
          mine: 'Started by me',
          pinned: 'Pinned',
        }
      : { search: '搜索任务', sort: '排序', reward: '奖励最高', mine: '我发起的', pinned: '置顶' };
  const sheetWords =
    language === 'en'
      ? { filter: 'Filter', sheet: 'Filter tasks', show: /^Show \d+ tasks?$/ }
      : { filter: '筛选', sheet: '筛选任务', show: /^查看 \d+ 个任务$/ };

  for (const viewport of VIEWPORTS) {
    test(`task board search, sort and mine at ${viewport.width} px (${language})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // three tasks with a word of their own: staff sponsor two, Bob the third (sponsor transferred)
      const word = `Orbit${language}${viewport.width}x${Date.now().toString(36)}`;
      // one sign-in (codes for an address are at least a second apart); the page shares its cookies
      const staff = page.request;
      await signInByApi(staff, STAFF);
      const beacon = `${word} beacon`;
      const comet = `${word} comet`;
      const lantern = `${word} lantern`;
      await postTask(staff, { title: beacon, content: `<p>${beacon}</p>`, language, max_reward_number: 3 });
      const cometId = await postTask(staff, {
        title: comet,
        content: `<p>${comet}</p>`,
        language,
        max_reward_number: 2,
      });
      await postTask(staff, { title: lantern, content: `<p>${lantern}</p>`, language, max_reward_number: 1 });
      const bob = (await (await staff.get('/api/users?nickname__icontains=Bob')).json()) as {
        results: { id: number; nickname: string }[];
      };
      const bobId = bob.results.find((u) => u.nickname === 'Bob')!.id;
      const moved = await staff.post('/api/tasks/change-user', {
        data: { task_id: cometId, user_id: bobId },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
      await open(page, `/${language}/dao/`);
      // the seeded staff announcement leads the default list
      await expect(page.locator('.task-card').first().locator('.task-card__pinned')).toHaveText(words.pinned);

      await page.getByRole('searchbox', { name: words.search }).fill(word);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
      await expect.poll(() => cardTitles(page)).toEqual([lantern, comet, beacon]);

      // on a phone the filters wait in a sheet behind the Filter button (issue 35 item 4)
      const phone = viewport.width < 1000;
      const sheet = page.getByRole('dialog', { name: sheetWords.sheet });
      const filters = phone ? sheet : page.locator('.task-board__inline-filters');
      if (phone) {
        await page.locator('.task-filter-button').click();
        await expect(sheet).toBeVisible();
      }
      await filters.getByLabel(words.sort).selectOption({ label: words.reward });
      await expect(page).toHaveURL(/ordering=-max_reward_number/);
      await expect.poll(() => cardTitles(page)).toEqual([beacon, comet, lantern]);

      await filters.locator('.segmented__item', { hasText: words.mine }).click();
      await expect(page).toHaveURL(/filter=mine/);
      await expect.poll(() => cardTitles(page)).toEqual([beacon, lantern]);
      if (phone) {
        await sheet.getByRole('button', { name: sheetWords.show }).click();
        await expect(sheet).toBeHidden();
      }

      // the address holds it all: a reload shows the same board
      await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
      await expect.poll(() => cardTitles(page)).toEqual([beacon, lantern]);
      await expect(page.getByRole('searchbox', { name: words.search })).toHaveValue(word);
      if (phone) await page.locator('.task-filter-button').click();
      await expect(filters.getByRole('radio', { name: words.mine })).toBeChecked();
      if (phone) await page.keyboard.press('Escape');

      await page.screenshot({ path: test.info().outputPath('board.png'), fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await axeFindings(page, ['.task-board-controls', '.task-filters', '.task-grid'])).toEqual([]);
    });
  }
}

test('staff pin a task to the top of the board and unpin it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  const staff = page.request;
  await signInByApi(staff, STAFF);
  const title = `Pinboard${Date.now().toString(36)} notice`;
  const id = await postTask(staff, {
    title,
    content: `<p>${title}</p>`,
    language: 'en',
    max_reward_number: 1,
  });

  await open(page, `/en/dao/${id}/`);
  await page.getByRole('button', { name: 'Pin to the board' }).click();
  await expect(page.getByText('Pinned to the top of the board')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();

  // the newest pin leads the board (of the task's language), marked as pinned
  await open(page, '/en/dao/');
  const first = page.locator('.task-card').first();
  await expect(first.locator('.task-card__title')).toHaveText(title);
  await expect(first.locator('.task-card__pinned')).toHaveText('Pinned');

  // unpinned from the Chinese page: the label flips back
  await open(page, `/cn/dao/${id}/`);
  await page.getByRole('button', { name: '取消置顶' }).click();
  await expect(page.getByText('已取消置顶')).toBeVisible();
  await expect(page.getByRole('button', { name: '置顶到任务板' })).toBeVisible();
  await open(page, '/en/dao/');
  await expect(page.locator('.task-card').first().locator('.task-card__title')).not.toHaveText(title);
});

// Issue 35, member profiles: a member of her own (Mira: other specs rename the demo members while
// this one runs) writes a bio and a link in her profile form; a visitor sees them
// on her public page beside her tasks, comments and rewards, in en and cn at 390 px and 1440 px,
// with no horizontal overflow and no serious axe-core finding. The link leaves in a new tab as user
// content (rel nofollow ugc noopener noreferrer).
import type { Page } from '@playwright/test';
import { expect, open, signInByApi, test } from './fixtures';
import { axeFindings } from './axe';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const BIO = 'Hand-wires split boards; 周末焊键盘。\nAsk me about low-profile switches.';
const LINK = { url: 'https://example.com/mira/builds', label: 'Mira’s builds' };
const EMAIL = 'mira-profile@example.com';

let memberId: number;

test.describe.configure({ mode: 'serial' });

test('Mira edits her bio and a link in the profile form', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS[1]!);
  await signInByApi(page.request, { email: EMAIL });
  memberId = ((await (await page.request.get('/api/users/me')).json()) as { id: number }).id;
  const named = await page.request.post('/api/users/me', { data: { nickname: 'Mira' } });
  expect(named.ok()).toBe(true);
  await open(page, '/en/user-edit/');

  const bio = page.getByLabel('Bio');
  // a controlled box: fill again until React holds exactly the typed text
  const fillBio = (text: string) =>
    expect(async () => {
      await bio.fill(text);
      await expect(bio).toHaveValue(text, { timeout: 1_000 });
    }).toPass();
  await fillBio('x'.repeat(201));
  await expect(page.getByText('201/200')).toBeVisible();
  await fillBio(BIO);

  // the seeded link is replaced: remove what is there, then add hers
  const remove = page.getByRole('button', { name: /^Remove link/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 1 address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A link must be an https address with a host')).toBeVisible();
  await page.getByLabel('Link 1 address').fill(LINK.url);
  await page.getByLabel('Link 1 label (optional)').fill(LINK.label);
  expect(await axeFindings(page, ['main'])).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/user-center\/$/);
  await expect(page.locator('.profile-about__bio')).toHaveText(BIO);
});

for (const language of ['en', 'cn'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`a visitor sees Mira's bio and link at ${viewport.width} px (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(memberId, 'Mira signed in first').toBeTruthy();
      await page.setViewportSize(viewport);
      const response = await page.goto(`/${language}/users/${memberId}/`);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

      await expect(page.locator('.profile-about__bio')).toHaveText(BIO);
      const list = page.getByRole('list', { name: language === 'en' ? 'Links of Mira' : 'Mira 的链接' });
      const link = list.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', LINK.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
      await expect(link).toContainText(LINK.label);
      // her tasks, comments and rewards are on the same page
      const words =
        language === 'en'
          ? { tasks: 'Tasks', comments: 'Comments', rewards: 'Rewards received' }
          : { tasks: '发起的任务', comments: '评论', rewards: '获得的打赏' };
      for (const heading of Object.values(words))
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      // nothing private of hers reaches a visitor's page
      const html = await page.content();
      expect(html).not.toContain(EMAIL);

      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await axeFindings(page, ['main'])).toEqual([]);
    });
  }
}

test('a member signed in as Bob sees the same profile, and cannot change it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS[0]!);
  await signInByApi(page.request, { email: 'bob@example.com' });
  await open(page, `/en/users/${memberId}/`);
  await expect(page.locator('.profile-about__bio')).toHaveText(BIO);
  // Bob's update only ever changes Bob
  const res = await page.request.post(`/api/users/${memberId}`, { data: { nickname: 'Bob', bio: 'hijack' } });
  expect(res.ok()).toBe(false);
  const mira = (await (await page.request.get(`/api/users/${memberId}`)).json()) as { bio: string };
  expect(mira.bio).toBe(BIO);
});

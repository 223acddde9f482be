// Issue 18: the task description is written in the comments' rich editor; the detail page shows
// the sanitised formatting. Both widths (390 and 1440 px) and both languages, checked with axe-core.
import type { Browser } from '@playwright/test';
import { expect, open, signInByApi, signInThroughPage, test } from './fixtures';
import { axeFindings } from './axe';

/** A new member with coin for a reward pool (task creation is once an hour per member: one each). */
async function fundedMember(browser: Browser, email: string) {
  const bobContext = await browser.newContext();
  await signInByApi(bobContext.request, { email: 'bob@example.com' });
  const memberContext = await browser.newContext();
  await signInByApi(memberContext.request, { email });
  const member = (await (await memberContext.request.get('/api/users/me')).json()) as {
    wallet_address: string;
  };
  const funded = await bobContext.request.post('/api/wallet/transfer', {
    data: { coin_type_id: 1, wallet_address: member.wallet_address, number: 20, remarks: 'e2e editor' },
    headers: { 'Idempotency-Key': `e2e-editor-${email}` },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  await Promise.all([bobContext.close(), memberContext.close()]);
}

const CASES = [
  {
    language: 'en',
    width: 1440,
    height: 900,
    other: { language: 'cn', width: 390, height: 844 },
    words: {
      title: 'Title',
      description: 'Description',
      bold: 'Bold',
      list: 'Bulleted list',
      reward: 'Reward amount (MIAO COIN)',
      publish: 'Publish task',
    },
  },
  {
    language: 'cn',
    width: 390,
    height: 844,
    other: { language: 'en', width: 1440, height: 900 },
    words: {
      title: '标题',
      description: '任务说明',
      bold: '加粗',
      list: '项目符号列表',
      reward: '奖励数量（MIAO COIN）',
      publish: '发布任务',
    },
  },
] as const;

for (const c of CASES) {
  test(`a member writes a description with bold text and a list (${c.language}, ${c.width} px) and sees them on the task`, async ({
    page,
    browser,
  }) => {
    const email = `editor-${c.language}-${Date.now().toString(36)}@example.com`;
    await fundedMember(browser, email);
    await page.setViewportSize({ width: c.width, height: c.height });
    await signInThroughPage(page, email, `/${c.language}/task-create/`);

    const title = `Editor ${c.language} ${Date.now().toString(36)}`;
    await page.getByLabel(c.words.title, { exact: true }).fill(title);
    const description = page.getByRole('textbox', { name: c.words.description });
    await expect(description).toHaveAttribute('contenteditable', 'true');
    await description.click();
    const bold = page.getByRole('button', { name: c.words.bold, exact: true });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Bring your best desk');
    await bold.click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: c.words.list }).click();
    await page.keyboard.type('One photo');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Tag it');
    await page.getByLabel(c.words.reward).fill('10');

    const form = await axeFindings(page, ['.task-form']);
    expect(form, 'axe on the form').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(c.width);

    await page.getByRole('button', { name: c.words.publish }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.language}/dao/\\d+/$`));
    const content = page.locator('.task-detail .task-content');
    await expect(content.locator('strong')).toHaveText('Bring your best desk');
    await expect(content.locator('ul > li')).toHaveText(['One photo', 'Tag it']);
    expect(await axeFindings(page, ['.task-detail__article']), 'axe on the task').toEqual([]);

    // the same task in the other language, at the other width
    const path = new URL(page.url()).pathname.replace(/^\/(en|cn)/, '');
    await page.setViewportSize({ width: c.other.width, height: c.other.height });
    await open(page, `/${c.other.language}${path}`);
    await expect(content.locator('strong')).toHaveText('Bring your best desk');
    await expect(content.locator('ul > li')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      c.other.width,
    );
    expect(await axeFindings(page, ['.task-detail__article']), 'axe on the task').toEqual([]);
  });
}

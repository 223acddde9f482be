import type { Browser, Page } from '@playwright/test';
import { expect, open, signInThroughPage, test } from './fixtures';

const STAFF = 'admin@example.com';

/** A member in a browser context of their own; `problems` collects console errors as the fixture does. */
async function memberPage(browser: Browser, email: string, landing: string) {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  await signInThroughPage(page, email, landing);
  return { page, problems };
}

test('staff create a category and a tag and grant coin; a member sees the grant with its reason and files a task under them', async ({
  page,
  browser,
}) => {
  // two members signing in, six console screens and a task form: longer than one flow's minute on a busy machine
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const category = { cn: `灯效比赛${run}`, en: `Light contest ${run}` };
  const tag = `LED${run}`;
  const reason = `Console prize ${run}`;
  const memberEmail = `console-${run}@example.com`;

  // The member signs up first (a fresh account: no coin, no tasks, no hourly limit used).
  const { page: member, problems } = await memberPage(browser, memberEmail, '/en/user-center/');
  const refused = await open(member, '/en/staff/audit/');
  expect(refused?.ok()).toBe(true);
  await expect(member.getByRole('heading', { name: 'No permission' })).toBeVisible();
  expect((await member.request.get('/api/staff/audit')).status()).toBe(403);

  // Staff: a category and a tag, named in both languages.
  await signInThroughPage(page, STAFF, '/en/staff/taxonomy/');
  await page.getByRole('button', { name: 'Add category' }).click();
  let dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name (Chinese)').fill(category.cn);
  await dialog.getByLabel('Name (English)').fill(category.en);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${category.cn}`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(category.cn) })).toBeVisible();

  await page.getByRole('button', { name: 'Add tag' }).click();
  dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Name (Chinese)').fill(tag);
  await dialog.getByLabel('Tips shown when picked').fill('One entry per person.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(tag) })).toBeVisible();

  // Staff grant coin to the member by e-mail, with a reason.
  await open(page, '/en/staff/coin/');
  await page.getByLabel('Reason').fill(reason);
  await page.getByLabel('Recipients').fill(`${memberEmail},40`);
  await page.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByRole('status').getByText('Granted 40 to 1 member')).toBeVisible();

  // A list with one unknown member grants nothing and names the line.
  await page.getByLabel('Recipients').fill(`${memberEmail},5\nnobody-${run}@example.com,5`);
  await page.getByRole('button', { name: 'Grant', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was granted' });
  await expect(alert).toContainText('Line 2');
  await expect(alert).toContainText('No member found for this entry.');

  // The audit log lists both creations and the grant.
  await open(page, '/en/staff/audit/');
  await expect(page.getByRole('rowheader', { name: /Coin granted/ })).toHaveCount(2); // this one and the demo's
  // other flows of the run create and remove tags too (speed.spec.ts): the newest entry is this one
  await expect(page.getByRole('rowheader', { name: /Tag created/ }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Category created/ }).first()).toBeVisible();

  // The member sees the grant and its reason in the balance history.
  await open(member, '/en/user-center/');
  await expect(member.getByText(reason)).toBeVisible();

  // ... and files a task under the new category and tag.
  await open(member, '/en/task-create/');
  const title = `Console e2e task ${run}`;
  await member.getByLabel('Title', { exact: true }).fill(title);
  await member.getByLabel('Description', { exact: true }).fill('Show your light show.');
  await member.getByLabel('Category', { exact: true }).selectOption({ label: category.en });
  await member.getByRole('button', { name: `#${tag}` }).click();
  await expect(member.getByText('One entry per person.')).toBeVisible();
  await member.getByLabel('Reward amount (MIAO COIN)').fill('20');
  await member.getByRole('button', { name: 'Publish task' }).click();
  await expect(member).toHaveURL(/\/en\/dao\/\d+\/$/);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByText(`#${tag}`).first()).toBeVisible();
  const id = Number(new URL(member.url()).pathname.match(/\/dao\/(\d+)\//)![1]);
  const task = await (await member.request.get(`/api/tasks/${id}`)).json();
  expect(task.category).toMatchObject({ name: category.cn, name_en: category.en });

  // Staff now cannot delete the tag: it is in use (spec 8 style message); hiding works.
  await open(page, '/en/staff/taxonomy/');
  await page.getByRole('button', { name: `Delete ${tag}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this tag?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText('This tag is used by tasks and cannot be deleted, hide it instead'),
  ).toBeVisible();

  expect(problems, 'console errors of the member').toEqual([]);
  await member.context().close();
});

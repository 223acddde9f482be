import { expect, open, signInThroughPage, test } from './fixtures';

test('asking on /en/chat/ streams a cited answer, and a citation leads to the product page', async ({
  page,
}) => {
  await open(page, '/en/chat/');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat assistant' })).toBeVisible();
  // the page shows the conversation itself: no floating chat button here
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toHaveCount(0);

  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('How many USB-C ports does the CYBERCHARGE 40W charger have?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('.chat-message--assistant').last();
  await expect(answer).toContainText('USB-C');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  const sources = answer.getByRole('navigation', { name: 'Sources' });
  await sources.getByRole('link', { name: 'CYBERCHARGE 40W' }).first().click();
  await expect(page).toHaveURL(/\/en\/cybercharge\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('asking on /cn/chat/ answers in Chinese and says honestly what it does not know', async ({ page }) => {
  await open(page, '/cn/chat/');
  const input = page.getByLabel('你的问题');
  await input.fill('预售定金可以退吗？');
  await input.press('Enter');
  const answer = page.locator('.chat-message--assistant').last();
  await expect(answer).toContainText('20%');
  await expect(answer).toHaveAttribute('aria-busy', 'false');

  await input.fill('法国的首都是哪里？');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.locator('.chat-message--assistant').last()).toContainText('没有找到答案');

  await page
    .locator('.chat-message--assistant')
    .first()
    .getByRole('navigation', { name: '来源' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/cn\/after-sales\//);
});

test('the chat box opens from any page, and a member finds the conversation again', async ({ page }) => {
  await signInThroughPage(page, 'alice@example.com');
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const box = page.getByRole('dialog', { name: 'Chat assistant' });
  await expect(box.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await box
    .getByRole('textbox', { name: 'Your question' })
    .fill('What is the actuation force of the Icy Silver switch?');
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.locator('.chat-message--assistant').last()).toContainText('37gf');
  await expect(box.locator('.chat-message--assistant').last()).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();

  // kept for the member: the /chat/ page shows it again
  await open(page, '/en/chat/');
  await expect(page.locator('.chat-message--user').first()).toContainText('Icy Silver switch');
  await expect(page.locator('.chat-message--assistant').first()).toContainText('37gf');
});

test('a member without the permission is refused at /ai-login/', async ({ page }) => {
  await signInThroughPage(page, 'bob@example.com', '/en/ai-login/');
  await expect(page.getByRole('alert')).toContainText('No access permission');
});

test('staff add an FAQ entry at /ai-login/ and the assistant answers from it', async ({ page }) => {
  await signInThroughPage(page, 'admin@example.com', '/en/ai-login/');
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Question').fill('When is the showroom open?');
  await english.getByLabel('Answer').fill('The showroom is open daily from 10:00 to 22:00.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The showroom is open daily from 10:00 to 22:00.')).toBeVisible();

  await open(page, '/en/chat/');
  await page.getByRole('textbox', { name: 'Your question' }).fill('When is your showroom open?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.chat-message--assistant').last()).toContainText('10:00 to 22:00');
});

test('staff sign in at /finance-login/ and read the supply, its chart and the ledger check', async ({
  page,
}) => {
  await signInThroughPage(page, 'admin@example.com', '/en/finance-login/');
  await expect(page.getByRole('heading', { name: 'MIAO COIN supply' })).toBeVisible();
  const chart = page.getByTestId('finance-supply-chart');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /in wallets/);
  await expect(page.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
  await expect(page.getByTestId('finance-movements-chart')).toBeVisible();
  const csv = page.getByRole('link', { name: 'Export balance records (CSV)' });
  await expect(csv).toHaveAttribute('href', /\/api\/finance\/balance-records\.csv\?/);
});

test('a member without the permission is refused at /finance-login/', async ({ page }) => {
  await signInThroughPage(page, 'bob@example.com', '/en/finance-login/');
  await expect(page.getByRole('alert')).toContainText('No access permission');
});

import { expect, open, signInThroughPage, test } from './fixtures';

// The demo seed (seed/demo-numbers.ts): the HATSU queue has 100 numbers, 1, 8 and 57 taken, Bob's
// turn open, Alice next in line.
test('a buyer picks a number in their turn, and the next buyer’s turn opens', async ({ browser, page }) => {
  test.slow();
  await signInThroughPage(page, 'bob@example.com', '/en/am-hatsu/number/');
  const entry = page.getByTestId('number-entry');
  await expect(entry.getByRole('heading', { name: 'Your turn: pick your number' })).toBeVisible();
  await expect(entry.getByRole('timer')).toHaveText(/^[0-3]:\d\d:\d\d$/);
  // taken numbers cannot be chosen
  await expect(entry.getByRole('radio', { name: '8, taken', exact: true })).toBeDisabled();
  await entry.getByRole('radio', { name: '42, free', exact: true }).check();
  await entry.getByLabel('Note (optional)').fill('For the studio desk');
  await entry.getByRole('button', { name: 'Confirm number 42' }).click();
  // picking is final: a last step says so and names the number (issue 35 item 11)
  const final = page.getByRole('dialog', { name: /42/ });
  await expect(final).toContainText('This is final');
  await final.getByRole('button', { name: 'Yes, number 42 is final' }).click();
  await expect(entry.getByRole('heading', { name: 'Your number is 42' })).toBeVisible();
  await expect(entry.getByText('Number 42 is yours.')).toBeVisible();
  await expect(page.getByText('4 of 100 numbers taken')).toBeVisible();

  // the user center shows it (spec 7 nft-number info)
  await open(page, '/en/user-center/');
  await expect(page.getByTestId('my-number').filter({ hasText: 'MIAO-EN-100245' })).toContainText('No. 42');

  // Alice was next: her turn opened at once
  const context = await browser.newContext();
  const alice = await context.newPage();
  await signInThroughPage(alice, 'alice@example.com', '/en/am-hatsu/number/');
  const hers = alice.getByTestId('number-entry');
  await expect(hers.getByRole('heading', { name: 'Your turn: pick your number' })).toBeVisible();
  await expect(hers.getByRole('radio', { name: '42, taken', exact: true })).toBeDisabled();
  // a note over 128 characters cannot be sent
  await hers.getByRole('radio', { name: '7, free', exact: true }).check();
  await hers.getByLabel('Note (optional)').fill('n'.repeat(129));
  await expect(hers.getByRole('button', { name: 'Confirm number 7' })).toBeDisabled();
  await context.close();
});

test('a visitor is asked to sign in; a refused order shows its message', async ({ page }) => {
  await open(page, '/cn/am-hatsu/number/');
  await expect(page.getByRole('heading', { name: '登录后排队' })).toBeVisible();
  await signInThroughPage(page, 'alice@example.com', '/en/am-hatsu/number/');
  await page.getByLabel('Order number').fill('MIAO-EN-100231');
  await page.getByLabel('Name', { exact: true }).fill('Alice');
  await page.getByRole('button', { name: 'Join the line' }).click();
  // a CYBERBOARD order is not in the HATSU queue
  await expect(page.getByRole('alert')).toHaveText('Order not found');
});

import { expect, open, signInThroughPage, test } from './fixtures';

// The demo seed (apps/server/src/seed/demo-customisation.ts): Bob's AM 65 LESS paid a day ago
// (editable) and his COMPACT TOUCH paid three weeks ago (locked, text saved).
const OPEN_ORDER = 'MIAO-EN-100410';
const LOCKED_ORDER = 'MIAO-EN-100377';

test('a visitor previews text on the keyboard drawing', async ({ page }) => {
  await open(page, '/en/am-65-less/custom/');
  await expect(page.getByRole('heading', { level: 1, name: 'Customise your AM 65 LESS' })).toBeVisible();
  await expect(page.getByText('This page is a preview')).toBeVisible();
  await page.getByLabel('Left light text').fill('HELLO');
  const art = page.getByRole('img', { name: /AM 65 LESS preview/ });
  await expect(art).toHaveAttribute('aria-label', /left light reads “HELLO”/);
  await expect(art.locator('[data-area="left"] text')).toHaveText('HELLO');
  await page.getByRole('button', { name: 'Input issues?' }).click();
  await expect(page.getByRole('dialog', { name: 'What can I write?' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  // saving needs the owner's account
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Saving a customisation needs the account your order belongs to.'),
  ).toBeVisible();
});

test('Bob customises his seeded order, sees the preview, then finds the old order locked', async ({
  page,
}) => {
  await signInThroughPage(page, 'bob@example.com', '/en/am-65-less/custom/');
  await page.getByLabel('Order number').fill(OPEN_ORDER);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('custom-status')).toContainText(`Order ${OPEN_ORDER} found`);

  await page.getByLabel('Left light text').fill('BOB');
  await page.getByLabel('Right light text').fill('TYPES FAST');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('custom-error')).toHaveText(
    'You have not customized the middle area, please finish editing and submit',
  );
  await page.getByLabel('Middle: engraving above the USB-C port').fill('Made for Bob 2025');
  const art = page.getByRole('img', { name: /AM 65 LESS preview/ });
  await expect(art.locator('[data-area="middle"] text')).toHaveText('Made for Bob 2025');
  await expect(art.locator('[data-area="right"] text')).toHaveText('TYPES FAST');

  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your customisation' });
  await expect(dialog.getByText('Made for Bob 2025')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(page.getByTestId('custom-status')).toContainText('Last saved');

  // reloaded, the saved text comes back from the server
  await open(page, '/en/am-65-less/custom/');
  await page.getByLabel('Order number').fill(OPEN_ORDER);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByLabel('Middle: engraving above the USB-C port')).toHaveValue('Made for Bob 2025');

  // the COMPACT TOUCH bought three weeks ago is locked
  await open(page, '/en/am-compact-touch/custom/');
  await page.getByLabel('Order number').fill(LOCKED_ORDER);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('custom-status')).toContainText(
    'The customization time has expired and cannot be customized',
  );
  await expect(page.getByLabel('Left light text')).toHaveValue('BOB');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // the AM 65 LESS order is not a COMPACT TOUCH order
  await page.getByLabel('Order number').fill(OPEN_ORDER);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('custom-status')).toContainText(
    'You do not have customized order, please go to the mall to purchase first',
  );
});

test('staff export the locked customisations as CSV', async ({ page }) => {
  await signInThroughPage(page, 'admin@example.com', '/en/staff/customisation/');
  await expect(page.getByRole('heading', { name: 'Keyboard customisation' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: LOCKED_ORDER })).toBeVisible();
  const csv = await page.request.get('/api/staff/custom-orders.csv');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(
    `${LOCKED_ORDER},overseas,am-compact-touch,1,BOB,Made for Bob,TYPE 24/7,true,`,
  );
});

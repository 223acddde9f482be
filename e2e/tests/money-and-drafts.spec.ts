// Issue 35 item 6: sending MIAO COIN goes through a review naming amount, recipient and remarks and
// is sent once however often Confirm is pressed; a reply typed to one comment survives Reply on
// another and a reload; a page with an unsent comment or a changed task form asks before it is left.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, open, postTask, signedInStaff, signInByApi, test } from './fixtures';

const shots = (name: string) => `test-results/screens/money-and-drafts-${name}.png`;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function transfersOf(page: Page, remarks: string): Promise<number> {
  const history = (await (await page.request.get('/api/balance/history?page_size=100')).json()) as {
    results: { record: { remarks: string } }[];
  };
  return history.results.filter((r) => r.record.remarks === remarks).length;
}

for (const language of ['en', 'cn'] as const) {
  const words =
    language === 'en'
      ? {
          review: 'Review',
          reviewTitle: 'Check before sending',
          confirm: 'Confirm and send',
          back: 'Back',
          to: 'Recipient wallet address',
          amount: 'Amount',
          remarks: 'Remarks (optional)',
          sent: 'Sent successfully',
        }
      : {
          review: '核对',
          reviewTitle: '转账前请核对',
          confirm: '确认转账',
          back: '返回修改',
          to: '接收钱包地址',
          amount: '数量',
          remarks: '备注（选填）',
          sent: '发送成功',
        };

  for (const viewport of VIEWPORTS) {
    test(`coin is sent once, after a review (${language}, ${viewport.width} px)`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const alice = await playwright.request.newContext({ baseURL });
      await signInByApi(alice, { email: 'alice@example.com' });
      const address = ((await (await alice.get('/api/users/me')).json()) as { wallet_address: string })
        .wallet_address;
      await signInByApi(page.request, { email: 'bob@example.com' });
      await open(page, `/${language}/user-center/`);
      await page.locator('.coin-balance__send').click();
      const dialog = page.getByRole('dialog');
      const remarks = `r${viewport.width}${language}${Date.now().toString(36)}`.slice(0, 20);
      await dialog.getByLabel(words.to).fill(address);
      await dialog.getByLabel(words.amount).fill('2');
      await dialog.getByLabel(words.remarks).fill(remarks);
      await dialog.getByRole('button', { name: words.review }).click();

      const review = page.getByRole('dialog', { name: words.reviewTitle });
      await expect(review).toContainText(address);
      await expect(review).toContainText(remarks);
      await expect(review.locator('.coin-review__row--amount dd')).toContainText('2');
      expect(await transfersOf(page, remarks), 'nothing moved before Confirm').toBe(0);
      await page.screenshot({ path: shots(`coin-review-${language}-${viewport.width}`) });
      expect(await axeFindings(page, ['.dialog'])).toEqual([]);

      await review.getByRole('button', { name: words.back }).click();
      await expect(dialog.getByLabel(words.amount)).toHaveValue('2');
      await expect(dialog.getByLabel(words.remarks)).toHaveValue(remarks);
      await dialog.getByRole('button', { name: words.review }).click();
      await review.getByRole('button', { name: words.confirm }).dblclick();
      await expect(page.getByText(words.sent)).toBeVisible();
      await expect(review).toBeHidden();
      await expect.poll(() => transfersOf(page, remarks), { message: 'one transfer' }).toBe(1);
      await alice.dispose();
    });
  }
}

test.describe('drafts', () => {
  test('a reply typed to one comment survives Reply on another and a reload; leaving asks first', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const staff = await signedInStaff(playwright, baseURL);
    const word = `Drafts${Date.now().toString(36)}`;
    const taskId = await postTask(staff, { title: `${word} task`, content: `<p>${word}</p>` });
    const comment = async (text: string) => {
      const answer = await staff.post('/api/comments', {
        data: { content: `<p>${text}</p>`, content_type: 'coin_task', object_id: taskId },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    };
    const first = await comment(`${word} first`);
    const second = await comment(`${word} second`);
    await staff.dispose();

    await signInByApi(page.request, { email: 'bob@example.com' });
    await open(page, `/en/dao/${taskId}/`);
    const replyTo = (id: number) =>
      page.locator(`#task-comment-${id} .comment__actions`).getByRole('button', { name: 'Reply' });
    const box = (id: number) => page.locator(`#task-comment-${id} .comment__reply-box [role="textbox"]`);

    await replyTo(first).click();
    await box(first).click();
    await page.keyboard.type('half a reply to the first');
    await replyTo(second).click();
    await expect(box(first)).toHaveCount(0);
    await box(second).click();
    await page.keyboard.type('and one to the second');
    await replyTo(first).click();
    await expect(box(first)).toHaveText('half a reply to the first');
    await page.screenshot({ path: shots('reply-draft-390') });

    // an in-app link asks; staying keeps the page and the reply
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    await page.locator(`#task-comment-${first} a.comment__author`).click();
    await expect
      .poll(() => asked)
      .toEqual(['confirm: Leave this page? What you typed in a comment has not been sent.']);
    await expect(page).toHaveURL(new RegExp(`/en/dao/${taskId}/$`));
    await expect(box(first)).toHaveText('half a reply to the first');

    // a reload asks the browser's own question; the drafts come back after it
    page.once('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    expect(asked.at(-1)).toBe('beforeunload');
    await replyTo(second).click();
    await expect(box(second)).toHaveText('and one to the second');
  });

  test('a changed task form asks before an in-app link leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page.request, { email: 'bob@example.com' });
    await open(page, '/cn/task-create/');
    const link = page.locator('header a[href^="/cn/"]').first();
    await page.getByLabel('标题', { exact: true }).fill('草稿中的任务');
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await link.click();
    await expect.poll(() => asked).toEqual(['要离开此页吗？任务表单中的修改还没有保存。']);
    await expect(page).toHaveURL(/\/cn\/task-create\/$/);
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue('草稿中的任务');
  });
});

import type { Browser, Page } from '@playwright/test';
import { expect, signInThroughPage, test, open } from './fixtures';

// A 40x12 cyan PNG: small enough to upload at once, a real image for the server's content check.
const IMAGE = {
  name: 'wpm.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAMCAIAAACfoWgaAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJElEQVR4nGOw+fB/QBDDqMUfRoPaZjRx/R/NTh9GCxAbIopMAGqmEN1N8WcqAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/**
 * Alice's task from the demo seed: processing, operation manual, 45 MIAO COIN escrowed, no
 * comments. She cannot start a new one here: the seed created her tasks at start-up and task
 * creation is limited to once an hour per member (spec 5).
 */
const TASK_TITLE = 'Typing test: post your WPM on the Relic 80';

/** A member in a browser context of their own; `problems` collects console errors as the fixture does. */
async function memberPage(browser: Browser, email: string, landing: string) {
  const context = await browser.newContext();
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  await signInThroughPage(page, email, landing);
  return { page, problems };
}

/** The MIAO COIN balance shown in the user center. */
async function balanceIn(page: Page): Promise<number> {
  await open(page, '/en/user-center/');
  const row = page.locator('.coin-balance__row', { hasText: 'MIAO COIN' });
  await expect(row).toBeVisible();
  return Number((await row.locator('.coin-balance__count').innerText()).replace(/\D/g, ''));
}

async function unreadCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/notifications?is_read=false&page_size=1');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { count: number }).count;
}

test('bob comments with an image, alice replies mentioning him, bob likes it, alice rewards him and the batch reward pays him', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInThroughPage(page, 'alice@example.com', '/en/dao/');
  const tasks = (await (await page.request.get('/api/tasks?language=en&page_size=100')).json()) as {
    results: { id: number; title: string }[];
  };
  const task = tasks.results.find((t) => t.title === TASK_TITLE);
  expect(task, 'the seeded task of alice').toBeTruthy();
  const taskPath = `/en/dao/${task!.id}/`;

  const bob = await memberPage(browser, 'bob@example.com', '/en/user-center/');
  const balanceBefore = await balanceIn(bob.page);
  const unreadBefore = await unreadCount(bob.page);

  // Bob comments with an image uploaded through the editor.
  await open(bob.page, taskPath);
  await expect(bob.page.getByRole('heading', { level: 1, name: TASK_TITLE })).toBeVisible();
  // the editor loads as its box comes near the screen, as a reader scrolls down to it
  await bob.page.locator('#task-comments').scrollIntoViewIfNeeded();
  const editor = bob.page.getByRole('textbox', { name: 'Write a comment' });
  await editor.click();
  await editor.pressSequentially('142 WPM on the Relic 80, screenshot below.');
  await bob.page.getByLabel('Upload image').setInputFiles(IMAGE);
  await expect(editor.locator('img')).toBeVisible();
  await bob.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.page.getByText('Comment posted')).toBeVisible();
  const bobsComment = bob.page.getByRole('article', { name: 'Comment by Bob' });
  await expect(bobsComment).toContainText('142 WPM on the Relic 80');
  await expect(bobsComment.locator('.comment__content img')).toBeVisible();
  await expect(editor).not.toContainText('142 WPM');

  // Alice replies to it, mentioning bob through the suggestions.
  await open(page, taskPath);
  const commentByBob = page.getByRole('article', { name: 'Comment by Bob' });
  await commentByBob.getByRole('button', { name: 'Reply' }).click();
  const replyBox = page.getByRole('textbox', { name: 'Reply to Bob' });
  await replyBox.pressSequentially('Fast hands @Bo');
  await page.getByRole('option', { name: 'Bob' }).click();
  await replyBox.pressSequentially('the pool is yours soon.');
  await page.locator('.comment__reply-box').getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  const alicesReply = page.locator('.comment-replies').getByRole('article', { name: 'Comment by Alice' });
  await expect(alicesReply).toContainText('Fast hands @Bob the pool is yours soon.');
  await expect(alicesReply.locator('.comment__to')).toContainText('@Bob');

  // Bob has two new notifications, the reply and the mention; the user icon lights up.
  expect(await unreadCount(bob.page)).toBe(unreadBefore + 2);
  await open(bob.page, '/en/user-center/');
  const onTask = bob.page.locator('.notification', { hasText: TASK_TITLE });
  await expect(onTask).toHaveCount(2);
  await expect(onTask.filter({ hasText: 'Alice replied to your comment' })).toHaveCount(1);
  const mention = onTask.filter({ hasText: 'Alice mentioned you' });
  await expect(mention).toContainText('Fast hands @Bob the pool is yours soon.');
  await expect(mention.locator('.notification__link')).toHaveClass(/is-unread/);
  await expect(bob.page.getByRole('link', { name: 'User center, unread notifications' })).toBeVisible();

  // Opening the mention marks it read and opens the task at the reply in a new tab; bob likes it there.
  const [tab] = await Promise.all([bob.page.context().waitForEvent('page'), mention.locator('a').click()]);
  await expect(tab).toHaveURL(new RegExp(`/en/dao/${task!.id}/#task-comment-\\d+$`));
  const replyId = new URL(tab.url()).hash.replace('#task-comment-', '');
  const target = tab.locator(`#task-comment-${replyId}`);
  await expect(target).toBeInViewport();
  await expect(target).toHaveClass(/is-target/);
  await expect(target).toContainText('Fast hands @Bob');
  await target.getByRole('button', { name: 'Like 0' }).click();
  await expect(target.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mention.locator('.notification__link')).not.toHaveClass(/is-unread/);
  expect(await unreadCount(bob.page)).toBe(unreadBefore + 1);
  await tab.close();

  // Alice rewards bob's comment: a negative entry counts by its absolute value.
  await page.reload();
  await commentByBob.getByRole('button', { name: 'Reward' }).click();
  const rewardDialog = page.getByRole('dialog', { name: 'Reward this comment' });
  await rewardDialog.getByLabel('Amount (MIAO COIN)').fill('-15');
  await expect(rewardDialog.getByText('Rewards 15 MIAO COIN')).toBeVisible();
  await rewardDialog.getByRole('button', { name: 'Reward', exact: true }).click();
  await expect(page.getByText('Reward of 15 MIAO COIN saved')).toBeVisible();
  await expect(commentByBob.locator('.reward-chip')).toContainText('+15');
  await expect(page.locator('.task-winners')).toContainText('Bob');

  // Alice closes the task; she does not hold task.reward, so no batch reward for her.
  await page.getByRole('button', { name: 'Close task' }).click();
  await page
    .getByRole('dialog', { name: 'Close this task?' })
    .getByRole('button', { name: 'Close task' })
    .click();
  await expect(page.getByText('Task closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send rewards' })).toHaveCount(0);

  // Staff (task.reward) sends the batch reward.
  const admin = await memberPage(browser, 'admin@example.com', taskPath);
  await admin.page.getByRole('button', { name: 'Send rewards' }).click();
  const batch = admin.page.getByRole('dialog', { name: 'Send the rewards?' });
  await expect(batch).toContainText('15 MIAO COIN');
  await batch.getByRole('button', { name: 'Send rewards' }).click();
  await expect(admin.page.getByText('Rewards sent: 1 comments, 15 MIAO COIN')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Send rewards' })).toHaveCount(0);
  await expect(
    admin.page.getByRole('article', { name: 'Comment by Bob' }).locator('.reward-chip--sent'),
  ).toContainText('+15');

  // Bob's balance grew by the reward.
  expect(await balanceIn(bob.page)).toBe(balanceBefore + 15);

  expect(bob.problems, 'console errors of bob').toEqual([]);
  expect(admin.problems, 'console errors of staff').toEqual([]);
  await bob.page.context().close();
  await admin.page.context().close();
});

// Decision 064: staff set the join-us chat widget in the console; the overseas info page with the
// join-us block then embeds it, and the page's Content-Security-Policy lets its origin be framed,
// without a rebuild or a restart. The widget here is a file of this server on plain http, which the
// server accepts for localhost outside production only (https everywhere else).
import { expect, open, signedInStaff, signInThroughPage, test } from './fixtures';

const frameSrc = (csp: string | undefined) => /(?:^|;)frame-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';

test('staff set the chat widget in the console; the en about-us page embeds it and frame-src lists its origin', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const widget = `${origin}/favicon.svg?widget=${Date.now().toString(36)}`;
  const before = await request.get('/en/about-us/');
  expect(frameSrc(before.headers()['content-security-policy'])).toBe("'self'");
  const staff = await signedInStaff(playwright, baseURL);
  try {
    await signInThroughPage(page, 'admin@example.com', '/en/staff/site-links/');
    const form = page.getByRole('form', { name: 'Community chat widget' });
    await expect(form.getByLabel('China mode')).toHaveCount(0);
    const overseas = form.getByLabel('Overseas mode');
    // a value that could break into the header is refused in the form
    await overseas.fill(`${origin}/x;script-src *`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('https address');
    await overseas.fill(widget);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Community chat widget saved.')).toBeVisible();

    // the page, fresh from the server: the origin (never the path) in frame-src, the iframe in the HTML
    const response = await open(page, '/en/about-us/');
    const policy = frameSrc(response?.headers()['content-security-policy']);
    expect(policy).toBe(`'self' ${origin}`);
    expect(policy).not.toContain('favicon');
    const frame = page.getByTitle('Community chat');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', widget);
    await expect.poll(() => page.frames().some((f) => f.url() === widget)).toBe(true);
    await expect(page.getByRole('link', { name: /Open the community chat/ })).toHaveCount(0);

    // the China-mode page shows the QR code, not the widget
    await open(page, '/cn/about-us/');
    await expect(page.getByRole('img', { name: '打开玩家群的二维码' })).toBeVisible();
    await expect(page.getByTitle('社区聊天')).toHaveCount(0);
  } finally {
    const cleared = await staff.patch('/api/site-links/chat_widget', { data: { overseas_url: '' } });
    expect(cleared.status()).toBe(200);
    await staff.dispose();
  }
  // cleared: the link to the community chat again, and frame-src this site only
  const after = await request.get('/en/about-us/');
  expect(frameSrc(after.headers()['content-security-policy'])).toBe("'self'");
  await open(page, '/en/about-us/');
  await expect(page.getByRole('link', { name: /Open the community chat/ })).toBeVisible();
  await expect(page.getByTitle('Community chat')).toHaveCount(0);
});

// Issue 13: rendered pages are kept and served as stored bytes until the product settings change;
// a change made by staff shows on the next request, in every language.
import { expect, signInByApi, test } from './fixtures';

const CODE = 'cyberboard-r4';

test('a rendered page is served from the cache, and a product rename shows at once', async ({
  request,
  playwright,
  baseURL,
}) => {
  const first = await request.get('/en/products/', { headers: { 'accept-encoding': 'br' } });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers()['vary']).toMatch(/accept-encoding/i);
  const again = await request.get('/en/products/');
  expect(await again.text()).toBe(await first.text());

  // staff in a context of their own: the visitor's page variant (no sign-in) stays the cached one
  const staff = await playwright.request.newContext({ baseURL });
  await signInByApi(staff, { email: 'admin@example.com' });
  const settings = (await (await staff.get('/api/product-settings')).json()) as {
    code: string;
    overseas_name: string;
    cn_name: string;
  }[];
  const before = settings.find((s) => s.code === CODE)!;
  const renamed = `${before.overseas_name} Launch Edition`;
  try {
    const patched = await staff.patch(`/api/product-settings/${CODE}`, { data: { overseas_name: renamed } });
    expect(patched.status(), await patched.text()).toBe(200);
    const after = await (await request.get('/en/products/')).text();
    expect(after).toContain(renamed);
    // the China-mode page renders the same settings anew, in its own language
    expect(await (await request.get('/cn/products/')).text()).toContain(before.cn_name);
  } finally {
    await staff.patch(`/api/product-settings/${CODE}`, { data: { overseas_name: before.overseas_name } });
    await staff.dispose();
  }
  expect(await (await request.get('/en/products/')).text()).not.toContain(renamed);
});

import { SITE_LINK_DEFAULTS, SITE_LINK_KEYS } from '@miao/contracts/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { SITE_LINKS_SCOPE } from '../../platform/change-feed';
import { ensureSiteLinks } from './site-links';

type Auth = { authorization: string };

// Issue 17: store and social links are settings staff edit, read by every page.
describe('site links', () => {
  let t: TestApp;
  let staff: Auth;
  let member: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/site-links', headers });
  const patch = (key: string, payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'PATCH', url: `/api/site-links/${key}`, headers, payload });

  it('answers every link with its defaults, cached for visitors and fresh for the signed-in', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const links = res.json() as { key: string; cn_url: string; overseas_url: string; url: string }[];
    expect(links.map((l) => l.key)).toEqual([...SITE_LINK_KEYS]);
    expect(links.find((l) => l.key === 'store')).toMatchObject({
      cn_url: SITE_LINK_DEFAULTS.store.cn_url,
      overseas_url: SITE_LINK_DEFAULTS.store.overseas_url,
    });
    expect((await read(member)).headers['cache-control']).toBe('no-store');
  });

  it('refuses visitors (401) and members (403) before looking at the input, and changes nothing', async () => {
    const before = (await read()).json();
    const visitor = await patch('store', { cn_url: 'https://evil.example/' }, {});
    expect(visitor.statusCode).toBe(401);
    const refused = await patch('store', { cn_url: 'https://evil.example/' }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('no_operation_permission');
    expect((await patch('store', { cn_url: 'not a url' }, member)).statusCode).toBe(403);
    expect((await read()).json()).toEqual(before);
  });

  it('announces a staff edit on the change feed, so every process renders its pages anew', async () => {
    // the rendered pages carry the links and are kept under this scope's count (platform/web.ts)
    const heard = async () => {
      await t.app.deps.changes.sync();
      return t.app.deps.changes.stamp([SITE_LINKS_SCOPE]);
    };
    const before = await heard();
    expect(before).toBeDefined();
    await read();
    expect(await heard()).toBe(before); // reading announces nothing
    expect((await patch('studio', { url: 'https://studio.miao.example/' })).statusCode).toBe(200);
    const after = await heard();
    expect(after).not.toBe(before);
    // a refused edit changes nothing and announces nothing
    expect((await patch('studio', { url: 'https://evil.example/' }, member)).statusCode).toBe(403);
    expect(await heard()).toBe(after);
  });

  it('lets staff change only the fields sent; a restart keeps the edit', async () => {
    const res = await patch('store', { cn_url: 'https://shop.miao.cn/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'store',
      cn_url: 'https://shop.miao.cn/',
      overseas_url: SITE_LINK_DEFAULTS.store.overseas_url,
    });
    const cleared = await patch('twitter', { overseas_url: '' });
    expect(cleared.json()).toMatchObject({ url: SITE_LINK_DEFAULTS.twitter.url, overseas_url: '' });
    await ensureSiteLinks(t.db);
    const links = (await read(staff)).json() as { key: string; cn_url: string }[];
    expect(links.find((l) => l.key === 'store')?.cn_url).toBe('https://shop.miao.cn/');
  });

  it('accepts http(s) and mailto: addresses only, and known keys only', async () => {
    for (const bad of ['javascript:alert(1)', 'ftp://files.example/', 'shop.example.com', 'x'.repeat(501)]) {
      const res = await patch('store', { overseas_url: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().code).toBe('validation_error');
    }
    expect((await patch('contact', { overseas_url: 'mailto:hello@miao.example' })).statusCode).toBe(200);
    expect((await patch('store', {})).statusCode).toBe(422);
    expect((await patch('myspace', { url: 'https://myspace.com/' })).statusCode).toBe(422);
  });
});

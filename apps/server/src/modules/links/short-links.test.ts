import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { redirectTarget } from './service';

type Auth = { authorization: string };

describe('short links', () => {
  let t: TestApp;
  let staff: Auth;
  let member: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(async () => {
    // The concurrent test opens several PostgreSQL connections. pool.end() does not wait for them to
    // close, so the harness's DROP DATABASE … WITH (FORCE) can reach one still closing; its goodbye
    // must not surface as an uncaught error.
    (t.db as unknown as { $client?: { on?(event: 'error', listener: () => void): void } }).$client?.on?.(
      'error',
      () => {},
    );
    await t.close();
  });

  const create = (payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url: '/api/admin/short-links', headers, payload });
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  const hitsOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/short-links?page_size=100',
      headers: staff,
    });
    return (res.json().results as { id: string; hits: number }[]).find((l) => l.id === id)?.hits;
  };

  it('lets only staff create links', async () => {
    expect((await create({ id: 'nope', target: '/am-master/' }, {})).statusCode).toBe(401);
    expect((await create({ id: 'nope', target: '/am-master/' }, member)).statusCode).toBe(403);
    const url = '/api/admin/short-links';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
  });

  it('redirects /sl/{id} and /sl/{id}/ to the target and counts every visit', async () => {
    const res = await create({ id: 'relic', target: '/am-relic-80/?p=2' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'relic',
      target: '/am-relic-80/?p=2',
      url: 'http://localhost:3000/sl/relic/',
      hits: 0,
    });
    for (const url of ['/sl/relic', '/sl/relic/']) {
      const go = await visit(url);
      expect(go.statusCode).toBe(302);
      expect(go.headers.location).toBe('/am-relic-80/?p=2');
      expect(go.headers['cache-control']).toBe('no-store');
    }
    const cn = await visit('/cn/sl/relic/');
    expect(cn.statusCode).toBe(302);
    expect(cn.headers.location).toBe('/cn/am-relic-80/?p=2');
    expect(await hitsOf('relic')).toBe(3);
  });

  it('counts concurrent visits exactly', async () => {
    await create({ id: 'busy', target: 'https://store.miao.example.com/products/am-hatsu' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => visit('/sl/busy/')));
    expect(
      answers.every(
        (a) =>
          a.statusCode === 302 && a.headers.location === 'https://store.miao.example.com/products/am-hatsu',
      ),
    ).toBe(true);
    expect(await hitsOf('busy')).toBe(20);
  });

  it('makes an id when none is given and refuses a taken one', async () => {
    const made = await create({ target: '/cyberblade/app/' });
    expect(made.statusCode).toBe(201);
    expect(made.json().id).toMatch(/^[A-Za-z0-9]{6}$/);
    const taken = await create({ id: 'relic', target: '/elsewhere/' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('short_link_taken');
    expect((await visit('/sl/relic/')).headers.location).toBe('/am-relic-80/?p=2');
  });

  it.each([
    ['a protocol-relative target', { id: 'x1', target: '//evil.example.com/' }],
    ['a javascript target', { id: 'x2', target: 'javascript:alert(1)' }],
    ['a relative target', { id: 'x3', target: 'am-master' }],
    ['an id with a slash', { id: 'a/b', target: '/am-master/' }],
  ])('refuses %s', async (_what, payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(422);
  });

  it("answers an unknown link with a 404 page in the reader's language (issue 38), JSON to API clients", async () => {
    const en = await visit('/en/sl/unknown-link/');
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Short link not found');
    expect(en.body).toContain('href="/en/"');
    const cn = await visit('/cn/sl/unknown-link/');
    expect(cn.statusCode).toBe(404);
    expect(cn.body).toContain('短链接不存在');
    expect(cn.body).toContain('href="/cn/"');
    const bare = await t.app.inject({
      method: 'GET',
      url: '/sl/unknown-link/',
      headers: { accept: 'text/html', 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(bare.body).toContain('<html lang="zh-CN">');
    const json = await t.app.inject({
      method: 'GET',
      url: '/sl/unknown-link/',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('deletes for staff only', async () => {
    await create({ id: 'gone', target: '/qr/' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/short-links/gone', headers: member }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/short-links/gone', headers: staff });
    expect(res.statusCode).toBe(204);
    expect((await visit('/sl/gone/')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/short-links/gone', headers: staff }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the language prefix only for site paths without one', () => {
    expect(redirectTarget('/am-master/', 'en')).toBe('/en/am-master/');
    expect(redirectTarget('/cn/am-master/', 'en')).toBe('/cn/am-master/');
    expect(redirectTarget('https://example.com/', 'cn')).toBe('https://example.com/');
    expect(redirectTarget('/am-master/', undefined)).toBe('/am-master/');
  });
});

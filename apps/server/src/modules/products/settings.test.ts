import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, LANDING_PRODUCTS } from '@miao/contracts/catalog';
import { homeGroups, PRODUCT_STATUSES, type ProductSetting } from '@miao/contracts/products';
import { ensureReferenceData } from '../../seed/reference';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { staticSettingsFile } from './settings-service';

/** Landing pages of spec 2 (variants share their product's row) and header keys, checked to be seeded. */
const LANDING_PAGES = LANDING_PRODUCTS.map((product) => product.landing.slug);
const HEADER_KEYS = CATALOG.filter((product) => product.kind === 'link').map((product) => product.code);

describe('product settings', () => {
  let t: TestApp;
  let staff: { authorization: string };
  let member: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  const list = async (headers = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-settings', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as ProductSetting[];
  };
  const find = async (code: string) => (await list()).find((s) => s.code === code)!;
  const patch = (code: string, payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/product-settings/${encodeURIComponent(code)}`,
      headers,
      payload,
    });

  it('seeds every landing page and header key with a plausible catalogue', async () => {
    const settings = await list();
    const codes = settings.map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining([...LANDING_PAGES, ...HEADER_KEYS]));
    const statuses = settings.flatMap((s) => [s.cn_status, s.overseas_status]);
    for (const status of PRODUCT_STATUSES) expect(statuses).toContain(status);
    expect(
      settings.filter((s) => s.cn_status === 'jump' || s.overseas_status === 'jump').map((s) => s.code),
    ).toEqual(['AMTOYS']);
    const amtoys = settings.find((s) => s.code === 'AMTOYS')!;
    expect(amtoys.overseas_url).toMatch(/^https:\/\/discord\.gg\//);
    expect(settings.find((s) => s.code === 'DANCING CAT')!.path).toBe('');
    expect(settings.find((s) => s.code === 'COMPACT TOUCH SPLIT')!.path).toBe('/');
    for (const mode of ['cn', 'en'] as const) {
      const { top, bottom } = homeGroups(settings, mode);
      expect(top.length + bottom.length).toBeGreaterThanOrEqual(8);
      expect(top.length).toBeGreaterThan(0);
      expect(bottom.length).toBeGreaterThan(0);
    }
    const r4 = settings.find((s) => s.code === 'cyberboard-r4')!;
    expect(r4).toMatchObject({
      cn_is_top: true,
      cn_top_name: '赛博 R4',
      overseas_top_name: 'CYBERBOARD R4',
      path: '/cyberboard-r4/',
    });
    expect(r4.cn_url).toMatch(/^https:\/\/store\.miao\.example\.cn\//);
    expect(r4.overseas_url).toMatch(/^https:\/\/store\.miao\.example\.com\//);
  });

  it('is public and cacheable for a minute; signed-in readers get it uncached', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/product-settings' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/product-settings', headers: staff });
    expect(signedIn.statusCode).toBe(200);
    // a signed-in answer is never stored (docs/decisions/017): no-store overrides the route's private, no-cache
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('lets only staff edit: anonymous 401, member 403, and nothing changes', async () => {
    const before = await find('cyberboard-r4');
    const anonymous = await patch('cyberboard-r4', { cn_status: 'soldOut' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('sign_in_required');
    const byMember = await patch('cyberboard-r4', { cn_status: 'soldOut' }, member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('no_operation_permission');
    expect(await find('cyberboard-r4')).toEqual(before);
  });

  it('applies a staff edit of any field and rewrites the static JSON', async () => {
    const res = await patch('am-neon-80', {
      overseas_status: 'soldOut',
      cn_priority: 1000,
      cn_is_home: true,
      cn_is_top: true,
      cn_top_name: '霓虹 80',
      overseas_url: 'https://store.miao.example.com/products/neon',
      hide_buy: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'am-neon-80',
      overseas_status: 'soldOut',
      cn_status: 'GB',
      cn_priority: 1000,
      cn_is_top: true,
      cn_top_name: '霓虹 80',
      hide_buy: true,
    });
    expect(await find('am-neon-80')).toEqual(res.json());

    const file = JSON.parse(await readFile(staticSettingsFile(t.config.dataDir), 'utf8')) as ProductSetting[];
    expect(file.find((s) => s.code === 'am-neon-80')).toEqual(res.json());
    const served = await t.app.inject({ method: 'GET', url: '/static/product-settings.json' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=60');
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(served.json()).toEqual(await list());
    expect(homeGroups(served.json(), 'cn').top[0]!.code).toBe('am-neon-80');
  });

  it('writes the static JSON at start', async () => {
    const file = JSON.parse(await readFile(staticSettingsFile(t.config.dataDir), 'utf8')) as ProductSetting[];
    expect(file.map((s) => s.code)).toEqual(expect.arrayContaining(LANDING_PAGES));
  });

  it('edits codes with spaces (header keys)', async () => {
    const res = await patch('TIME MACHINE', { cn_status: 'restock' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cn_status).toBe('restock');
  });

  it.each([
    ['an unknown status', { cn_status: 'sold' }],
    ['a priority above 1000', { cn_priority: 1001 }],
    ['a negative priority', { overseas_priority: -1 }],
    ['a fractional priority', { cn_priority: 10.5 }],
    ['a non-http link', { cn_url: 'javascript:alert(1)' }],
    ['a link that is no URL', { overseas_url: 'store page' }],
    ['a jump link to ftp', { jump_url: 'ftp://example.com/' }],
    ['another site as page path', { path: '//evil.example.com/' }],
    ['a renamed code', { code: 'renamed' }],
    ['a name over 60 characters', { cn_name: 'x'.repeat(61) }],
    ['a string flag', { hide_buy: 'yes' }],
  ])('refuses %s with 422 and changes nothing', async (_what, payload) => {
    const before = await find('cybercharge');
    const res = await patch('cybercharge', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_error');
    expect(await find('cybercharge')).toEqual(before);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await patch('no-such-product', { cn_status: 'GB' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('publishes the brand-site calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/product-settings',
        '/api/product-settings/{code}',
        '/api/product-requests',
        '/api/product-requests/info',
        '/api/product-requests/count',
        '/api/newsletter',
        '/api/country-check',
        '/api/share/sign',
        '/api/app-versions/newest',
        '/api/app-versions/history',
        '/sl/{id}',
      ]),
    );
  });

  it('keeps staff edits when the reference seed runs again at the next start', async () => {
    await patch('hover', { overseas_status: 'soldOut', overseas_priority: 7 });
    await ensureReferenceData(t.db);
    expect(await find('hover')).toMatchObject({ overseas_status: 'soldOut', overseas_priority: 7 });
  });
});

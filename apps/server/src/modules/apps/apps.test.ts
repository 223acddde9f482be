import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

type Auth = { authorization: string };
const DOWNLOADS = 'https://download.miao.example.com/am-master';

describe('app versions', () => {
  let t: TestApp;
  let staff: Auth;
  let member: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
    for (const [platform, version, releasedAt, file] of [
      ['windows', '0.8.5', '2025-03-10T08:00:00Z', 'AM-Master-Setup-0.8.5.exe'],
      ['mac', '0.8.5', '2025-03-10T08:00:00Z', 'AM-Master-0.8.5.dmg'],
      ['windows', '0.8.6', '2025-06-18T08:00:00Z', 'AM-Master-Setup-0.8.6.exe'],
      ['mac', '0.8.6', '2025-06-18T08:00:00Z', 'AM-Master-0.8.6.dmg'],
    ] as const) {
      const res = await publish({
        app_code: 'am-master',
        platform,
        version,
        download_url: `${DOWNLOADS}/${file}`,
        notes_cn: `版本 ${version}`,
        notes_en: `Version ${version}`,
        released_at: releasedAt,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (
        await publish({
          app_code: 'am-master',
          platform: 'web',
          version: '0.8.6',
          download_url: '/am-master/',
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(() => t.close());

  function publish(payload: object, headers: Record<string, string> = staff) {
    return t.app.inject({ method: 'POST', url: '/api/admin/app-versions', headers, payload });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the newest release per platform, public', async () => {
    const windows = await get('/api/app-versions/newest?app_code=am-master&platform=windows');
    expect(windows.statusCode).toBe(200);
    expect(windows.json()).toMatchObject({
      app_code: 'am-master',
      platform: 'windows',
      version: '0.8.6',
      download_url: `${DOWNLOADS}/AM-Master-Setup-0.8.6.exe`,
      notes_en: 'Version 0.8.6',
      released_at: '2025-06-18T08:00:00.000Z',
      update_available: null,
    });
    expect((await get('/api/app-versions/newest?app_code=am-master&platform=mac')).json().download_url).toBe(
      `${DOWNLOADS}/AM-Master-0.8.6.dmg`,
    );
    expect((await get('/api/app-versions/newest?app_code=am-master&platform=web')).json().download_url).toBe(
      '/am-master/',
    );
  });

  it('says whether the caller is behind', async () => {
    const behind = await get('/api/app-versions/newest?app_code=am-master&platform=windows&version=0.8.5');
    expect(behind.json().update_available).toBe(true);
    const current = await get('/api/app-versions/newest?app_code=am-master&platform=windows&version=0.8.6');
    expect(current.json().update_available).toBe(false);
  });

  it('answers 404 for an app or platform without releases and 422 for a bad platform', async () => {
    expect((await get('/api/app-versions/newest?app_code=cyberblade&platform=android')).statusCode).toBe(404);
    expect((await get('/api/app-versions/newest?app_code=am-master&platform=linux')).statusCode).toBe(422);
    expect((await get('/api/app-versions/newest?app_code=am-master')).statusCode).toBe(422);
  });

  it('pages the history newest first, optionally per platform', async () => {
    const all = await get('/api/app-versions/history?app_code=am-master&page_size=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 5, page_number: 1, page_size: 2 });
    expect(all.json().results.map((r: { version: string }) => r.version)).toEqual(['0.8.6', '0.8.6']);
    const last = await get('/api/app-versions/history?app_code=am-master&page_size=2&page_number=3');
    expect(last.json().results).toHaveLength(1);
    expect(last.json().results[0].version).toBe('0.8.5');
    const mac = await get('/api/app-versions/history?app_code=am-master&platform=mac');
    expect(
      mac.json().results.map((r: { version: string; platform: string }) => `${r.platform} ${r.version}`),
    ).toEqual(['mac 0.8.6', 'mac 0.8.5']);
  });

  it('lists the releases of every app to staff only, newest first, optionally of one app', async () => {
    const other = await publish({
      app_code: 'cyberblade',
      platform: 'ios',
      version: '2.0.0',
      download_url: 'https://x.example.com/cyberblade.ipa',
      released_at: '2025-01-01T00:00:00Z',
    });
    expect(other.statusCode, other.body).toBe(201);
    const list = (url: string, headers: Record<string, string> = staff) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await list('/api/admin/app-versions', {})).statusCode).toBe(401);
    expect((await list('/api/admin/app-versions', member)).statusCode).toBe(403);

    const all = await list('/api/admin/app-versions?page_size=3');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ count: 6, page_number: 1, page_size: 3 });
    expect(all.json().results.map((r: { version: string }) => r.version)).toEqual([
      '0.8.6',
      '0.8.6',
      '0.8.6',
    ]);
    const last = await list('/api/admin/app-versions?page_size=3&page_number=2');
    expect(last.json().results.map((r: { app_code: string }) => r.app_code)).toEqual([
      'am-master',
      'am-master',
      'cyberblade',
    ]);
    const one = await list('/api/admin/app-versions?app_code=cyberblade');
    expect(one.json()).toMatchObject({ count: 1, results: [{ platform: 'ios', version: '2.0.0' }] });
    expect((await list('/api/admin/app-versions?app_code=Bad Code')).statusCode).toBe(422);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/app-versions/${other.json().id}`,
      headers: staff,
    });
  });

  it('lets only staff publish, edit and delete', async () => {
    const payload = {
      app_code: 'cyberblade',
      platform: 'android',
      version: '1.0.0',
      download_url: 'https://x.example.com/a.apk',
    };
    expect((await publish(payload, {})).statusCode).toBe(401);
    expect((await publish(payload, member)).statusCode).toBe(403);
    const created = await publish(payload);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const url = `/api/admin/app-versions/${id}`;
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: member, payload: { version: '1.0.1' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);

    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { version: '1.0.1', notes_en: 'Fixes' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id,
      version: '1.0.1',
      notes_en: 'Fixes',
      download_url: 'https://x.example.com/a.apk',
    });
    expect((await get('/api/app-versions/newest?app_code=cyberblade&platform=android')).json().version).toBe(
      '1.0.1',
    );

    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await get('/api/app-versions/newest?app_code=cyberblade&platform=android')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(404);
  });

  it('refuses a duplicate release, on create and on edit', async () => {
    const dup = await publish({
      app_code: 'am-master',
      platform: 'windows',
      version: '0.8.6',
      download_url: '/x',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('app_version_exists');
    const history = await get('/api/app-versions/history?app_code=am-master&platform=windows');
    const older = history.json().results.find((r: { version: string }) => r.version === '0.8.5');
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/app-versions/${older.id}`,
      headers: staff,
      payload: { version: '0.8.6' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it.each([
    ['a bad version', { version: 'v-latest' }],
    ['a javascript link', { download_url: 'javascript:alert(1)' }],
    ['an unknown platform', { platform: 'linux' }],
    ['a bad release time', { released_at: 'yesterday' }],
  ])('refuses %s', async (_what, change) => {
    const res = await publish({
      app_code: 'am-master',
      platform: 'windows',
      version: '0.9.0',
      download_url: '/x',
      ...change,
    });
    expect(res.statusCode).toBe(422);
  });
});

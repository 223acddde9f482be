import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './demo';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { findUserByAddress } from '../modules/users/accounts';

describe('demo staff console data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, t.config, t.app.deps.storage);
  });
  afterAll(() => t.close());

  it('gives every console section something to show after npm start', async () => {
    const staff = await authHeader(t.config, (await findUserByAddress(t.db, 'admin@example.com'))!.id);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: staff })).json();
    const audit = await get('/api/staff/audit');
    expect(audit.results.map((r: { action: string }) => r.action)).toEqual([
      'task_tags.update',
      'coin.grant',
      // the board's announcement in en and cn (issue 18, seed/demo-tasks.ts)
      'tasks.pin',
      'tasks.pin',
    ]);
    expect((await get('/api/staff/jobs?status=failed')).count).toBe(1);
    expect((await get('/api/staff/task-tags')).count).toBeGreaterThan(0);
    expect((await get('/api/staff/task-categories')).count).toBeGreaterThan(0);
    expect((await get('/api/staff/users?q=alice')).count).toBe(1);
    expect((await get('/api/staff/tasks')).count).toBeGreaterThan(0);

    const alice = await authHeader(t.config, (await findUserByAddress(t.db, 'alice@example.com'))!.id);
    const history = await t.app.inject({ method: 'GET', url: '/api/balance/history', headers: alice });
    const records = history.json().results as { record: { desc: string } }[];
    expect(records.some((r) => r.record.desc === 'Community contest prize')).toBe(true);
  });

  it('answers avatars root-relative, so the site opened at 127.0.0.1 shows them too (issue 18)', async () => {
    const bob = await authHeader(t.config, (await findUserByAddress(t.db, 'bob@example.com'))!.id);
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bob })).json();
    expect(me.avatar).toMatch(/^\/uploads\/avatar\/[\w/.-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: me.avatar, headers: { host: '127.0.0.1:3000' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('marks the welcome grant as a system remark the web reads in either language (issue 18)', async () => {
    const bob = await authHeader(t.config, (await findUserByAddress(t.db, 'bob@example.com'))!.id);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/balance/history?type=activity_grant',
      headers: bob,
    });
    expect(history.json().results).toContainEqual(
      expect.objectContaining({
        number: 1000,
        record: {
          from: 'dao_platform',
          type: 'activity_grant',
          desc: 'Welcome to MIAO',
          remarks: 'Welcome to MIAO',
          remarks_key: 'welcome',
        },
      }),
    );
  });
});

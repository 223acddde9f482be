import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, enqueue } from '../../platform/jobs';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildCategory, buildTask, buildUser } from '../../test/factories';

type Auth = { authorization: string };

describe('audit log', () => {
  let t: TestApp;
  let staff: Auth;
  let staffId: number;
  let other: Auth;
  let otherId: number;
  const broken = defineJob<{ n: number }>('test.audit-broken');

  beforeAll(async () => {
    t = await createTestApp({ JOBS_RETRY_BASE_MS: '0' });
    staffId = (await buildUser(t.db, { staff: true, nickname: 'first' })).id;
    staff = await authHeader(t.config, staffId);
    otherId = (await buildUser(t.db, { staff: true, nickname: 'second' })).id;
    other = await authHeader(t.config, otherId);
    t.app.deps.jobs.handle(broken, async () => {
      throw new Error('always');
    });
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown, headers: Auth = staff) =>
    t.app.inject({ method: method as 'GET', url, payload: payload as object, headers });
  const actions = async (query = '') =>
    (await call('GET', `/api/staff/audit?page_size=100${query}`))
      .json()
      .results.map((r: { action: string }) => r.action);

  it('records staff task actions on others’ tasks, not a sponsor’s own', async () => {
    const sponsor = await buildUser(t.db);
    const task = await buildTask(t.db, { user: sponsor });
    const asSponsor = await authHeader(t.config, sponsor.id);
    await call('POST', `/api/tasks/${task.id}/close`, {}, asSponsor);
    await call('POST', `/api/tasks/${task.id}/reopen`, undefined, asSponsor);
    expect(await actions('&action=tasks.')).toEqual([]);

    expect((await call('POST', `/api/tasks/${task.id}/close`, { disable_reply: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/tasks/${task.id}/reopen`)).statusCode).toBe(200);
    const heir = await buildUser(t.db);
    const moved = await call('POST', '/api/tasks/change-user', { task_id: task.id, user_id: heir.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = (await call('GET', '/api/staff/audit?action=tasks.')).json();
    expect(page.results.map((r: { action: string }) => r.action)).toEqual([
      'tasks.change_sponsor',
      'tasks.reopen',
      'tasks.close',
    ]);
    expect(page.results[0]).toMatchObject({
      target_type: 'task',
      target_id: String(task.id),
      before: { user_id: sponsor.id },
      after: { user_id: heir.id },
    });
    expect(page.results[2]).toMatchObject({
      before: { status: 'processing', reply_disabled: false },
      after: { status: 'closed', reply_disabled: true },
    });
  });

  it('batch delete answers per row and is audited; a refused batch writes nothing', async () => {
    const a = await buildTask(t.db);
    const b = await buildTask(t.db);
    const refused = await call('POST', '/api/tasks/batch-delete', { ids: [a.id, 999999] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('task_batch_invalid');
    expect(refused.json().rows).toEqual([expect.objectContaining({ index: 1, code: 'task_inaccessible' })]);
    expect(await actions('&action=tasks.batch_delete')).toEqual([]);
    const done = await call('POST', '/api/tasks/batch-delete', { ids: [a.id, b.id] });
    expect(done.json()).toEqual({ deleted: [a.id, b.id], count: 2 });
    const [row] = (await call('GET', '/api/staff/audit?action=tasks.batch_delete')).json().results;
    expect(row.target_id).toBe(`${a.id},${b.id}`);
    expect(row.after.every((t: { deleted_at: string | null }) => t.deleted_at !== null)).toBe(true);
  });

  it('a category in use cannot be deleted either', async () => {
    const category = await buildCategory(t.db);
    await buildTask(t.db, { task_category_id: category.id });
    const res = await call('DELETE', `/api/staff/task-categories/${category.id}`);
    expect(res.json()).toMatchObject({ code: 'category_in_use', task_count: 1 });
  });

  it('records the older staff APIs: short links, releases, settings, rewards, FAQ, jobs', async () => {
    const link = await call('POST', '/api/admin/short-links', { target: '/am-master/', id: 'audit1' });
    expect(link.statusCode, link.body).toBe(201);
    await call('DELETE', '/api/admin/short-links/audit1');
    const release = await call('POST', '/api/admin/app-versions', {
      app_code: 'am-master',
      platform: 'web',
      version: '9.9.9',
      download_url: '/am-master/',
    });
    await call('PATCH', `/api/admin/app-versions/${release.json().id}`, { version: '9.9.10' });
    await call('DELETE', `/api/admin/app-versions/${release.json().id}`);
    const setting = await call('PATCH', '/api/product-settings/cyberboard-r4', { overseas_priority: 77 });
    expect(setting.statusCode, setting.body).toBe(200);
    await call('PATCH', '/api/admin/order-rewards', { invited_reward: 7 });
    const faq = await call('POST', '/api/admin/chat/faq', {
      question_cn: '问',
      answer_cn: '答',
      question_en: 'Q',
      answer_en: 'A',
    });
    expect(faq.statusCode, faq.body).toBe(201);
    await call('DELETE', `/api/admin/chat/faq/${faq.json().id}`);
    const jobId = (await enqueue(t.db, broken, { n: 1 }, { maxAttempts: 1 }))!;
    await t.runJobs();
    await call('POST', `/api/staff/jobs/${jobId}/retry`);
    await t.runJobs();
    await call('DELETE', `/api/staff/jobs/${jobId}`);

    expect(await actions()).toEqual(
      expect.arrayContaining([
        'short_links.create',
        'short_links.delete',
        'app_versions.create',
        'app_versions.update',
        'app_versions.delete',
        'product_settings.update',
        'order_rewards.update',
        'chat_faq.create',
        'chat_faq.delete',
        'jobs.retry',
        'jobs.discard',
      ]),
    );
    const [update] = (await call('GET', '/api/staff/audit?action=app_versions.update')).json().results;
    expect(update).toMatchObject({ before: { version: '9.9.9' }, after: { version: '9.9.10' } });
    const [settings] = (await call('GET', '/api/staff/audit?action=product_settings.update')).json().results;
    expect(settings.target_id).toBe('cyberboard-r4');
    expect(settings.after.overseas_priority).toBe(77);
    expect(settings.before.overseas_priority).not.toBe(77);
  });

  it('filters by actor, action and date, pages, and refuses bad filters', async () => {
    await call('POST', '/api/staff/task-tags', { name: 'by-second' }, other);
    const mine = (await call('GET', `/api/staff/audit?actor_id=${otherId}`)).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({
      action: 'task_tags.create',
      actor: { id: otherId, nickname: 'second' },
    });

    const all = (await call('GET', '/api/staff/audit?page_size=2')).json();
    expect(all.results).toHaveLength(2);
    const second = (await call('GET', '/api/staff/audit?page_size=2&page_number=2')).json();
    expect(second.results[0].id).toBeLessThan(all.results[1].id);

    const today = new Date().toISOString().slice(0, 10);
    const onDay = (await call('GET', `/api/staff/audit?from=${today}&to=${today}`)).json();
    expect(onDay.count).toBe(all.count);
    expect((await call('GET', '/api/staff/audit?to=2000-01-01')).json().count).toBe(0);
    for (const bad of ['from=yesterday', 'action=DROP%20TABLE', 'actor_id=-1', 'page_size=1000'])
      expect((await call('GET', `/api/staff/audit?${bad}`)).statusCode, bad).toBe(422);
  });

  it('exports CSV with the same filters, formula cells defused', async () => {
    await call('POST', '/api/staff/task-tags', { name: '=HYPERLINK("http://evil")' });
    const res = await call('GET', '/api/staff/audit.csv?action=task_tags.create');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,time,actor_id,actor,action,target_type,target_id,before,after,ip');
    expect(lines).toHaveLength(3); // header, the formula tag, by-second
    // the JSON cell starts with "{", so a formula inside it never leads a cell
    expect(lines[1]).toContain('task_tags.create');
    for (const line of lines) expect(line.split(',').some((cell) => /^[=+@-]/.test(cell))).toBe(false);

    const nickname = await call('POST', '/api/staff/task-categories', { name: '@SUM(1)' });
    expect(nickname.statusCode).toBe(201);
    await t.db.execute(
      // an actor whose nickname is a formula: its own cell
      (await import('drizzle-orm')).sql`update users set nickname = '=cmd|calc' where id = ${staffId}`,
    );
    const csv = (await call('GET', '/api/staff/audit.csv?action=task_categories.create')).body;
    expect(csv).toContain(`,'=cmd|calc,`);
  });
});

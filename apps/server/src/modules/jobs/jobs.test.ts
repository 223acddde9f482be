import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { defineJob, enqueue } from '../../platform/jobs';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

type Auth = { authorization: string };

describe('staff view of background jobs', () => {
  let t: TestApp;
  let staff: Auth;
  let member: Auth;
  let broken = true;
  const ran: string[] = [];
  const flaky = defineJob<{ name: string }>('test.flaky');

  beforeAll(async () => {
    t = await createTestApp({ JOBS_RETRY_BASE_MS: '0' });
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
    t.app.deps.jobs.handle(flaky, async ({ name }) => {
      if (broken) throw new Error(`cannot do ${name}`);
      ran.push(name);
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers?: Auth) => t.app.inject({ method: 'GET', url, headers });
  const failedOne = async (name: string) => {
    const id = (await enqueue(t.db, flaky, { name }, { maxAttempts: 2 }))!;
    await t.runJobs();
    return id;
  };

  it('refuses visitors and members', async () => {
    const id = await failedOne('refused');
    expect((await get('/api/staff/jobs?status=failed')).statusCode).toBe(401);
    const asMember = await get('/api/staff/jobs?status=failed', member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('no_operation_permission');
    for (const [method, url] of [
      ['POST', `/api/staff/jobs/${id}/retry`],
      ['DELETE', `/api/staff/jobs/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: member })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.status).toBe('failed');
  });

  it('lists failed jobs, paged, with their error', async () => {
    const ids = [await failedOne('one'), await failedOne('two'), await failedOne('three')];
    const res = await get('/api/staff/jobs?status=failed&page_size=2', staff);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.page_size).toBe(2);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).toMatchObject({
      id: ids[2],
      kind: 'test.flaky',
      payload: { name: 'three' },
      status: 'failed',
      attempts: 2,
      max_attempts: 2,
      last_error: 'cannot do three',
      key: null,
      locked_until: null,
    });
    expect(new Date(page.results[0].update_time).getTime()).toBeGreaterThan(0);
    const second = (await get('/api/staff/jobs?status=failed&page_size=2&page_number=2', staff)).json();
    expect(second.results[0].id).toBe(ids[0]);
    const done = (await get('/api/staff/jobs?status=done', staff)).json();
    expect(done.results.every((j: { status: string }) => j.status === 'done')).toBe(true);
    expect((await get('/api/staff/jobs?status=lost', staff)).statusCode).toBe(422);
  });

  it('retries a failed job: it runs again with all its attempts', async () => {
    const id = await failedOne('again');
    broken = false;
    try {
      const res = await t.app.inject({ method: 'POST', url: `/api/staff/jobs/${id}/retry`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'pending', attempts: 0, last_error: 'cannot do again' });
      await t.runJobs();
      expect(ran).toContain('again');
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: 'done', attempts: 1 });
      // only a failed job is retried
      const twice = await t.app.inject({
        method: 'POST',
        url: `/api/staff/jobs/${id}/retry`,
        headers: staff,
      });
      expect(twice.statusCode).toBe(404);
    } finally {
      broken = true;
    }
  });

  it('discards a failed job', async () => {
    const id = await failedOne('discard me');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/staff/jobs/${id}`, headers: staff });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, id))).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/jobs/${id}`, headers: staff })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/jobs/0/retry', headers: staff })).statusCode,
    ).toBe(422);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/staff/jobs'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/staff/jobs/{id}/retry'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/staff/jobs/{id}'])).toEqual(['delete']);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema/jobs';
import { outbox } from '../db/schema/platform';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { buildTask } from '../test/factories';
import { backoffMs, defineJob, enqueue, type JobType } from './jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs', () => {
  let t: TestApp;
  let n = 0;
  /** A kind of its own per test, with a handler that records its payloads. */
  const kind = <P>(handler: (payload: P) => Promise<void> = async () => {}) => {
    const type: JobType<P> = defineJob<P>(`test.kind-${++n}`);
    const seen: P[] = [];
    t.app.deps.jobs.handle(type, async (payload) => {
      seen.push(payload);
      await handler(payload);
    });
    return { type, seen };
  };
  const rowsOf = (type: JobType<unknown>) => t.db.select().from(jobs).where(eq(jobs.kind, type.kind));

  beforeAll(async () => {
    t = await createTestApp({ JOBS_RETRY_BASE_MS: '60000' });
  });
  afterAll(() => t.close());

  it('exists only if the transaction that enqueued it committed', async () => {
    const { type, seen } = kind<{ n: number }>();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, type, { n: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowsOf(type)).toHaveLength(0);
    await t.db.transaction(async (tx) => {
      await enqueue(tx, type, { n: 2 });
    });
    expect(await t.runJobs()).toBe(1);
    expect(seen).toEqual([{ n: 2 }]);
    const [row] = await rowsOf(type);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, lastError: null });
  });

  it('retries with growing delays, then gives up as failed', async () => {
    const { type, seen } = kind<string>(async () => {
      throw new Error('mail server said no');
    });
    await enqueue(t.db, type, 'x', { maxAttempts: 3 });
    /** The delay the worker chose: run_at and updated_at are set by one statement. */
    const delay = async () => {
      const [row] = await t.db
        .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - ${jobs.updatedAt})) * 1000` })
        .from(jobs)
        .where(eq(jobs.kind, type.kind));
      return Number(row!.ms);
    };
    /** Instead of waiting for the retry: it is due now. */
    const dueNow = () =>
      t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.kind, type.kind));

    expect(await t.runJobs()).toBe(1);
    let [row] = await rowsOf(type);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mail server said no' });
    // first retry after 30-60 s (base 60 s, the upper half jittered); not before
    expect(await delay()).toBeGreaterThanOrEqual(30_000);
    expect(await delay()).toBeLessThanOrEqual(60_000);
    expect(await t.runJobs()).toBe(0);
    expect(seen).toHaveLength(1);

    await dueNow();
    expect(await t.runJobs()).toBe(1);
    [row] = await rowsOf(type);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    // second retry after 60-120 s
    expect(await delay()).toBeGreaterThanOrEqual(60_000);
    expect(await delay()).toBeLessThanOrEqual(120_000);

    await dueNow();
    expect(await t.runJobs()).toBe(1);
    [row] = await rowsOf(type);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server said no' });
    expect(seen).toHaveLength(3);
    await dueNow();
    expect(await t.runJobs()).toBe(0);
  });

  it('computes exponential backoff with jitter, capped', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });

  it('runs a job enqueued twice under one key once', async () => {
    const { type, seen } = kind<string>();
    expect(await enqueue(t.db, type, 'first', { key: `once-${type.kind}` })).toBeTypeOf('number');
    await t.db.transaction(async (tx) => {
      expect(await enqueue(tx, type, 'second', { key: `once-${type.kind}` })).toBeUndefined();
    });
    expect(await t.runJobs()).toBe(1);
    // still once after it ran
    expect(await enqueue(t.db, type, 'third', { key: `once-${type.kind}` })).toBeUndefined();
    expect(await t.runJobs()).toBe(0);
    expect(seen).toEqual(['first']);
    expect(await rowsOf(type)).toHaveLength(1);
  });

  it('runs a scheduled job at its time, not before', async () => {
    let ranAt = 0;
    const { type, seen } = kind<string>(async () => void (ranAt = Date.now()));
    const runAt = new Date(Date.now() + 3000);
    await enqueue(t.db, type, 'later', { runAt });
    expect(await t.runJobs()).toBe(0);
    expect(seen).toEqual([]);
    expect((await rowsOf(type))[0]!.status).toBe('pending');
    await vi.waitFor(async () => expect(await t.runJobs()).toBe(1), { timeout: 15_000, interval: 100 });
    expect(seen).toEqual(['later']);
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('takes a job again once the lease of a run that died has passed', async () => {
    const { type, seen } = kind<string>();
    const id = (await enqueue(t.db, type, 'abandoned'))!;
    // as a process that claimed it and was killed leaves it
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(jobs.id, id));
    expect(await t.runJobs()).toBe(0);
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await t.runJobs()).toBe(1);
    expect(seen).toEqual(['abandoned']);
    expect((await rowsOf(type))[0]).toMatchObject({ status: 'done', attempts: 2 });

    // the lease of the last attempt passed: failed, not run again
    const last = (await enqueue(t.db, type, 'last', { maxAttempts: 1 }))!;
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, last));
    expect(await t.runJobs()).toBe(1);
    expect(seen).toEqual(['abandoned']);
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.id, last));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('lease');
  });

  it('commits a handler’s writes and its completion together with finish(tx)', async () => {
    const type = defineJob<{ to: string }>(`test.finish-${++n}`);
    let fail = true;
    t.app.deps.jobs.handle(type, async ({ to }, job) => {
      await t.db.transaction(async (tx) => {
        await tx.insert(outbox).values({ channel: 'email', to, text: `attempt ${job.attempt}` });
        await job.finish(tx);
        if (fail) throw new Error('after finishing, still inside');
      });
    });
    await enqueue(t.db, type, { to: 'finish@example.com' });
    expect(await t.runJobs()).toBe(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'finish@example.com'))).toHaveLength(0);
    fail = false;
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, type.kind));
    expect(await t.runJobs()).toBe(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'finish@example.com'));
    expect(mails.map((m) => m.text)).toEqual(['attempt 2']);
    expect((await rowsOf(type))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose kind has no handler here, with the reason', async () => {
    const type = defineJob<null>(`test.unknown-${++n}`);
    await enqueue(t.db, type, null, { maxAttempts: 1 });
    expect(await t.runJobs()).toBe(1);
    const [row] = await rowsOf(type);
    expect(row!.status).toBe('failed');
    expect(row!.lastError).toContain('no handler');
  });

  it('mails each subscriber of a comment once, even if the comment’s job runs twice', async () => {
    const task = await buildTask(t.db, { title: 'Twice' });
    for (const email of ['a@example.com', 'b@example.com']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks/subscribe',
        payload: { email, task_id: task.id },
      });
    }
    await t.runJobs();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: await authHeader(t.config, task.userId),
      payload: { object_id: task.id, superior_id: 0, content: '<p>Hello twice</p>', mention_user_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.runJobs()).toBe(3); // the comment's job, then one mail per subscriber
    const [fanOut] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `comment-mails:${res.json().id}`));
    expect(fanOut!.status).toBe('done');
    // delivered again (at least once): nobody is mailed twice
    await t.db.update(jobs).set({ status: 'pending' }).where(eq(jobs.id, fanOut!.id));
    expect(await t.runJobs()).toBe(1);
    for (const email of ['a@example.com', 'b@example.com']) {
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mails.filter((m) => m.subject === 'New comment: Twice')).toHaveLength(1);
    }
  });

  it('enqueues nothing for a comment on a task nobody follows', async () => {
    const task = await buildTask(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: await authHeader(t.config, task.userId),
      payload: { object_id: task.id, superior_id: 0, content: '<p>Quiet</p>', mention_user_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `comment-mails:${res.json().id}`)),
    ).toHaveLength(0);
  });
});

describe('holding a job before an effect outside the database (docs/decisions/046)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a short lease: its extensions (every third of it) run many times while a test waits
    t = await createTestApp({ JOBS_LEASE_MS: '300', JOBS_RETRY_BASE_MS: '60000' });
  });
  afterAll(() => t.close());
  /** Milliseconds left of the job's lease, by the database's clock. */
  const leaseLeft = async (id: number) => {
    const [row] = await t.db
      .select({ ms: sql<number>`extract(epoch from (${jobs.lockedUntil} - now())) * 1000` })
      .from(jobs)
      .where(eq(jobs.id, id));
    return Number(row!.ms);
  };

  it('commits the hold before the effect, and no lease extension or other claim shortens it', async () => {
    const type = defineJob<null>('test.hold');
    const left: number[] = [];
    let claimedMeanwhile = -1;
    t.app.deps.jobs.handle(type, async (_payload, job) => {
      await job.hold(10_000);
      // the effect's time: the hold is committed already, so every other process sees it
      left.push(await leaseLeft(job.id));
      await sleep(800);
      left.push(await leaseLeft(job.id));
      claimedMeanwhile = await t.runJobs();
    });
    const id = (await enqueue(t.db, type, null))!;
    expect(await t.runJobs()).toBe(1);
    expect(left[0]).toBeGreaterThan(9_000);
    // the lease was extended every 100 ms to 300 ms from then: the hold was not cut down to that
    expect(left[1]).toBeGreaterThan(8_500);
    expect(claimedMeanwhile).toBe(0);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it('refuses the hold to a run that lost the job, so its effect does not start', async () => {
    const type = defineJob<null>('test.hold-lost');
    let effects = 0;
    let refused = '';
    t.app.deps.jobs.handle(type, async (_payload, job) => {
      // meanwhile its lease passed and another process claimed it (the claim counts an attempt)
      await t.db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(jobs.id, job.id));
      try {
        await job.hold(10_000);
        effects += 1;
      } catch (error) {
        refused = (error as Error).message;
        throw error;
      }
    });
    const id = (await enqueue(t.db, type, null))!;
    expect(await t.runJobs()).toBe(1);
    expect(effects).toBe(0);
    expect(refused).toBe(`job ${id} is no longer held by this run`);
    // the other run's claim is left as it was: not failed, not rescheduled, not held longer
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'running', attempts: 2, lastError: null });
    expect(await leaseLeft(id)).toBeLessThan(60_000);
  });
});

describe('the worker', () => {
  it('wakes on a new job at once (announced on the change feed), not on its poll', async () => {
    const t = await createTestApp({ JOBS_POLL_MS: '600000' }, { worker: true });
    try {
      const type = defineJob<string>('test.wake');
      const seen: string[] = [];
      t.app.deps.jobs.handle(type, async (payload) => void seen.push(payload));
      // the first round (at start) has run; from now on only an announcement wakes it
      await sleep(200);
      await t.db.transaction(async (tx) => {
        await enqueue(tx, type, 'now');
      });
      await vi.waitFor(() => expect(seen).toEqual(['now']), { timeout: 10_000, interval: 20 });
      await vi.waitFor(async () =>
        expect((await t.db.select().from(jobs).where(eq(jobs.kind, type.kind)))[0]!.status).toBe('done'),
      );
    } finally {
      await t.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { PURGE_INTERVAL_MS, schedulePurge } from './purge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const purgeJobs = async () =>
  rowsOf<{ key: string; status: string }>(
    await t.db.execute(sql`select key, status from jobs where kind = 'chat.purge' order by run_at`),
  );

it('schedules one purge per slot, and the purge schedules the next', async () => {
  // the app scheduled the next slot when it started; scheduling it again adds nothing
  const slot = new Date((Math.floor(Date.now() / PURGE_INTERVAL_MS) + 1) * PURGE_INTERVAL_MS);
  expect(await schedulePurge(t.db)).toBeUndefined();
  expect((await purgeJobs()).map((job) => job.key)).toEqual([`chat.purge:${slot.toISOString()}`]);
  // make it due and work the queue: it runs and schedules the slot after
  await t.db.execute(sql`update jobs set run_at = now() where kind = 'chat.purge'`);
  expect(await t.app.deps.jobs.runDue()).toBe(1);
  const jobs = await purgeJobs();
  expect(jobs).toHaveLength(2);
  expect(jobs[0]!.status).toBe('done');
  expect(jobs[1]).toEqual({
    key: `chat.purge:${new Date(slot.getTime() + PURGE_INTERVAL_MS).toISOString()}`,
    status: 'pending',
  });
});

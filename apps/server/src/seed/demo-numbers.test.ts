import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { rowsOf } from '../db/sql';
import { seedDemo } from './demo';
import { authHeader, createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, t.app.deps.storage);
  // the whole demo seed (avatars, tasks, conversation): slow on a loaded machine
}, 180_000);
afterAll(() => t.close());

async function as(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return authHeader(t.config, user!.id);
}

it('seeds the HATSU queue: numbers taken, Bob in his turn, Alice next in line', async () => {
  const queue = (await t.app.inject({ method: 'GET', url: '/api/number-selection/am-hatsu' })).json();
  expect(queue).toMatchObject({ total_numbers: 100, taken: [1, 8, 57], waiting: 2, open_turns: 1 });
  const bob = await t.app.inject({
    method: 'GET',
    url: '/api/number-selection/am-hatsu/status?order_no=MIAO-EN-100245',
    headers: await as('bob@example.com'),
  });
  expect(bob.json().entry).toMatchObject({ status: 'turn', name: 'Bob' });
  const alice = await t.app.inject({
    method: 'GET',
    url: '/api/nft-number',
    headers: await as('alice@example.com'),
  });
  expect(alice.json().results).toEqual([
    expect.objectContaining({ order_no: 'MIAO-EN-100399', status: 'waiting', position: 1 }),
  ]);
  // Bob's turn ends by a job 3 hours ahead; his turn mail is queued
  const jobs = rowsOf<{ kind: string; due: boolean }>(
    await t.db.execute(sql`select kind, run_at > now() + interval '2 hours' as due from jobs order by id`),
  );
  expect(jobs).toEqual(
    expect.arrayContaining([
      { kind: 'numbers.turn-end', due: true },
      { kind: 'mail.send', due: false },
    ]),
  );
});

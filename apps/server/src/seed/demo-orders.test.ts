import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { seedDemo } from './demo';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { checkLedger } from '../modules/coin/check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, t.app.deps.storage);
});
afterAll(() => t.close());

async function get(url: string, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return t.app.inject({ method: 'GET', url, headers: await authHeader(t.config, user!.id) });
}

it('seeds paid and refunded orders with their rewards, and Bob invited by Alice', async () => {
  const alice = (await get('/api/orders', 'alice@example.com')).json();
  expect(alice.results.map((o: { order_no: string; status: string }) => [o.order_no, o.status])).toEqual([
    // her HATSU order in the number queue (seed/demo-numbers.ts)
    ['MIAO-EN-100377', 'paid'],
    ['MIAO-EN-100288', 'refunded'],
    ['MIAO-EN-100302', 'paid'],
    ['MIAO-EN-100231', 'paid'],
  ]);
  const refunded = alice.results[1];
  expect(refunded.rewards).toEqual([
    { kind: 'order', amount: 50, refunded: true, refunded_amount: 50, owed_amount: 0 },
  ]);
  const invite = (await get('/api/invites/me', 'alice@example.com')).json();
  expect(invite.joined).toBe(1);
  const bobOrder = (await get('/api/admin/orders/MIAO-EN-100245', 'admin@example.com')).json();
  expect(bobOrder.rewards.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
    ['order', 70],
    ['invited', 50],
  ]);
  expect(await checkLedger(t.db)).toEqual([]);
});

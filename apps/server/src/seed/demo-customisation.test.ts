import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { checkLedger } from '../modules/coin/check';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { seedDemo } from './demo';
import { DEMO_CUSTOM_ORDERS } from './demo-customisation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, t.app.deps.storage);
});
afterAll(() => t.close());

async function headersOf(where: { email?: string; phone?: string }) {
  const [user] = await t.db
    .select()
    .from(users)
    .where(where.email ? eq(users.email, where.email) : eq(users.phone, where.phone!));
  return authHeader(t.config, user!.id);
}

it('seeds an editable and a locked keyboard order for Bob, and one from the China store for 小喵', async () => {
  const bob = await headersOf({ email: 'bob@example.com' });
  const get = async (no: string, query: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/custom-orders/${no}?${query}`, headers });

  const open = await get(DEMO_CUSTOM_ORDERS.open, 'platform=en&product=am-65-less', bob);
  expect(open.json()).toMatchObject({ editable: true, customised: false });
  const locked = await get(DEMO_CUSTOM_ORDERS.locked, 'platform=en&product=am-compact-touch', bob);
  expect(locked.json()).toMatchObject({
    editable: false,
    customised: true,
    left_text: 'BOB',
    middle_text: 'Made for Bob',
    right_text: 'TYPE 24/7',
  });
  const xiaomiao = await headersOf({ phone: '13800138000' });
  const china = await get(DEMO_CUSTOM_ORDERS.china, 'platform=cn&product=am-compact-touch', xiaomiao);
  expect(china.json()).toMatchObject({ editable: true, platform: 'cn' });

  const staff = await headersOf({ email: 'admin@example.com' });
  const csv = await t.app.inject({ method: 'GET', url: '/api/staff/custom-orders.csv', headers: staff });
  expect(csv.body).toContain(
    `${DEMO_CUSTOM_ORDERS.locked},overseas,am-compact-touch,1,BOB,Made for Bob,TYPE 24/7,true,`,
  );
  expect(csv.body).not.toContain(DEMO_CUSTOM_ORDERS.open);
  expect(await checkLedger(t.db)).toEqual([]);
});

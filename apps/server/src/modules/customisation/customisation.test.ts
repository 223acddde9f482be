// Keyboard customisation (issue 15) through the API on a real database: who may, the 7-day window,
// the text rules with their spec 8 messages, re-editing and concurrent saves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCustomisations } from '../../db/schema/customisation';
import { orders } from '../../db/schema/orders';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { deliver, orderEvent, WEBHOOK_ENV } from '../orders/test-helpers';
import { customApi, daysAgo, GOOD_TEXTS, paidKeyboardOrder } from './test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
});

afterAll(async () => {
  await t.close();
});

async function owner() {
  const user = await buildUser(t.db);
  return { user, api: customApi(t, user.id) };
}

describe('who may customise', () => {
  it('the owner reads their paid order: editable for 7 days, nothing saved yet', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 1 });
    const res = await api.get(orderNo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      order_no: orderNo,
      platform: 'en',
      product_code: 'am-65-less',
      quantity: 1,
      left_text: '',
      middle_text: '',
      right_text: '',
      customised: false,
      editable: true,
      revision: 0,
      update_time: null,
    });
    const window = new Date(body.editable_until).getTime() - new Date(body.paid_at).getTime();
    expect(window).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('refuses visitors, and anyone but the owner with the no-order message', async () => {
    const { user } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email });
    expect((await customApi(t, undefined).get(orderNo)).statusCode).toBe(401);
    expect((await customApi(t, undefined).save(orderNo)).statusCode).toBe(401);

    const stranger = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    for (const other of [stranger, staff]) {
      for (const res of [
        await customApi(t, other.id).get(orderNo),
        await customApi(t, other.id).save(orderNo),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'custom_order_missing',
          message: 'You do not have customized order, please go to the mall to purchase first',
        });
      }
    }
    const [row] = await t.db.select().from(orderCustomisations);
    expect(row).toBeUndefined();
  });

  it('refuses another product, another store, an unpaid or refunded order, an unknown number', async () => {
    const { user, api } = await owner();
    const missing = async (res: Awaited<ReturnType<typeof api.get>>) => {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('custom_order_missing');
    };
    const touch = await paidKeyboardOrder(t, { email: user.email, product: 'am-compact-touch' });
    await missing(await api.get(touch)); // the page of the other keyboard
    expect((await api.get(touch, { product: 'am-compact-touch' })).statusCode).toBe(200);
    await missing(await api.get(touch, { product: 'am-compact-touch', platform: 'cn' }));

    const board = await paidKeyboardOrder(t, { email: user.email, product: 'cyberboard-r4' });
    await missing(await api.get(board));
    await missing(await api.save(board));
    // a product without a customisation page is refused by the query itself
    expect((await api.get(board, { product: 'cyberboard-r4' })).json().code).toBe('validation_error');

    const unpaid = await paidKeyboardOrder(t, { email: user.email, type: 'order.created' });
    await missing(await api.get(unpaid));
    await missing(await api.save(unpaid));

    const refunded = await paidKeyboardOrder(t, { email: user.email });
    expect((await api.save(refunded)).statusCode).toBe(200);
    const refund = orderEvent({ type: 'order.refunded', orderNo: refunded, email: user.email });
    expect((await deliver(t.app, refund)).json().status).toBe('refunded');
    await missing(await api.get(refunded));
    await missing(await api.save(refunded));

    await missing(await api.get('NO-SUCH-ORDER-1'));
    const invalid = await api.get('bad!no');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe('order_number_invalid');
    expect((await api.get('NO-SUCH-ORDER-1', { platform: 'jp' })).json().code).toBe('validation_error');
  });

  it('lets the buyer customise an order bought with their contact before they signed up (and binds it)', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const orderNo = await paidKeyboardOrder(t, { phone, store: 'cn', product: 'am-compact-touch' });
    const member = await buildUser(t.db, { phone });
    const api = customApi(t, member.id);
    const res = await api.get(orderNo, { platform: 'cn', product: 'am-compact-touch' });
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.userId).toBe(member.id);
    expect(
      (await api.save(orderNo, GOOD_TEXTS, { platform: 'cn', product: 'am-compact-touch' })).statusCode,
    ).toBe(200);
  });

  it('lets a member customise an order they claimed with another contact', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: `gift-${Date.now()}@example.com` });
    expect((await api.get(orderNo)).statusCode).toBe(404);
    // what a confirmed claim does (decision 018): bind the order to the claimant
    await t.db.update(orders).set({ userId: user.id, claimed: true }).where(eq(orders.orderNo, orderNo));
    expect((await api.save(orderNo)).statusCode).toBe(200);
  });
});

describe("the member's own orders (issue 35 item 9)", () => {
  const list = async (userId: number | undefined, product = 'am-65-less') =>
    t.app.inject({
      method: 'GET',
      url: `/api/custom-orders?product=${product}`,
      headers: userId === undefined ? {} : await authHeader(t.config, userId),
    });

  it('lists only their paid orders of this keyboard, from both stores, editable ones first', async () => {
    const { user } = await owner();
    const locked = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 20 });
    const open = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 1 });
    const china = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 2, store: 'cn' });
    await paidKeyboardOrder(t, { email: user.email, product: 'am-compact-touch' });
    await paidKeyboardOrder(t, { email: user.email, type: 'order.created' });
    const stranger = await buildUser(t.db);
    await paidKeyboardOrder(t, { email: stranger.email });

    const res = await list(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.json().results as { order_no: string; platform: string; editable: boolean }[];
    expect(rows.map((r) => [r.order_no, r.platform, r.editable])).toEqual([
      [open, 'en', true],
      [china, 'cn', true],
      [locked, 'en', false],
    ]);
    expect((await list(stranger.id)).json().results).toHaveLength(1);
    expect((await list(user.id, 'am-compact-touch')).json().results).toHaveLength(1);
  });

  it('refuses visitors and an unknown keyboard', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const { user } = await owner();
    expect((await list(user.id, 'cyberboard')).statusCode).toBe(422);
  });
});

describe('the 7-day window', () => {
  it('refuses a save on day 8 with the expired message, and still shows what was saved', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 7.5 });
    const read = await api.get(orderNo);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ editable: false, customised: false });
    const res = await api.save(orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'custom_time_expired',
      message: 'The customization time has expired and cannot be customized',
    });
    // expired comes before the text checks: an empty body gets the same answer
    expect((await api.save(orderNo, {})).json().code).toBe('custom_time_expired');
  });

  it('accepts a save just inside the window and refuses one just past it', async () => {
    const { user, api } = await owner();
    const inside = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 7 - 1 / 24 });
    expect((await api.save(inside)).statusCode).toBe(200);
    const past = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 7 + 1 / (24 * 60) });
    expect((await api.save(past)).json().code).toBe('custom_time_expired');
  });

  it('locks a saved text once the window closes', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 2 });
    expect((await api.save(orderNo)).statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ paidAt: new Date(daysAgo(8)) })
      .where(eq(orders.orderNo, orderNo));
    expect((await api.save(orderNo, { ...GOOD_TEXTS, left_text: 'LATE' })).json().code).toBe(
      'custom_time_expired',
    );
    expect((await api.get(orderNo)).json()).toMatchObject({
      ...GOOD_TEXTS,
      editable: false,
      customised: true,
    });
  });
});

describe('the texts', () => {
  it.each([
    ['middle', { left_text: 'A', middle_text: '', right_text: 'B' }, 'custom_middle_missing'],
    ['left', { left_text: '   ', middle_text: 'M', right_text: 'B' }, 'custom_left_missing'],
    ['right', { left_text: 'A', middle_text: 'M' }, 'custom_right_missing'],
    ['all three (middle first)', {}, 'custom_middle_missing'],
    ['left and right (left first)', { middle_text: 'M' }, 'custom_left_missing'],
  ])('refuses a missing %s area with its message', async (_name, texts, code) => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email });
    const res = await api.save(orderNo, texts);
    expect(res.statusCode).toBe(422);
    const area = code.replace('custom_', '').replace('_missing', '');
    expect(res.json()).toEqual({
      code,
      message: `You have not customized the ${area} area, please finish editing and submit`,
    });
  });

  it('refuses 21 characters and forbidden characters, naming the field; 20 allowed characters pass', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email });
    const tooLong = await api.save(orderNo, { ...GOOD_TEXTS, left_text: 'A'.repeat(21) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_error',
      fields: ['left_text'],
      problems: { left_text: 'too_long' },
    });
    for (const bad of ['HI$', '你好', 'A<b>', 'smile😀', 'tab\there', 'quote"', 'é']) {
      const res = await api.save(orderNo, { ...GOOD_TEXTS, right_text: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json(), bad).toMatchObject({
        fields: ['right_text'],
        problems: { right_text: 'unsupported' },
      });
    }
    const both = await api.save(orderNo, {
      left_text: 'x'.repeat(30),
      middle_text: 'ok',
      right_text: '=1+1',
    });
    expect(both.json().fields).toEqual(['left_text', 'right_text']);
    // a body far over the limit is refused by the schema
    expect((await api.save(orderNo, { ...GOOD_TEXTS, middle_text: 'A'.repeat(500) })).statusCode).toBe(422);
    expect((await api.get(orderNo)).json().customised).toBe(false);

    const twenty = 'Az09 !#&*+,-./?@_xyZ';
    expect([...twenty]).toHaveLength(20);
    const ok = await api.save(orderNo, { left_text: twenty, middle_text: `  ${twenty}  `, right_text: 'R' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ left_text: twenty, middle_text: twenty, right_text: 'R' });
  });

  it('saves, then saves again within the window: the last texts count, the revision counts', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 3 });
    const first = await api.save(orderNo);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...GOOD_TEXTS, customised: true, revision: 1, editable: true });
    expect(first.json().update_time).toMatch(/Z$/);
    const again = { left_text: 'NEW LEFT', middle_text: 'v2', right_text: 'NEW RIGHT' };
    const second = await api.save(orderNo, again);
    expect(second.json()).toMatchObject({ ...again, revision: 2 });
    expect((await api.get(orderNo)).json()).toMatchObject({ ...again, revision: 2 });
    const rows = await t.db.select().from(orderCustomisations);
    expect(rows.filter((r) => r.updatedBy === user.id)).toHaveLength(1);
  });

  it('two saves at once: both answered, one whole text wins, nothing mixed', async () => {
    const { user, api } = await owner();
    const orderNo = await paidKeyboardOrder(t, { email: user.email });
    const a = { left_text: 'AAAA', middle_text: 'AAAA', right_text: 'AAAA' };
    const b = { left_text: 'BBBB', middle_text: 'BBBB', right_text: 'BBBB' };
    const results = await Promise.all([api.save(orderNo, a), api.save(orderNo, b), api.save(orderNo, a)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().revision).sort()).toEqual([1, 2, 3]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const rows = await t.db
      .select()
      .from(orderCustomisations)
      .where(eq(orderCustomisations.orderId, order!.id));
    expect(rows).toHaveLength(1);
    const saved = [rows[0]!.leftText, rows[0]!.middleText, rows[0]!.rightText];
    expect([
      ['AAAA', 'AAAA', 'AAAA'],
      ['BBBB', 'BBBB', 'BBBB'],
    ]).toContainEqual(saved);
    expect(rows[0]!.revision).toBe(3);
  });
});

describe('staff', () => {
  it('lists locked and open keyboards and exports the locked ones as CSV, formulas defused', async () => {
    const staff = await buildUser(t.db, { staff: true });
    const staffHeader = await authHeader(t.config, staff.id);
    const { user, api } = await owner();
    const locked = await paidKeyboardOrder(t, {
      email: user.email,
      paidDaysAgo: 2,
      product: 'am-compact-touch',
    });
    const touch = { product: 'am-compact-touch' };
    expect(
      (
        await api.save(locked, { left_text: '+1+1', middle_text: '@SUM(A1)', right_text: '-2, "x"' }, touch)
      ).json().code,
    ).toBe('validation_error'); // a quote is not an allowed character
    expect(
      (await api.save(locked, { left_text: '+1+1', middle_text: '@SUM', right_text: '-2, x' }, touch))
        .statusCode,
    ).toBe(200);
    await t.db
      .update(orders)
      .set({ paidAt: new Date(daysAgo(9)) })
      .where(eq(orders.orderNo, locked));
    const open = await paidKeyboardOrder(t, {
      email: user.email,
      paidDaysAgo: 1,
      product: 'am-compact-touch',
    });
    const uncustomised = await paidKeyboardOrder(t, { email: user.email, paidDaysAgo: 10 });

    const list = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/staff/custom-orders?${query}`, headers: staffHeader })
      ).json();
    const lockedList = await list('state=locked&page_size=100');
    const lockedNos = lockedList.results.map((r: { order_no: string }) => r.order_no);
    expect(lockedNos).toEqual(expect.arrayContaining([locked, uncustomised]));
    expect(lockedNos).not.toContain(open);
    expect(lockedList.results.find((r: { order_no: string }) => r.order_no === locked)).toMatchObject({
      store: 'overseas',
      product_code: 'am-compact-touch',
      left_text: '+1+1',
      locked: true,
      customised: true,
    });
    const openNos = (await list('state=open&product=am-compact-touch&page_size=100')).results.map(
      (r: { order_no: string }) => r.order_no,
    );
    expect(openNos).toContain(open);
    expect(openNos).not.toContain(locked);
    expect((await list('page_size=1')).results).toHaveLength(1);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/custom-orders.csv',
      headers: staffHeader,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('custom-orders.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'order_no,store,product_code,quantity,left_text,middle_text,right_text,customised,paid_at,locked_at,update_time',
    );
    const line = lines.find((l) => l.startsWith(`${locked},`))!;
    expect(line).toContain(`,am-compact-touch,1,'+1+1,'@SUM,"'-2, x",true,`);
    expect(lines.find((l) => l.startsWith(`${uncustomised},`))).toContain(',am-65-less,1,,,,false,');
    expect(lines.some((l) => l.startsWith(`${open},`))).toBe(false);
    const onlyTouch = await t.app.inject({
      method: 'GET',
      url: '/api/staff/custom-orders.csv?product=am-compact-touch',
      headers: staffHeader,
    });
    expect(onlyTouch.body).not.toContain(uncustomised);

    const member = await authHeader(t.config, user.id);
    for (const url of ['/api/staff/custom-orders', '/api/staff/custom-orders.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
    }
  });

  it('publishes the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/custom-orders',
        '/api/custom-orders/{orderNo}',
        '/api/staff/custom-orders',
        '/api/staff/custom-orders.csv',
      ]),
    );
  });
});

// Orders, their rewards and invites (issue 14) through the API on a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { balanceOf } from '../coin/balances';
import { fund } from '../coin/test-helpers';
import { deliver, nextOrderNo, orderEvent, WEBHOOK_ENV } from './test-helpers';

const ORDER_REWARD = 30;
const INVITED_REWARD = 20;

let t: TestApp;
let staffHeader: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  const staff = await buildUser(t.db, { staff: true });
  staffHeader = await authHeader(t.config, staff.id);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/order-rewards',
    headers: staffHeader,
    payload: {
      invited_reward: INVITED_REWARD,
      products: [
        { code: 'cyberboard-r4', order_reward: ORDER_REWARD },
        { code: 'am-hatsu', order_reward: 5 },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('members read and claim orders', () => {
  it('the owner reads their order; another member gets not found; staff read it', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const event = orderEvent({ email: owner.email! });
    await deliver(t.app, event);
    const url = `/api/orders/${event.order.order_no}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: await authHeader(t.config, owner.id) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      order_no: event.order.order_no,
      status: 'paid',
      store: 'overseas',
      items: [{ product_code: 'cyberboard-r4', quantity: 1 }],
      rewards: [{ kind: 'order', amount: ORDER_REWARD, refunded: false }],
    });
    expect(mine.json().buyer_contact).toMatch(/^.\*\*\*@example\.com$/);
    const theirs = await t.app.inject({
      method: 'GET',
      url,
      headers: await authHeader(t.config, stranger.id),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('order_not_found');
    expect((await t.app.inject({ method: 'GET', url, headers: staffHeader })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/orders/bad!no',
      headers: await authHeader(t.config, owner.id),
    });
    expect(invalid.json().code).toBe('order_number_invalid');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/orders/NOSUCHORDER1',
      headers: await authHeader(t.config, owner.id),
    });
    expect(missing.json().code).toBe('order_not_found');
  });

  it('lists orders bought with the member’s contact before the account existed, paying their reward', async () => {
    const phone = `137${String(Date.now()).slice(-8)}`;
    const event = orderEvent({ phone });
    await deliver(t.app, event, { store: 'cn' });
    const member = await buildUser(t.db, { phone });
    expect(await balanceOf(t.db, member.id, 1)).toBe(0);
    const headers = await authHeader(t.config, member.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((o: { order_no: string }) => o.order_no)).toEqual([event.order.order_no]);
    expect(await balanceOf(t.db, member.id, 1)).toBe(ORDER_REWARD);
    await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(await balanceOf(t.db, member.id, 1)).toBe(ORDER_REWARD);
  });

  it('claims an order bought with another contact through a code sent to it', async () => {
    const member = await buildUser(t.db);
    const headers = await authHeader(t.config, member.id);
    const buyerEmail = `gift-${Date.now()}@example.com`;
    const event = orderEvent({ email: buyerEmail });
    await deliver(t.app, event);
    const orderNo = event.order.order_no;
    const claim = (contact: string, no = orderNo) =>
      t.app.inject({ method: 'POST', url: '/api/orders/claim', headers, payload: { order_no: no, contact } });

    expect((await claim('someone@example.com')).json().code).toBe('order_not_found');
    expect((await claim(buyerEmail, 'x')).json().code).toBe('order_number_invalid');
    const created = orderEvent({ type: 'order.created', email: buyerEmail });
    await deliver(t.app, created);
    expect((await claim(buyerEmail, created.order.order_no)).json().code).toBe('order_not_paid');

    const sent = await claim(buyerEmail.toUpperCase());
    expect(sent.json()).toEqual({ claimed: false, code_sent: true });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = (outbox.json() as { to: string; text: string }[]).find((m) => m.to === buyerEmail);
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    const confirm = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/claim/confirm',
        headers,
        payload: { order_no: orderNo, code: c },
      });
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe('verification_code_invalid');
    const ok = await confirm(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ order_no: orderNo, claimed: true });
    expect(await balanceOf(t.db, member.id, 1)).toBe(ORDER_REWARD);
    expect((await confirm(code)).statusCode).toBe(422);
    // now theirs: another member cannot claim it
    const other = await buildUser(t.db);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/orders/claim',
      headers: await authHeader(t.config, other.id),
      payload: { order_no: orderNo, contact: buyerEmail },
    });
    expect(stolen.json().code).toBe('order_not_found');
  });
});

describe('staff', () => {
  const header = 'order_no,store,status,buyer_email,buyer_phone,currency,total_amount,paid_at,items';

  it('previews a CSV with the problems of each row, and imports all or nothing', async () => {
    const buyer = await buildUser(t.db);
    const good1 = nextOrderNo('CSV');
    const good2 = nextOrderNo('CSV');
    const bad = [
      header,
      `${good1},overseas,paid,${buyer.email},,usd,19900,2025-06-01T10:00:00Z,cyberboard-r4:1:19900`,
      `${good2},cn,created,,13800138001,CNY,5900,,am-hatsu:2`,
      `${good1},moon,paid,,,US,abc,yesterday,nothing`,
      `${nextOrderNo('CSV')},cn,paid,x@example.com,,CNY,100,,unknown-product:1`,
    ].join('\n');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/import/preview',
      headers: staffHeader,
      payload: { csv: bad },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.valid).toBe(2);
    expect(body.invalid).toBe(2);
    expect(body.rows[2].errors).toEqual(
      expect.arrayContaining([
        'order_no_duplicate',
        'store_invalid',
        'contact_missing',
        'currency_invalid',
        'amount_invalid',
        'paid_at_invalid',
        'items_invalid',
      ]),
    );
    expect(body.rows[3].errors).toEqual(['product_unknown']);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/import',
      headers: staffHeader,
      payload: { csv: bad },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('order_import_invalid');
    expect(await t.db.select().from(orders).where(eq(orders.orderNo, good1))).toEqual([]);

    const good = bad.split('\n').slice(0, 3).join('\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/import',
      headers: staffHeader,
      payload: { csv: good },
    });
    expect(imported.json()).toEqual({ imported: 2 });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/import/preview',
      headers: staffHeader,
      payload: { csv: good },
    });
    expect(again.json().rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['order_exists'],
      ['order_exists'],
    ]);
  });

  it('lists by status and store and shows a detail with the ledger entries', async () => {
    const buyer = await buildUser(t.db);
    const event = orderEvent({ email: buyer.email! });
    await deliver(t.app, event);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=paid&store=overseas&page_size=100',
      headers: staffHeader,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().results as { status: string; store: string; order_no: string }[];
    expect(rows.every((r) => r.status === 'paid' && r.store === 'overseas')).toBe(true);
    expect(rows.some((r) => r.order_no === event.order.order_no)).toBe(true);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${event.order.order_no}`,
      headers: staffHeader,
    });
    expect(detail.json()).toMatchObject({
      owner: { id: buyer.id },
      buyer_email: buyer.email,
      rewards: [{ kind: 'order', amount: ORDER_REWARD, user_id: buyer.id }],
      events: [{ event_id: event.id, type: 'order.paid' }],
    });
    expect(detail.json().rewards[0].transaction_id).toEqual(expect.any(Number));
    const member = await buildUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: await authHeader(t.config, member.id),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('reads and edits the reward settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/order-rewards', headers: staffHeader });
    expect(res.json().invited_reward).toBe(INVITED_REWARD);
    expect(res.json().products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'cyberboard-r4', order_reward: ORDER_REWARD }),
      ]),
    );
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/order-rewards',
      headers: staffHeader,
      payload: { products: [{ code: 'no-such-product', order_reward: 1 }] },
    });
    expect(bad.statusCode).toBe(422);
  });
});

it('a funded member keeps their other coin when a reward is taken back', async () => {
  const buyer = await buildUser(t.db);
  await fund(t.db, buyer.id, 100);
  const paid = orderEvent({ email: buyer.email! });
  await deliver(t.app, paid);
  await deliver(t.app, orderEvent({ type: 'order.refunded', orderNo: paid.order.order_no }));
  expect(await balanceOf(t.db, buyer.id, 1)).toBe(100);
});

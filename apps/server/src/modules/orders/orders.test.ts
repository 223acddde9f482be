// Orders, their rewards and invites (issue 14) through the API on a real database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRewards, orders } from '../../db/schema/orders';
import { rowsOf } from '../../db/sql';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
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

async function rewardRows(orderNo: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return t.db.select().from(orderRewards).where(eq(orderRewards.orderId, order!.id));
}

async function eventCount(eventId: string) {
  const [row] = rowsOf<{ n: string }>(
    await t.db.execute(sql`select count(*)::text as n from order_events where event_id = ${eventId}`),
  );
  return Number(row!.n);
}

describe('order webhook', () => {
  it('applies a signed paid event: the order, bound to the buyer, with the order reward', async () => {
    const buyer = await buildUser(t.db);
    const event = orderEvent({
      email: buyer.email!,
      items: [
        { product_code: 'cyberboard-r4', quantity: 2 },
        { product_code: 'am-hatsu', quantity: 1 },
      ],
    });
    const res = await deliver(t.app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: true, status: 'paid' });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(2 * ORDER_REWARD + 5);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, event.order.order_no));
    expect(order!.userId).toBe(buyer.id);
    expect(order!.paidAt).not.toBeNull();
  });

  it('refuses a forged signature, a wrong secret, an unknown store and a changed body', async () => {
    const event = orderEvent({ email: 'forged@example.com' });
    const forged = [
      await deliver(t.app, event, { signature: 'sha256=' + '0'.repeat(64) }),
      await deliver(t.app, event, { secret: 'not-the-secret' }),
      await deliver(t.app, event, { store: 'cn' /* signed with the overseas secret below */, secret: 'x' }),
      await deliver(t.app, event, { store: 'moon' }),
    ];
    for (const res of forged) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('webhook_signature_invalid');
    }
    // signed, then changed on the way
    const timestamp = Math.floor(Date.now() / 1000);
    const { signWebhook } = await import('./webhook');
    const signature = signWebhook(WEBHOOK_ENV.ORDER_WEBHOOK_SECRET_EN, timestamp, JSON.stringify(event));
    const tampered = { ...event, order: { ...event.order, total_amount: 1 } };
    const res = await deliver(t.app, tampered, { timestamp, signature });
    expect(res.statusCode).toBe(401);
    expect(await eventCount(event.id)).toBe(0);
  });

  it('refuses a stale or future timestamp, even correctly signed', async () => {
    const event = orderEvent();
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 6 * 60, now + 6 * 60]) {
      const res = await deliver(t.app, event, { timestamp });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('webhook_timestamp_stale');
    }
    expect((await deliver(t.app, event, { timestamp: now - 4 * 60 })).statusCode).toBe(200);
  });

  it('answers 503 for a store without a secret', async () => {
    const bare = await createTestApp({ ORDER_WEBHOOK_SECRET_EN: 'only-overseas' });
    try {
      const res = await deliver(bare.app, orderEvent(), { store: 'cn', secret: 'anything' });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('applies a replayed event once', async () => {
    const buyer = await buildUser(t.db);
    const event = orderEvent({ email: buyer.email! });
    const first = await deliver(t.app, event);
    const again = await deliver(t.app, event);
    const later = await deliver(t.app, event);
    expect(first.json().applied).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false, status: 'paid' });
    expect(later.json().applied).toBe(false);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    expect(await eventCount(event.id)).toBe(1);
  });

  it('pays one reward when the same paid event arrives twice at once, and for two paid events', async () => {
    const buyer = await buildUser(t.db);
    const event = orderEvent({ email: buyer.email! });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(t.app, event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    // another event id saying the same thing (the store retried with a new id)
    const other = { ...event, id: `${event.id}-b` };
    const both = await Promise.all([
      deliver(t.app, other),
      deliver(t.app, { ...event, id: `${event.id}-c` }),
    ]);
    expect(both.every((a) => a.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    expect(await rewardRows(event.order.order_no)).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses product codes outside the catalogue and malformed events, applying nothing', async () => {
    const unknown = orderEvent({ items: [{ product_code: 'no-such-product', quantity: 1 }] });
    const res = await deliver(t.app, unknown);
    expect(res.statusCode).toBe(422);
    expect(await eventCount(unknown.id)).toBe(0);
    const bad = await deliver(t.app, orderEvent(), { body: '{"id":"x","type":"order.paid"}' });
    expect(bad.statusCode).toBe(422);
    const notJson = await deliver(t.app, orderEvent(), { body: 'not json' });
    expect(notJson.statusCode).toBe(422);
  });

  it('takes the reward back on refund, once; the ledger check holds', async () => {
    const buyer = await buildUser(t.db);
    const paid = orderEvent({ email: buyer.email! });
    await deliver(t.app, paid);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(ORDER_REWARD);
    const refund = orderEvent({ type: 'order.refunded', orderNo: paid.order.order_no, email: buyer.email! });
    const answers = await Promise.all([deliver(t.app, refund), deliver(t.app, refund)]);
    expect(answers.map((a) => a.json().status)).toEqual(['refunded', 'refunded']);
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    // a late paid event for a refunded order pays nothing
    await deliver(t.app, { ...paid, id: `${paid.id}-late` });
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    const [reward] = await rewardRows(paid.order.order_no);
    expect(reward).toMatchObject({ refundedAmount: ORDER_REWARD, owedAmount: 0 });
    expect(reward!.refundTransactionId).not.toBeNull();
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a cancelled order pays nothing; created then paid pays once', async () => {
    const buyer = await buildUser(t.db);
    const created = orderEvent({ type: 'order.created', email: buyer.email! });
    expect((await deliver(t.app, created)).json().status).toBe('created');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
    const cancelled = orderEvent({ type: 'order.cancelled', orderNo: created.order.order_no });
    expect((await deliver(t.app, cancelled)).json().status).toBe('cancelled');
    const paid = orderEvent({ type: 'order.paid', orderNo: created.order.order_no });
    expect((await deliver(t.app, paid)).json().status).toBe('cancelled');
    expect(await balanceOf(t.db, buyer.id, 1)).toBe(0);
  });
});

describe('invites', () => {
  async function inviteOf(userId: number) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/invites/me',
      headers: await authHeader(t.config, userId),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { code: string; link: string; joined: number; invited_by: unknown };
  }
  async function accept(userId: number, code: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/invites/accept',
      headers: await authHeader(t.config, userId),
      payload: { code },
    });
  }

  it('shows the link and counts who joined; refuses self-use and double use', async () => {
    const inviter = await buildUser(t.db);
    const invitee = await buildUser(t.db);
    const mine = await inviteOf(inviter.id);
    expect(mine.link).toBe(`http://localhost:3000/?invite=${inviter.inviteCode}`);
    expect(mine.joined).toBe(0);

    const self = await accept(inviter.id, inviter.inviteCode);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('invite_self');

    const answers = await Promise.all([
      accept(invitee.id, inviter.inviteCode.toLowerCase()),
      accept(invitee.id, inviter.inviteCode),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const other = await buildUser(t.db);
    const twice = await accept(invitee.id, other.inviteCode);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('invite_already_used');
    expect((await inviteOf(inviter.id)).joined).toBe(1);
    expect((await inviteOf(invitee.id)).invited_by).toMatchObject({ id: inviter.id });
  });

  it('refuses unknown codes and members who signed up long ago', async () => {
    const member = await buildUser(t.db);
    expect((await accept(member.id, 'NOPE1234')).json().code).toBe('invite_code_invalid');
    const inviter = await buildUser(t.db);
    await t.db.execute(sql`update users set created_at = now() - interval '3 days' where id = ${member.id}`);
    const late = await accept(member.id, inviter.inviteCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invite_too_late');
  });

  it("pays the inviter on the invitee's first paid order only, and takes it back with the order", async () => {
    const inviter = await buildUser(t.db);
    const invitee = await buildUser(t.db);
    expect((await accept(invitee.id, inviter.inviteCode)).statusCode).toBe(200);
    const first = orderEvent({ email: invitee.email! });
    await Promise.all([deliver(t.app, first), deliver(t.app, first)]);
    expect(await balanceOf(t.db, inviter.id, 1)).toBe(INVITED_REWARD);
    expect(await balanceOf(t.db, invitee.id, 1)).toBe(ORDER_REWARD);
    const second = orderEvent({ email: invitee.email! });
    await deliver(t.app, second);
    expect(await balanceOf(t.db, inviter.id, 1)).toBe(INVITED_REWARD);

    await deliver(t.app, orderEvent({ type: 'order.refunded', orderNo: first.order.order_no }));
    expect(await balanceOf(t.db, inviter.id, 1)).toBe(0);
    expect(await balanceOf(t.db, invitee.id, 1)).toBe(ORDER_REWARD);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a refund the inviter cannot cover takes what there is and records the rest as owed', async () => {
    const inviter = await buildUser(t.db);
    const invitee = await buildUser(t.db);
    const friend = await buildUser(t.db);
    await accept(invitee.id, inviter.inviteCode);
    const paid = orderEvent({ email: invitee.email! });
    await deliver(t.app, paid);
    expect(await balanceOf(t.db, inviter.id, 1)).toBe(INVITED_REWARD);
    // the inviter spends most of it
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: await authHeader(t.config, inviter.id),
      payload: { coin_type_id: 1, wallet_address: friend.walletAddress, number: INVITED_REWARD - 5 },
    });
    expect(sent.statusCode).toBe(200);
    await deliver(t.app, orderEvent({ type: 'order.refunded', orderNo: paid.order.order_no }));
    expect(await balanceOf(t.db, inviter.id, 1)).toBe(0);
    const invited = (await rewardRows(paid.order.order_no)).find((r) => r.kind === 'invited');
    expect(invited).toMatchObject({ refundedAmount: 5, owedAmount: INVITED_REWARD - 5 });
    expect(await checkLedger(t.db)).toEqual([]);
  });
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

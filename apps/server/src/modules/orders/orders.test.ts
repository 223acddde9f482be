// Orders, their rewards and invites (issue 14) through the API on a real database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRewards, orders } from '../../db/schema/orders';
import { rowsOf } from '../../db/sql';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { balanceOf } from '../coin/balances';
import { deliver, orderEvent, WEBHOOK_ENV } from './test-helpers';

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

  it('writes the reward and its refund as system remarks: a key with the order number, English kept', async () => {
    const buyer = await buildUser(t.db);
    const paid = orderEvent({ email: buyer.email! });
    await deliver(t.app, paid);
    const orderNo = paid.order.order_no;
    const history = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/balance/history',
        headers: await authHeader(t.config, buyer.id),
      });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((r: { record: unknown }) => r.record);
    };
    expect(await history()).toEqual([
      {
        from: 'mall_purchase',
        type: 'reward',
        desc: `Order reward ${orderNo}`,
        remarks: `Order reward ${orderNo}`,
        remarks_key: 'order_reward',
        remarks_params: { order_no: orderNo },
      },
    ]);
    await deliver(t.app, orderEvent({ type: 'order.refunded', orderNo, email: buyer.email! }));
    expect((await history())[0]).toEqual({
      from: 'mall_purchase',
      type: 'reward_refund',
      desc: `Order reward refund ${orderNo}`,
      remarks: `Order reward refund ${orderNo}`,
      remarks_key: 'order_reward_refund',
      remarks_params: { order_no: orderNo },
    });
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

    const [invited] = rowsOf<{ remarks_key: string; remarks_params: unknown }>(
      await t.db.execute(sql`
        select t.remarks_key, t.remarks_params from ledger_transactions t
        join order_rewards r on r.transaction_id = t.id
        join orders o on o.id = r.order_id
        where o.order_no = ${first.order.order_no} and r.kind = 'invited'`),
    );
    expect(invited).toEqual({
      remarks_key: 'invited_reward',
      remarks_params: { order_no: first.order.order_no },
    });

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

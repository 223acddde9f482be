import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../../db/sql';
import { users } from '../../db/schema/users';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from './check';
import { escrow, refund, release } from './service';
import { fund, ledgerState, sendCoin } from './test-helpers';
import { transfer } from './transfer';

const DAILY_LIMIT = 500;
const TRANSFERS_PER_MINUTE = 8;

describe('MIAO COIN API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      COIN_DAILY_SEND_LIMIT: String(DAILY_LIMIT),
      COIN_TRANSFERS_PER_MINUTE: String(TRANSFERS_PER_MINUTE),
    });
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await t.close();
  });

  const get = async (url: string, userId?: number) =>
    t.app.inject({ method: 'GET', url, headers: userId ? await authHeader(t.config, userId) : {} });
  const send = (userId: number | undefined, payload: Record<string, unknown>, key?: string) =>
    sendCoin(t.app, t.config, userId, payload, key);
  const pair = async (funds = 1000) => {
    const from = await buildUser(t.db);
    const to = await buildUser(t.db);
    if (funds > 0) await fund(t.db, from.id, funds);
    return { from, to };
  };
  const countOf = async (userId: number, coinTypeId = 1) => {
    const body = (await get(`/api/balance?coin_type_id=${coinTypeId}`, userId)).json();
    return body.count_list[0].count as number;
  };

  describe('idempotency', () => {
    const body = (to: string, number = 10) => ({
      coin_type_id: 1,
      wallet_address: to,
      number,
      remarks: 'once',
    });

    it('applies the same key and body once and answers the same', async () => {
      const { from, to } = await pair(100);
      const first = await send(from.id, body(to.walletAddress), 'key-1');
      expect(first.statusCode).toBe(200);
      const state = await ledgerState(t.db);
      const again = await send(from.id, body(to.walletAddress), 'key-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await ledgerState(t.db)).toEqual(state);
      expect(await countOf(from.id)).toBe(90);
    });

    it('treats the same body spelled differently as the same request', async () => {
      const { from, to } = await pair(100);
      const first = await send(from.id, body(to.walletAddress), 'key-spelling');
      const again = await send(
        from.id,
        {
          coin_type_id: '1',
          wallet_address: to.walletAddress.toUpperCase().replace('0X', '0x'),
          number: '10',
          remarks: ' once ',
        },
        'key-spelling',
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await countOf(from.id)).toBe(90);
    });

    it('answers a retry the same even when the recipient has gone since', async () => {
      const { from, to } = await pair(100);
      const first = await send(from.id, body(to.walletAddress), 'key-gone');
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, to.id));
      const again = await send(from.id, body(to.walletAddress), 'key-gone');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await send(from.id, body(to.walletAddress))).json()).toMatchObject({
        code: 'wallet_address_not_found',
      });
    });

    it('refuses the same key with another body and writes nothing', async () => {
      const { from, to } = await pair(100);
      expect((await send(from.id, body(to.walletAddress), 'key-2')).statusCode).toBe(200);
      const before = await ledgerState(t.db);
      const res = await send(from.id, body(to.walletAddress, 11), 'key-2');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
      expect(await ledgerState(t.db)).toEqual(before);
    });

    it('keeps keys per user', async () => {
      const a = await pair(100);
      const b = await pair(100);
      expect((await send(a.from.id, body(a.to.walletAddress), 'shared-key')).statusCode).toBe(200);
      expect((await send(b.from.id, body(b.to.walletAddress), 'shared-key')).statusCode).toBe(200);
      expect(await countOf(b.to.id)).toBe(10);
    });

    it('does not keep a refused attempt: the key can be retried once the coin is there', async () => {
      const { from, to } = await pair(5);
      const refused = await send(from.id, body(to.walletAddress), 'key-retry');
      expect(refused.json()).toMatchObject({ code: 'coin_not_enough_to_send' });
      await fund(t.db, from.id, 5);
      expect((await send(from.id, body(to.walletAddress), 'key-retry')).statusCode).toBe(200);
      expect((await send(from.id, body(to.walletAddress), 'key-retry')).statusCode).toBe(200);
      expect(await countOf(from.id)).toBe(0);
    });

    it('makes a new transfer on every call without a key', async () => {
      const { from, to } = await pair(100);
      const a = await send(from.id, body(to.walletAddress));
      const b = await send(from.id, body(to.walletAddress));
      expect(a.json().id).not.toBe(b.json().id);
      expect(await countOf(from.id)).toBe(80);
    });

    it('applies concurrent requests with one key once', async () => {
      const { from, to } = await pair(100);
      const answers = await Promise.all(
        Array.from({ length: TRANSFERS_PER_MINUTE }, () =>
          send(from.id, body(to.walletAddress, 7), 'key-race'),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(await countOf(from.id)).toBe(93);
    });

    it('refuses an empty or over-long key', async () => {
      const { from, to } = await pair(100);
      expect((await send(from.id, body(to.walletAddress), '   ')).statusCode).toBe(422);
      expect((await send(from.id, body(to.walletAddress), 'k'.repeat(256))).statusCode).toBe(422);
      expect(await countOf(from.id)).toBe(100);
    });
  });

  describe('transfers written in batches (migration 0028)', () => {
    it('writes the transfers of one turn in one transaction, each checked against the ones before it', async () => {
      const a = await buildUser(t.db);
      const b = await buildUser(t.db);
      const broke = await buildUser(t.db); // no account yet
      const d = await buildUser(t.db);
      const e = await buildUser(t.db);
      const newcomer = await buildUser(t.db); // no account yet
      await fund(t.db, a.id, 100);
      await fund(t.db, d.id, 1000);
      await fund(t.db, e.id, 10);
      const before = await ledgerState(t.db);
      const limits = { dailySendLimit: DAILY_LIMIT };
      const send = (fromUserId: number, toAddress: string, amount: number, idempotencyKey?: string) =>
        transfer(
          t.db,
          { fromUserId, toAddress, amount, coinTypeId: 1, remarks: 'batch', idempotencyKey },
          limits,
        );
      const answers = await Promise.allSettled([
        send(a.id, b.walletAddress, 60),
        send(a.id, b.walletAddress, 60), // the first one's debit is seen: 40 left
        send(broke.id, a.walletAddress, 1),
        send(a.id, a.walletAddress, 1),
        send(a.id, '0x0000000000000000000000000000000000000000', 1),
        send(d.id, b.walletAddress, 400),
        send(d.id, b.walletAddress, 200), // 600 in the day, over 500
        send(e.id, newcomer.walletAddress, 5, 'batch-key'),
        send(e.id, newcomer.walletAddress, 5, 'batch-key'), // the same request again: answered, not paid twice
        send(newcomer.id, b.walletAddress, 2), // the account the batch made holds the 5 received
        send(e.id, newcomer.walletAddress, 4, 'batch-key'), // the key again with another body: refused
      ]);
      const outcome = answers.map((answer) =>
        answer.status === 'fulfilled'
          ? answer.value.replayed
            ? 'replayed'
            : 'done'
          : (answer.reason as { code?: string }).code,
      );
      expect(outcome).toEqual([
        'done',
        'coin_not_enough_to_send',
        'coin_not_enough_to_send',
        'transfer_to_self',
        'wallet_address_not_found',
        'done',
        'send_limit_exceeded',
        'done',
        'replayed',
        'done',
        'idempotency_key_reused',
      ]);
      const done = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [answer.value.response] : [],
      );
      // one transaction: one time for every transfer written
      expect(new Set(done.map((r) => r.effective_at)).size).toBe(1);
      expect(done[2]).toEqual(done[3]);
      expect(await countOf(a.id)).toBe(40);
      expect(await countOf(b.id)).toBe(462);
      expect(await countOf(d.id)).toBe(600);
      expect(await countOf(e.id)).toBe(5);
      expect(await countOf(newcomer.id)).toBe(3);
      const after = await ledgerState(t.db);
      // four transfers: four requests, transactions and pairs of entries; the two recipients'
      // first accounts, none for the member whose send was refused
      expect(Number(after.requests) - Number(before.requests)).toBe(4);
      expect(Number(after.transactions) - Number(before.transactions)).toBe(4);
      expect(Number(after.entries) - Number(before.entries)).toBe(8);
      expect(Number(after.accounts) - Number(before.accounts)).toBe(2);
      const brokeAccounts = await readRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from accounts where user_id = ${broke.id}`,
      );
      expect(brokeAccounts[0]?.n).toBe(0);
    });
  });

  describe('balance history', () => {
    it('lists every record type with its source, newest first, 20 a page, with filters', async () => {
      const user = await buildUser(t.db);
      const other = await buildUser(t.db);
      const taskId = 9001;
      await fund(t.db, user.id, 500); // activity grant
      await escrow(t.db, { taskId, userId: user.id, amount: 100, coinTypeId: 1, remarks: 'task pool' }); // payment
      await release(t.db, { taskId, toUserId: user.id, amount: 30 }); // reward
      expect(await refund(t.db, { taskId })).toBe(70); // reward refund
      await fund(t.db, other.id, 50);
      for (let i = 0; i < 10; i += 1) {
        const input = {
          fromUserId: other.id,
          toAddress: user.walletAddress,
          amount: 1,
          coinTypeId: 1,
          remarks: '',
        };
        await transfer(t.db, input, { dailySendLimit: DAILY_LIMIT });
      }
      // 4 + 10 records for the user, then enough grants for a second page
      for (let i = 0; i < 8; i += 1) await fund(t.db, user.id, 1);

      const page1 = (await get('/api/balance/history', user.id)).json();
      expect(page1).toMatchObject({ count: 22, page_number: 1, page_size: 20 });
      expect(page1.results).toHaveLength(20);
      const ids = page1.results.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const page2 = (await get('/api/balance/history?page_number=2', user.id)).json();
      expect(page2.results).toHaveLength(2);
      const oldest = page2.results.at(-1);
      expect(oldest).toMatchObject({
        type: 'increase',
        number: 500,
        record: { type: 'activity_grant', from: 'dao_platform', desc: 'test funding' },
        task_id: null,
      });
      const records = [...page1.results, ...page2.results];
      expect(records.find((r) => r.record.type === 'payment')).toMatchObject({
        type: 'decrease',
        number: 100,
        task_id: taskId,
        record: { desc: 'task pool' },
      });
      expect(records.find((r) => r.record.type === 'reward')).toMatchObject({ type: 'increase', number: 30 });
      expect(records.find((r) => r.record.type === 'reward_refund')).toMatchObject({
        type: 'increase',
        number: 70,
      });

      const transfers = (await get('/api/balance/history?type=transfer&page_size=5', user.id)).json();
      expect(transfers.count).toBe(10);
      expect(transfers.results).toHaveLength(5);
      expect(
        transfers.results.every((r: { record: { desc: string } }) => r.record.desc === other.walletAddress),
      ).toBe(true);
      const refunds = (await get('/api/balance/history?type=reward%20refund', user.id)).json();
      expect(refunds.results.map((r: { number: number }) => r.number)).toEqual([70]);
      const ascending = (await get('/api/balance/history?ordering=id&page_size=1', user.id)).json();
      expect(ascending.results[0].number).toBe(500);
      expect((await get('/api/balance/history?coin_type_id=1', user.id)).json().count).toBe(22);
      expect((await get('/api/balance/history?coin_type_id=2000', user.id)).json().count).toBe(0);
      expect((await get('/api/balance/history?type=lottery', user.id)).statusCode).toBe(422);
      expect((await get('/api/balance/history?page_size=0', user.id)).statusCode).toBe(422);
      expect((await get('/api/balance/history')).statusCode).toBe(401);
      // nobody else's records
      expect((await get('/api/balance/history', other.id)).json().count).toBe(11);
    });
  });

  describe('staff grant and coin types', () => {
    const grantBody = (userId: number, number: unknown = 500) => ({
      user_id: userId,
      coin_type_id: 1,
      number,
      remarks: 'event',
    });
    const adminGrant = async (staffId: number | undefined, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/coin/grant',
        headers: staffId ? await authHeader(t.config, staffId) : {},
        payload,
      });

    it('lets staff grant coin from the mint as an activity grant', async () => {
      const staff = await buildUser(t.db, { staff: true });
      const user = await buildUser(t.db);
      const res = await adminGrant(staff.id, grantBody(user.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user_id: user.id,
        coin_type_id: 1,
        number: 500,
        remarks: 'event',
        count: 500,
      });
      expect(await countOf(user.id)).toBe(500);
      const [record] = (await get('/api/balance/history', user.id)).json().results;
      expect(record).toMatchObject({
        type: 'increase',
        number: 500,
        record: { type: 'activity_grant', from: 'dao_platform', desc: 'event' },
      });
    });

    it.each([
      ['a member', 'member', (id: number) => grantBody(id), 403, 'no_operation_permission'],
      ['nobody signed in', 'anonymous', (id: number) => grantBody(id), 401, 'sign_in_required'],
      ['an unknown user', 'staff', () => grantBody(999_999), 404, 'not_found'],
      [
        'an unknown coin type',
        'staff',
        (id: number) => ({ ...grantBody(id), coin_type_id: 77 }),
        422,
        'coin_type_not_found',
      ],
      ['amount 0', 'staff', (id: number) => grantBody(id, 0), 422, 'validation_error'],
      ['amount "1.5"', 'staff', (id: number) => grantBody(id, '1.5'), 422, 'validation_error'],
      [
        'remarks of 43 characters',
        'staff',
        (id: number) => ({ ...grantBody(id), remarks: 'r'.repeat(43) }),
        422,
        'validation_error',
      ],
    ] as const)(
      'refuses a grant by or with %s, writing nothing',
      async (_name, who, payload, status, code) => {
        const staff = await buildUser(t.db, { staff: who === 'staff' });
        const user = await buildUser(t.db);
        const before = await ledgerState(t.db);
        const res = await adminGrant(who === 'anonymous' ? undefined : staff.id, payload(user.id));
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ code });
        expect(await ledgerState(t.db)).toEqual(before);
      },
    );

    it('lists coin types as chains and lets staff add one, with its own balances', async () => {
      const staff = await buildUser(t.db, { staff: true });
      const member = await buildUser(t.db);
      const chains = (await get('/api/chains')).json();
      expect(chains.results).toEqual([{ id: 1, coin_name: 'MIAO COIN' }]);
      const create = (userId: number, coin_name: string) =>
        authHeader(t.config, userId).then((headers) =>
          t.app.inject({ method: 'POST', url: '/api/admin/coin/types', headers, payload: { coin_name } }),
        );
      expect((await create(member.id, 'GOLD')).statusCode).toBe(403);
      const created = await create(staff.id, 'GOLD');
      expect(created.statusCode).toBe(200);
      // the reference seed wrote id 1 explicitly; a new type must not collide with it
      expect(created.json()).toEqual({ id: 2, coin_name: 'GOLD' });
      expect((await create(staff.id, 'GOLD')).json()).toMatchObject({ code: 'coin_type_name_taken' });
      expect((await get('/api/chains')).json().count).toBe(2);

      expect((await adminGrant(staff.id, { ...grantBody(member.id, 40), coin_type_id: 2 })).statusCode).toBe(
        200,
      );
      await fund(t.db, member.id, 7, 1);
      expect((await get('/api/balance', member.id)).json().count_list).toEqual([
        { coin_id: 1, coin_name: 'MIAO COIN', count: 7, pending: 0, held: 0 },
        { coin_id: 2, coin_name: 'GOLD', count: 40, pending: 0, held: 0 },
      ]);
      const friend = await buildUser(t.db);
      const res = await send(member.id, {
        coin_type_id: 2,
        wallet_address: friend.walletAddress,
        number: 15,
      });
      expect(res.json()).toMatchObject({ coin_name: 'GOLD', number: 15 });
      expect(await countOf(friend.id, 2)).toBe(15);
      expect(await countOf(friend.id, 1)).toBe(0);
      const history = (await get('/api/balance/history?coin_type_id=2', member.id)).json();
      expect(history.results.map((r: { number: number; type: string }) => `${r.type}:${r.number}`)).toEqual([
        'decrease:15',
        'increase:40',
      ]);
    });
  });

  it('publishes the coin calls in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/balance',
      '/api/balance/history',
      '/api/wallet/transfer',
      '/api/admin/coin/grant',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/wallet/transfer'].post.tags).toEqual(['coin']);
  });
});

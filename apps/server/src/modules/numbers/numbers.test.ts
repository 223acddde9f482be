import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@miao/contracts/errors';
import { rowsOf } from '../../db/sql';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildOrder, buildQueue, entriesOf, join, passTurns, pick, status, type Auth } from './test-helpers';

/** The web's translation of a server message (spec 7: error.<message without dots and apostrophes>). */
function webMessage(language: 'cn' | 'en', message: string): string | undefined {
  const file = path.resolve(__dirname, `../../../../web/src/locales/${language}/error.json`);
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return table[message.replace(/[.']/g, '')];
}

describe('number queue: buyers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A member with a paid HATSU order (or as told) and their Bearer header. */
  async function buyer(order: Parameters<typeof buildOrder>[2] = {}) {
    const user = await buildUser(t.db);
    const orderNo = await buildOrder(t.db, user.email!, order);
    return { user, orderNo, auth: await authHeader(t.config, user.id), email: user.email! };
  }
  const joinAs = (activity: string, b: { orderNo: string; email: string; auth: Auth }, name = 'Buyer') =>
    join(t.app, activity, b.auth, { order_no: b.orderNo, email: b.email, name });

  it('refuses unknown, other products, unpaid and other members’ orders with the spec 8 order messages', async () => {
    const queue = await buildQueue(t.db);
    const b = await buyer();
    const refusedWith = async (body: Record<string, unknown>, code: string, auth: Auth = b.auth) => {
      const res = await join(t.app, queue.activity, auth, { email: b.email, name: 'Buyer', ...body });
      expect(res.json().code, res.body).toBe(code);
      expect(res.statusCode).toBe(errors[code as keyof typeof errors].status);
      return res;
    };
    await refusedWith({ order_no: 'no!' }, 'order_number_invalid');
    await refusedWith({ order_no: 'NO-SUCH-ORDER-1' }, 'order_not_found');
    // not a HATSU order: not found in this queue
    const mat = await buildOrder(t.db, b.email, { productCode: 'cybermat-r3' });
    await refusedWith({ order_no: mat }, 'order_not_found');
    const unpaid = await buildOrder(t.db, b.email, { status: 'created' });
    const res = await refusedWith({ order_no: unpaid }, 'order_not_paid');
    expect(res.json().message).toBe('Order status is not paid');
    expect(webMessage('cn', res.json().message)).toBe('订单尚未支付');
    const refunded = await buildOrder(t.db, b.email, { status: 'refunded' });
    await refusedWith({ order_no: refunded }, 'order_not_paid');
    // someone else's paid order
    const other = await buyer();
    await refusedWith({ order_no: other.orderNo }, 'order_not_found');
    // signed out
    const anonymous = await join(
      t.app,
      queue.activity,
      {},
      { order_no: b.orderNo, email: b.email, name: 'x' },
    );
    expect(anonymous.statusCode).toBe(401);
    // a queue that does not exist
    expect((await joinAs('no-such-queue', b)).statusCode).toBe(404);
  });

  it('takes the order’s buyer e-mail or the member’s own, a name of 1 to 20, an e-mail of at most 80', async () => {
    const queue = await buildQueue(t.db);
    const b = await buyer();
    const refused = async (body: Record<string, unknown>) =>
      (
        await join(t.app, queue.activity, b.auth, {
          order_no: b.orderNo,
          email: b.email,
          name: 'Bo',
          ...body,
        })
      ).json();
    expect(await refused({ email: 'someone.else@example.com' })).toMatchObject({
      code: 'input_error_email',
      fields: ['email'],
    });
    expect(await refused({ email: 'not-an-email' })).toMatchObject({ code: 'input_error_email' });
    expect(await refused({ email: `${'a'.repeat(70)}@example.com` })).toMatchObject({
      code: 'validation_error',
      fields: ['email'],
    });
    expect(await refused({ name: '   ' })).toMatchObject({ code: 'validation_error', fields: ['name'] });
    expect(await refused({ name: 'n'.repeat(21) })).toMatchObject({
      code: 'validation_error',
      fields: ['name'],
    });
    const ok = await join(t.app, queue.activity, b.auth, {
      order_no: b.orderNo,
      email: b.email.toUpperCase(),
      name: 'n'.repeat(20),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('opens the first turn at once with a mail, shows the others their place, and picks move the line', async () => {
    const queue = await buildQueue(t.db, { total: 5 });
    const [a, b, c] = [await buyer(), await buyer(), await buyer()];
    const first = await joinAs(queue.activity, a, 'Ann');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entry).toMatchObject({ status: 'turn', position: null, number: null, name: 'Ann' });
    const ends = Date.parse(first.json().entry.turn_ends_at) - Date.parse(first.json().entry.turn_opened_at);
    expect(ends).toBe(3 * 60 * 60 * 1000);
    expect((await joinAs(queue.activity, b)).json().entry).toMatchObject({ status: 'waiting', position: 1 });
    expect((await joinAs(queue.activity, c)).json().entry).toMatchObject({ status: 'waiting', position: 2 });
    // joining again answers the place held
    expect((await joinAs(queue.activity, c)).json().entry).toMatchObject({ status: 'waiting', position: 2 });
    expect((await status(t.app, queue.activity, c.auth, c.orderNo)).json().queue).toMatchObject({
      total_numbers: 5,
      taken: [],
      waiting: 2,
      open_turns: 1,
    });

    // the turn mail reaches the outbox once the job runs
    await t.runJobs();
    const mails = rowsOf<{ subject: string; text: string }>(
      await t.db.execute(sql`select subject, text from outbox where "to" = ${a.email}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your turn to pick a number');
    expect(mails[0]!.text).toContain(`/en/${queue.activity}/number/`);

    // not b's turn yet
    const early = await pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 1 });
    expect(early.json().code).toBe('number_turn_not_open');
    // outside 1..N
    expect(
      (await pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 6 })).json(),
    ).toMatchObject({
      code: 'validation_error',
      fields: ['number'],
    });

    const picked = await pick(t.app, queue.activity, a.auth, {
      order_no: a.orderNo,
      number: 3,
      note: ' for my desk ',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().entry).toMatchObject({ status: 'picked', number: 3, note: 'for my desk' });
    expect(picked.json().queue.taken).toEqual([3]);
    // the next turn opened at once, and the line moved up
    expect((await status(t.app, queue.activity, b.auth, b.orderNo)).json().entry.status).toBe('turn');
    expect((await status(t.app, queue.activity, c.auth, c.orderNo)).json().entry.position).toBe(1);
    // a second pick by the same buyer
    const again = await pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'number_already_selected',
      message: 'You have already selected',
    });
    // a number held already
    const taken = await pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'number_taken',
      message: 'Number already selected, please pick another',
    });
    expect(webMessage('cn', taken.json().message)).toBe('该号码已被选走，请选择其他号码');
    expect((await pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 4 })).statusCode).toBe(
      200,
    );

    // the owner's nft-number info in the user center
    const mine = await t.app.inject({ method: 'GET', url: '/api/nft-number', headers: a.auth });
    expect(mine.json().results).toEqual([
      expect.objectContaining({ activity: queue.activity, order_no: a.orderNo, number: 3, status: 'picked' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/nft-number' })).statusCode).toBe(401);
  });

  it('refuses a note of 129 characters with "Select number failed" and takes 128', async () => {
    const queue = await buildQueue(t.db);
    const a = await buyer();
    await joinAs(queue.activity, a);
    const long = await pick(t.app, queue.activity, a.auth, {
      order_no: a.orderNo,
      number: 1,
      note: 'n'.repeat(129),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'number_select_failed', message: 'Select number failed' });
    expect(webMessage('cn', long.json().message)).toBe('选号失败');
    // 128 characters, counted as characters (not UTF-16 units)
    const ok = await pick(t.app, queue.activity, a.auth, {
      order_no: a.orderNo,
      number: 1,
      note: '号'.repeat(127) + '😀',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets one of two buyers picking the same number at once have it; the other gets the message', async () => {
    const queue = await buildQueue(t.db, { turnsAtOnce: 2, total: 10 });
    const [a, b] = [await buyer(), await buyer()];
    await joinAs(queue.activity, a);
    await joinAs(queue.activity, b);
    for (let round = 0; round < 1; round += 1) {
      const answers = await Promise.all([
        pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 7 }),
        pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 7 }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'number_taken' });
    }
    const entries = await entriesOf(t.db, queue.id);
    expect(entries.filter((e) => e.number === 7)).toHaveLength(1);
    // the loser is still in the turn and takes another
    const loserEntry = entries.find((e) => e.status === 'turn')!;
    const loser = loserEntry.id === entries[0]!.id ? a : b;
    expect(
      (await pick(t.app, queue.activity, loser.auth, { order_no: loser.orderNo, number: 8 })).statusCode,
    ).toBe(200);
  });

  it('gives a random free number when the 3 hours pass, and opens the next turn', async () => {
    const queue = await buildQueue(t.db, { total: 4 });
    const [a, b, c] = [await buyer(), await buyer(), await buyer()];
    await joinAs(queue.activity, a);
    await pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 2 });
    await joinAs(queue.activity, b);
    await joinAs(queue.activity, c);
    // not yet over: the job is not due, nothing changes
    await t.runJobs();
    expect((await entriesOf(t.db, queue.id)).map((e) => e.status)).toEqual(['picked', 'turn', 'waiting']);
    // the turn's end comes, the job runs
    await passTurns(t.db, queue.id);
    await t.runJobs();
    const [, bEntry, cEntry] = await entriesOf(t.db, queue.id);
    expect(bEntry).toMatchObject({ status: 'assigned', how: 'random' });
    expect([1, 3, 4]).toContain(bEntry!.number);
    expect(cEntry!.status).toBe('turn');
    // a pick after the end is refused (the number was given)
    expect((await pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 1 })).json().code).toBe(
      'number_already_selected',
    );
    // c's turn ends too: again a free number, never a taken one
    await passTurns(t.db, queue.id);
    await t.runJobs();
    const all = await entriesOf(t.db, queue.id);
    expect(all[2]).toMatchObject({ status: 'assigned' });
    expect(new Set(all.map((e) => e.number)).size).toBe(3);
  });

  it('refuses a pick when the turn is over but its job has not run yet', async () => {
    const queue = await buildQueue(t.db);
    const a = await buyer();
    await joinAs(queue.activity, a);
    await t.db.execute(sql`
      update number_queue_entries set turn_ends_at = now() - interval '1 second' where queue_id = ${queue.id}`);
    expect((await pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 1 })).json().code).toBe(
      'number_turn_not_open',
    );
  });
});

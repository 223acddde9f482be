import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAW_CLAIM_CODE_MAX_ATTEMPTS,
  DRAW_CLAIM_CODES_PER_DAY,
  DRAW_CLAIM_CODES_PER_HOUR,
  DRAW_CLAIM_FAILURES_PER_HOUR,
  DRAW_LOOKUP_WINDOW_SECONDS,
  type PublicDraw,
} from '@miao/contracts/draws';
import { drawEntries, draws } from '../../db/schema/draws';
import { outbox } from '../../db/schema/platform';
import { hit } from '../../platform/rate-limit';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { awayFromHourBoundary } from '../auth/test-helpers';
import { drawWinners, entryListDigest, winnersOf } from './algorithm';
import {
  buildOrder,
  claim,
  claimWithCode,
  codeSentTo,
  drawBody,
  lookup,
  makeDue,
  requestCode,
  sentTo,
} from './test-helpers';

describe('prize draws', () => {
  let t: TestApp;
  let staff: { authorization: string };
  let member: { authorization: string };

  const create = (body = drawBody(), headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/staff/draws', headers, payload: body });
  const read = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/draws/${slug}` });
    expect(res.statusCode).toBe(200);
    return res.json<PublicDraw>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  describe('staff define a draw', () => {
    it('is refused to visitors and members', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/staff/draws', payload: drawBody() })).statusCode,
      ).toBe(401);
      const res = await create(drawBody(), member);
      expect(res.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/draws', headers: member })).statusCode,
      ).toBe(403);
    });

    it('refuses bad times, unknown products, a bad address and an address taken', async () => {
      const past = new Date(Date.now() - 60_000).toISOString();
      const cases: [Parameters<typeof drawBody>[0], string][] = [
        [{ draw_at: past, entry_ends_at: new Date(Date.now() - 120_000).toISOString() }, 'draw_at'],
        [{ entry_ends_at: new Date(Date.now() - 48 * 3600_000).toISOString() }, 'entry_ends_at'],
        [{ claim_ends_at: new Date(Date.now() + 60_000).toISOString() }, 'claim_ends_at'],
        [{ entry_product_codes: ['no-such-keyboard'] }, 'entry_product_codes'],
        [{ product_code: 'no-such-keyboard' }, 'product_code'],
      ];
      for (const [override, field] of cases) {
        const res = await create(drawBody(override));
        expect(res.statusCode, field).toBe(422);
        expect(res.json().fields).toContain(field);
      }
      expect((await create(drawBody({ slug: 'Has Spaces' }))).statusCode).toBe(422);
      expect((await create(drawBody({ prizes: [] }))).statusCode).toBe(422);
      const body = drawBody();
      expect((await create(body)).statusCode).toBe(201);
      const again = await create({ ...body });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'draw_slug_taken' });
    });
  });

  describe('a draw from commitment to claim', () => {
    const body = drawBody();
    let winners: { orderNo: string; email: string | null; phone: string | null }[] = [];
    const orders: Awaited<ReturnType<typeof buildOrder>>[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 9; i += 1) orders.push(await buildOrder(t.db, { paidAgoMs: (12 - i) * 60_000 }));
      orders.push(await buildOrder(t.db, { phone: '13912345678', paidAgoMs: 2 * 60_000 }));
      // not entries: another product, unpaid, refunded, paid before the window
      await buildOrder(t.db, { product: 'cyberboard-r4', orderNo: 'OTHER-PRODUCT-1' });
      await buildOrder(t.db, { paid: false, orderNo: 'UNPAID-ORDER-1' });
      await buildOrder(t.db, { refunded: true, orderNo: 'REFUNDED-ORDER-1' });
      await buildOrder(t.db, { paidAgoMs: 48 * 3600_000, orderNo: 'TOO-EARLY-ORDER-1' });
      const res = await create(body);
      expect(res.statusCode).toBe(201);
    });

    it('publishes the seed hash before the draw and keeps the seed back', async () => {
      const draw = await read(body.slug);
      expect(draw).toMatchObject({
        state: 'open',
        seed: null,
        entry_count: null,
        entry_list_digest: null,
        winners: [],
        algorithm: 'miao-draw-v1',
      });
      expect(draw.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      const pending = await lookup(t.app, body.slug, orders[0]!.orderNo);
      expect(pending.json()).toMatchObject({ result: 'pending', position: null });
      for (const no of ['OTHER-PRODUCT-1', 'UNPAID-ORDER-1', 'REFUNDED-ORDER-1', 'TOO-EARLY-ORDER-1']) {
        const res = await lookup(t.app, body.slug, no, '198.51.100.20');
        expect(res.statusCode, no).toBe(404);
        expect(res.json()).toMatchObject({ code: 'code_not_found', message: 'Code not found' });
      }
      const early = { order_no: orders[0]!.orderNo, contact: orders[0]!.email! };
      expect((await requestCode(t.app, body.slug, early)).json()).toMatchObject({ code: 'draw_not_drawn' });
      expect((await claim(t.app, body.slug, { ...early, code: '123456' })).json()).toMatchObject({
        code: 'draw_not_drawn',
      });
    });

    it('draws in the job at the draw time, not before', async () => {
      expect(await t.runJobs()).toBe(0);
      expect((await read(body.slug)).state).toBe('open');
      await makeDue(t.db, body.slug);
      expect((await read(body.slug)).state).toBe('closed');
      expect(await t.runJobs()).toBe(1);
      const draw = await read(body.slug);
      expect(draw.state).toBe('drawn');
      expect(draw.entry_count).toBe(10);
      expect(draw.winners).toHaveLength(3);
    });

    it('reveals a seed whose hash was published; recomputing from the digest gives the stored winners', async () => {
      const draw = await read(body.slug);
      expect(createHash('sha256').update(draw.seed!).digest('hex')).toBe(draw.seed_hash);
      // the digest is of the frozen list, in paid order, as the draw job scored it
      const frozen = await t.db
        .select()
        .from(drawEntries)
        .innerJoin(draws, eq(draws.id, drawEntries.drawId))
        .where(eq(draws.slug, body.slug))
        .orderBy(drawEntries.position);
      expect(frozen.map((r) => r.draw_entries.orderNo)).toEqual(orders.map((o) => o.orderNo));
      const masked = frozen.map((r) => r.draw_entries.masked);
      expect(draw.entry_list_digest).toBe(entryListDigest(masked));
      const recomputed = winnersOf(draw.seed!, draw.entry_list_digest!, draw.entry_count!, draw.prizes);
      expect(recomputed).toEqual(drawWinners(draw.seed!, masked, draw.prizes));
      expect(recomputed.map((w) => ({ position: w.position, prize: w.prize }))).toEqual(
        draw.winners.map((w) => ({ position: w.position, prize: w.prize })),
      );
      expect(draw.winners.map((w) => w.prize)).toEqual([0, 1, 1]);
      // a changed list (one entry left out, or one number changed) draws other winners
      const changed = [...masked];
      changed[masked.length - 1] = 'RGB******X99';
      expect(drawWinners(draw.seed!, changed, draw.prizes)).not.toEqual(recomputed);
      expect(drawWinners(draw.seed!, masked.slice(1), draw.prizes)).not.toEqual(recomputed);
      winners = draw.winners.map((w) => orders[w.position - 1]!);
    });

    it('publishes no part of any order number: winners by position and prize only', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/draws/${body.slug}` });
      const text = res.body;
      const draw = res.json<PublicDraw>();
      const frozen = await t.db
        .select({ orderNo: drawEntries.orderNo, masked: drawEntries.masked })
        .from(drawEntries)
        .innerJoin(draws, eq(draws.id, drawEntries.drawId))
        .where(eq(draws.slug, body.slug));
      expect(frozen).toHaveLength(10);
      for (const { orderNo, masked } of frozen) {
        expect(text).not.toContain(orderNo);
        expect(text).not.toContain(masked);
      }
      expect(text).not.toContain('*');
      // nor the numbers' ends, which told winners' numbers apart: outside the hashes and times
      // (where three digits may occur by chance) nothing of them
      const rest = JSON.stringify(
        Object.fromEntries(
          Object.entries(draw).filter(
            ([key]) => !['seed', 'seed_hash', 'entry_list_digest'].includes(key) && !key.endsWith('_at'),
          ),
        ),
      );
      for (const { orderNo } of frozen) expect(rest).not.toContain(orderNo.slice(-3));
      for (const winner of draw.winners)
        expect(Object.keys(winner).sort()).toEqual(['claimed', 'position', 'prize']);
      expect(Object.keys(draw)).not.toContain('entries');
      // staff still see the numbers, to ship the prizes
      const staffView = await t.app.inject({
        method: 'GET',
        url: `/api/staff/draws/${body.slug}`,
        headers: staff,
      });
      expect(staffView.body).toContain(frozen[0]!.orderNo);
    });

    it('tells a buyer win or not win about their own order only', async () => {
      const win = await lookup(t.app, body.slug, winners[0]!.orderNo);
      expect(win.statusCode).toBe(200);
      expect(win.json()).toMatchObject({ result: 'win', prize: 0, claim_open: true });
      expect(win.headers['cache-control']).toBe('no-store');
      const loser = orders.find((o) => !winners.includes(o))!;
      expect((await lookup(t.app, body.slug, loser.orderNo)).json()).toMatchObject({
        result: 'not_win',
        prize: null,
        claim_open: false,
      });
      // the path-segment form of spec 7
      const viaPath = await t.app.inject({
        method: 'GET',
        url: `/api/draw/${body.slug}/${winners[1]!.orderNo}`,
      });
      expect(viaPath.json()).toMatchObject({ result: 'win', prize: 1 });
      const invalid = await lookup(t.app, body.slug, 'no!');
      expect(invalid.json()).toMatchObject({ code: 'order_number_invalid' });
      expect((await lookup(t.app, 'no-such-draw', loser.orderNo)).statusCode).toBe(404);
      const notWon = await requestCode(t.app, body.slug, { order_no: loser.orderNo, contact: loser.email! });
      expect(notWon.json()).toMatchObject({ code: 'draw_not_won' });
    });

    it('checks the claim form like spec 5', async () => {
      const w = winners[0]!;
      const contact = w.email ?? w.phone!;
      const bad: [Record<string, string>, string, string?][] = [
        [{ name: '   ' }, 'validation_error', 'name'],
        [{ name: 'x'.repeat(21) }, 'validation_error', 'name'],
        [{ address: '' }, 'validation_error', 'address'],
        [{ address: 'x'.repeat(201) }, 'validation_error', 'address'],
        [{ contact: 'not-an-email@x' }, 'input_error_email'],
        [{ contact: '12345' }, 'input_error_mobile'],
        [{ code: '12345' }, 'validation_error'],
      ];
      for (const [override, code, field] of bad) {
        const res = await claim(t.app, body.slug, {
          order_no: w.orderNo,
          contact,
          code: '123456',
          ...override,
        });
        expect(res.json(), JSON.stringify(override)).toMatchObject({ code });
        if (field) expect(res.json().fields).toEqual([field]);
      }
      for (const bad of ['not-an-email@x', '12345']) {
        const res = await requestCode(t.app, body.slug, { order_no: w.orderNo, contact: bad });
        expect(res.json().code).toBe(bad.includes('@') ? 'input_error_email' : 'input_error_mobile');
      }
      // still unclaimed
      expect((await lookup(t.app, body.slug, w.orderNo)).json()).toMatchObject({ result: 'win' });
    });

    it('accepts a claim once and shows the purchase-rights code once', async () => {
      const w = winners[0]!;
      const first = await claimWithCode(t.app, t.db, body.slug, {
        order_no: w.orderNo,
        contact: (w.email ?? w.phone!).toUpperCase(),
        name: '  Ada Buyer ',
      });
      expect(first.statusCode).toBe(200);
      const { code } = first.json<{ code: string }>();
      expect(code).toMatch(/^DRAW-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const again = await requestCode(t.app, body.slug, {
        order_no: w.orderNo,
        contact: w.email ?? w.phone!,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'draw_already_claimed' });
      const second = await claim(t.app, body.slug, {
        order_no: w.orderNo,
        contact: w.email ?? w.phone!,
        code: (await codeSentTo(t.db, (w.email ?? w.phone!).toLowerCase()))!,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'draw_already_claimed' });
      const looked = await lookup(t.app, body.slug, w.orderNo);
      expect(looked.json()).toMatchObject({ result: 'claimed', claim_open: false });
      expect(JSON.stringify(looked.json())).not.toContain(code);
      // stored as a hash only
      const [row] = await t.db.select().from(drawEntries).where(eq(drawEntries.orderNo, w.orderNo));
      expect(row!.codeHash).not.toContain(code);
      expect(row).toMatchObject({
        claimName: 'Ada Buyer',
        claimContact: (w.email ?? w.phone!).toLowerCase(),
        claimAddress: '1 Keyboard Lane, Shenzhen',
      });
      expect((await read(body.slug)).winners[0]!.claimed).toBe(true);

      // the store uses the code once
      const redeem = (c: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/draws/redeem',
          headers: staff,
          payload: { code: c },
        });
      expect((await redeem(code.toLowerCase())).json()).toMatchObject({
        slug: body.slug,
        order_no: w.orderNo,
      });
      expect((await redeem(code)).json()).toMatchObject({ code: 'draw_code_used' });
      expect((await redeem('DRAW-AAAA-BBBB-CCCC')).json()).toMatchObject({ code: 'code_not_found' });
    });

    it('lets only one of two confirmations with the right code at the same moment through', async () => {
      const w = winners[1]!;
      const contact = w.email ?? w.phone!;
      expect((await requestCode(t.app, body.slug, { order_no: w.orderNo, contact })).statusCode).toBe(200);
      const code = (await codeSentTo(t.db, contact))!;
      const answers = await Promise.all([
        claim(t.app, body.slug, { order_no: w.orderNo, contact, code }),
        claim(t.app, body.slug, { order_no: w.orderNo, contact, code }),
      ]);
      const rights = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ code: string }>().code);
      expect(rights).toHaveLength(1);
      expect(rights[0]).toMatch(/^DRAW-/);
      const other = answers.find((a) => a.statusCode !== 200)!;
      expect([409, 422]).toContain(other.statusCode);
      expect(other.body).not.toMatch(/DRAW-/);
    });

    it('shows staff the full entry list and the claims', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/staff/draws/${body.slug}`, headers: staff });
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({ entry_count: 10, winner_count: 3, claimed_count: 2 });
      expect(detail.entries[0].order_no).toBe(orders[0]!.orderNo);
      const list = await t.app.inject({ method: 'GET', url: '/api/staff/draws', headers: staff });
      expect(list.json().results.map((d: { slug: string }) => d.slug)).toContain(body.slug);
    });

    it('refuses claims once the claim window ended: activity ended', async () => {
      await t.db.execute(
        sql`update draws set claim_ends_at = now() - interval '1 second' where slug = ${body.slug}`,
      );
      const w = winners[2]!;
      const contact = w.email ?? w.phone!;
      const asked = await requestCode(t.app, body.slug, { order_no: w.orderNo, contact });
      expect(asked.json()).toMatchObject({ code: 'activity_ended', message: 'Activity ended' });
      const res = await claim(t.app, body.slug, { order_no: w.orderNo, contact, code: '123456' });
      expect(res.json()).toMatchObject({ code: 'activity_ended', message: 'Activity ended' });
      expect((await lookup(t.app, body.slug, w.orderNo)).json()).toMatchObject({
        result: 'win',
        claim_open: false,
      });
    });
  });

  // Issue 33 item 8: the look-up tells anyone whether an order number won, and order numbers run in
  // sequence; the order's e-mail alone then took the prize. Every way in, as a stranger would try it.
  describe("a claim is confirmed by a code sent to the order's own contact", () => {
    const body = drawBody({
      prizes: [{ name_cn: '购买资格', name_en: 'Purchase right', quantity: 1000 }],
    });
    const mail: Awaited<ReturnType<typeof buildOrder>>[] = [];
    const phone: Awaited<ReturnType<typeof buildOrder>>[] = [];
    let ips = 0;
    // a new client address each time, so only the limits per entry are in play
    const ip = () => `192.0.2.${(ips += 1)}`;
    const outboxSize = async () => (await t.db.select().from(outbox)).length;

    beforeAll(async () => {
      for (let i = 0; i < 8; i += 1) mail.push(await buildOrder(t.db, { paidAgoMs: 30 * 60_000 }));
      phone.push(await buildOrder(t.db, { phone: '13811112222', paidAgoMs: 30 * 60_000 }));
      expect((await create(body)).statusCode).toBe(201);
      await makeDue(t.db, body.slug);
      await t.runJobs();
      // every entry wins here
      for (const o of [...mail, ...phone])
        expect((await lookup(t.app, body.slug, o.orderNo, ip())).json()).toMatchObject({ result: 'win' });
    });

    it('gives no purchase-rights code for the order number and its e-mail alone', async () => {
      const o = mail[0]!;
      const form = { order_no: o.orderNo, contact: o.email!, name: 'Mallory', address: '1 Elsewhere' };
      // the old claim: number, e-mail, name and address
      const bare = await t.app.inject({
        method: 'POST',
        url: `/api/draws/${body.slug}/claim`,
        payload: form,
      });
      expect(bare.statusCode).toBe(422);
      const { order_no: _no, ...pathForm } = form;
      const viaPath = await t.app.inject({
        method: 'POST',
        url: `/api/draw/${body.slug}/${o.orderNo}`,
        payload: pathForm,
      });
      expect(viaPath.statusCode).toBe(422);
      // a code guessed while none was sent; then one sent (to the buyer, not the asker)
      expect((await claim(t.app, body.slug, { ...form, code: '000000' }, ip())).json().code).toBe(
        'verification_code_invalid',
      );
      const asked = await requestCode(t.app, body.slug, { order_no: o.orderNo, contact: o.email! }, ip());
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ code_valid_seconds: 600 });
      const sent = (await codeSentTo(t.db, o.email!))!;
      expect(asked.body).not.toContain(sent);
      const guess = sent === '000000' ? '000001' : '000000';
      expect((await claim(t.app, body.slug, { ...form, code: guess }, ip())).json().code).toBe(
        'verification_code_invalid',
      );
      for (const answer of [bare, viaPath]) expect(answer.body).not.toMatch(/DRAW-/);
      expect((await lookup(t.app, body.slug, o.orderNo, ip())).json()).toMatchObject({ result: 'win' });
      const [row] = await t.db.select().from(drawEntries).where(eq(drawEntries.orderNo, o.orderNo));
      expect(row).toMatchObject({ claimedAt: null, codeHash: null });
    });

    it("answers a contact that is not the order's exactly as the order's own, and sends it nothing", async () => {
      const o = mail[1]!;
      const p = phone[0]!;
      const before = await outboxSize();
      const ask = (orderNo: string, contact: string) =>
        requestCode(t.app, body.slug, { order_no: orderNo, contact }, ip());
      const answers = [
        await ask(o.orderNo, 'someone@example.com'),
        await ask(o.orderNo, '13900001111'),
        await ask(o.orderNo, o.email!.toUpperCase()),
        await ask(p.orderNo, '13900001111'),
        await ask(p.orderNo, 'someone@example.com'),
        await ask(p.orderNo, p.phone!),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(answers[0]!.json());
      }
      // one mail to the order's e-mail, one SMS to the order's mobile, nothing to anyone else
      expect(await outboxSize()).toBe(before + 2);
      expect(await sentTo(t.db, 'someone@example.com')).toEqual([]);
      expect(await sentTo(t.db, '13900001111')).toEqual([]);
      expect(await codeSentTo(t.db, o.email!)).toMatch(/^\d{6}$/);
      const sms = await sentTo(t.db, p.phone!);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toContain(p.orderNo);
      // the SMS's code claims the phone order
      const claimed = await claim(
        t.app,
        body.slug,
        { order_no: p.orderNo, contact: p.phone!, code: (await codeSentTo(t.db, p.phone!))! },
        ip(),
      );
      expect(claimed.statusCode).toBe(200);
    });

    it('kills a code after five wrong tries, and confirms only the contact it was sent to', async () => {
      const o = mail[2]!;
      const contact = o.email!;
      await requestCode(t.app, body.slug, { order_no: o.orderNo, contact }, ip());
      const code = (await codeSentTo(t.db, contact))!;
      // the right code with another contact is no claim
      const elsewhere = await claim(
        t.app,
        body.slug,
        { order_no: o.orderNo, contact: 'x@example.com', code },
        ip(),
      );
      expect(elsewhere.json().code).toBe('verification_code_invalid');
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 1; i < DRAW_CLAIM_CODE_MAX_ATTEMPTS; i += 1) {
        const res = await claim(t.app, body.slug, { order_no: o.orderNo, contact, code: wrong }, ip());
        expect(res.json().code).toBe('verification_code_invalid');
      }
      // five wrong tries in all (the other contact's was one): the right code is dead now
      const late = await claim(t.app, body.slug, { order_no: o.orderNo, contact, code }, ip());
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('verification_code_invalid');
      // the buyer asks for a new one and claims with it
      await requestCode(t.app, body.slug, { order_no: o.orderNo, contact }, ip());
      const fresh = (await codeSentTo(t.db, contact))!;
      expect(
        (await claim(t.app, body.slug, { order_no: o.orderNo, contact, code: fresh }, ip())).statusCode,
      ).toBe(200);
    });

    it('sends an entry at most five codes an hour and ten a day, whoever asks from wherever', async () => {
      await awayFromHourBoundary(30);
      await awayFromHourBoundary(30, 24 * 3600);
      const o = mail[3]!;
      for (let i = 0; i < DRAW_CLAIM_CODES_PER_HOUR; i += 1)
        expect(
          (await requestCode(t.app, body.slug, { order_no: o.orderNo, contact: o.email! }, ip())).statusCode,
        ).toBe(200);
      const more = await requestCode(t.app, body.slug, { order_no: o.orderNo, contact: o.email! }, ip());
      expect(more.statusCode).toBe(429);
      expect(more.json()).toMatchObject({ code: 'too_many_requests' });
      // the same refusal for any contact: it tells nothing about which one is the order's
      const other = await requestCode(
        t.app,
        body.slug,
        { order_no: o.orderNo, contact: 'y@example.com' },
        ip(),
      );
      expect(other.json()).toEqual(more.json());
      expect(await sentTo(t.db, o.email!)).toHaveLength(DRAW_CLAIM_CODES_PER_HOUR);

      // a day: codes sent in earlier hours count too
      const d = mail[4]!;
      const [entry] = await t.db.select().from(drawEntries).where(eq(drawEntries.orderNo, d.orderNo));
      for (let i = 0; i < DRAW_CLAIM_CODES_PER_DAY - 2; i += 1)
        await hit(
          t.db,
          `draw-claim-code-day:${entry!.drawId}:${entry!.position}`,
          DRAW_CLAIM_CODES_PER_DAY,
          86400,
        );
      for (let i = 0; i < 2; i += 1)
        expect(
          (await requestCode(t.app, body.slug, { order_no: d.orderNo, contact: d.email! }, ip())).statusCode,
        ).toBe(200);
      const third = await requestCode(t.app, body.slug, { order_no: d.orderNo, contact: d.email! }, ip());
      expect(third.json()).toMatchObject({ code: 'too_many_requests' });
      expect(await sentTo(t.db, d.email!)).toHaveLength(2);
    });

    it('stops contact guessing: after five wrong contacts an hour, every request for the entry is refused', async () => {
      await awayFromHourBoundary(30);
      const o = mail[5]!;
      for (let i = 0; i < DRAW_CLAIM_FAILURES_PER_HOUR; i += 1) {
        const res = await requestCode(
          t.app,
          body.slug,
          { order_no: o.orderNo, contact: `guess${i}@example.com` },
          ip(),
        );
        expect(res.json()).toEqual({ code_valid_seconds: 600 });
      }
      for (const contact of ['guess9@example.com', o.email!]) {
        const res = await requestCode(t.app, body.slug, { order_no: o.orderNo, contact }, ip());
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'too_many_failed_requests' });
      }
      expect(await sentTo(t.db, o.email!)).toEqual([]);
      // another entry is not affected
      expect(
        (await requestCode(t.app, body.slug, { order_no: mail[6]!.orderNo, contact: mail[6]!.email! }, ip()))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('look-ups are rate-limited', () => {
    it('stops an address guessing numbers after 10 misses an hour, and any address after 30 look-ups', async () => {
      // both limits count in fixed windows (an hour, ten minutes): a run across a window's end
      // would start a new count
      await awayFromHourBoundary(20, DRAW_LOOKUP_WINDOW_SECONDS);
      const body = drawBody();
      await create(body);
      const ip = '203.0.113.77';
      for (let i = 0; i < 10; i += 1) {
        expect((await lookup(t.app, body.slug, `GUESS-000${i}`, ip)).json().code).toBe('code_not_found');
      }
      const blocked = await lookup(t.app, body.slug, 'GUESS-0010', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'too_many_failed_requests' });

      const order = await buildOrder(t.db);
      const busy = '203.0.113.78';
      for (let i = 0; i < 30; i += 1)
        expect((await lookup(t.app, body.slug, order.orderNo, busy)).statusCode).toBe(200);
      const res = await lookup(t.app, body.slug, order.orderNo, busy);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'too_many_requests' });
      // another address is not affected
      expect((await lookup(t.app, body.slug, order.orderNo, '203.0.113.79')).statusCode).toBe(200);
    });
  });
});

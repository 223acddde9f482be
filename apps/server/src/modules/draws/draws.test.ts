import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_LOOKUP_WINDOW_SECONDS, type PublicDraw } from '@miao/contracts/draws';
import { drawEntries } from '../../db/schema/draws';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { awayFromHourBoundary } from '../auth/test-helpers';
import { drawWinners } from './algorithm';
import { buildOrder, claim, drawBody, lookup, makeDue } from './test-helpers';

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
        entries: [],
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
      const early = await claim(t.app, body.slug, {
        order_no: orders[0]!.orderNo,
        contact: orders[0]!.email!,
      });
      expect(early.json()).toMatchObject({ code: 'draw_not_drawn' });
    });

    it('draws in the job at the draw time, not before', async () => {
      expect(await t.runJobs()).toBe(0);
      expect((await read(body.slug)).state).toBe('open');
      await makeDue(t.db, body.slug);
      expect((await read(body.slug)).state).toBe('closed');
      expect(await t.runJobs()).toBe(1);
      const draw = await read(body.slug);
      expect(draw.state).toBe('drawn');
      expect(draw.entries).toHaveLength(10);
      expect(draw.winners).toHaveLength(3);
    });

    it('reveals a seed whose hash was published; recomputing gives the stored winners', async () => {
      const draw = await read(body.slug);
      expect(createHash('sha256').update(draw.seed!).digest('hex')).toBe(draw.seed_hash);
      // the published list: in paid order, masked
      expect(draw.entries.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(JSON.stringify(draw)).not.toContain(orders[0]!.orderNo);
      const masked = draw.entries.map((e) => e.order);
      const recomputed = drawWinners(draw.seed!, masked, draw.prizes);
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
      const notWon = await claim(t.app, body.slug, { order_no: loser.orderNo, contact: loser.email! });
      expect(notWon.json()).toMatchObject({ code: 'draw_not_won' });
    });

    it('checks the claim form like spec 5 and wants the contact on the order', async () => {
      const w = winners[0]!;
      const contact = w.email ?? w.phone!;
      const bad: [Record<string, string>, string, string?][] = [
        [{ name: '   ' }, 'validation_error', 'name'],
        [{ name: 'x'.repeat(21) }, 'validation_error', 'name'],
        [{ address: '' }, 'validation_error', 'address'],
        [{ address: 'x'.repeat(201) }, 'validation_error', 'address'],
        [{ contact: 'not-an-email@x' }, 'input_error_email'],
        [{ contact: '12345' }, 'input_error_mobile'],
      ];
      for (const [override, code, field] of bad) {
        const res = await claim(t.app, body.slug, { order_no: w.orderNo, contact, ...override });
        expect(res.json(), JSON.stringify(override)).toMatchObject({ code });
        if (field) expect(res.json().fields).toEqual([field]);
      }
      const stranger = await claim(t.app, body.slug, { order_no: w.orderNo, contact: 'someone@example.com' });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toMatchObject({ code: 'draw_contact_mismatch' });
      // still unclaimed
      expect((await lookup(t.app, body.slug, w.orderNo)).json()).toMatchObject({ result: 'win' });
    });

    it('accepts a claim once and shows the purchase-rights code once', async () => {
      const w = winners[0]!;
      const first = await claim(t.app, body.slug, {
        order_no: w.orderNo,
        contact: (w.email ?? w.phone!).toUpperCase(),
        name: '  Ada Buyer ',
      });
      expect(first.statusCode).toBe(200);
      const { code } = first.json<{ code: string }>();
      expect(code).toMatch(/^DRAW-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const second = await claim(t.app, body.slug, { order_no: w.orderNo, contact: w.email ?? w.phone! });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'draw_already_claimed' });
      const looked = await lookup(t.app, body.slug, w.orderNo);
      expect(looked.json()).toMatchObject({ result: 'claimed', claim_open: false });
      expect(JSON.stringify(looked.json())).not.toContain(code);
      // stored as a hash only
      const [row] = await t.db.select().from(drawEntries).where(eq(drawEntries.orderNo, w.orderNo));
      expect(row!.codeHash).not.toContain(code);
      expect(row).toMatchObject({ claimName: 'Ada Buyer', claimAddress: '1 Keyboard Lane, Shenzhen' });
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

    it('lets only one of two claims at the same moment through', async () => {
      const w = winners[1]!;
      const contact = w.email ?? w.phone!;
      const answers = await Promise.all([
        claim(t.app, body.slug, { order_no: w.orderNo, contact }),
        claim(t.app, body.slug, { order_no: w.orderNo, contact }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
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
      const res = await claim(t.app, body.slug, { order_no: w.orderNo, contact: w.email ?? w.phone! });
      expect(res.json()).toMatchObject({ code: 'activity_ended', message: 'Activity ended' });
      expect((await lookup(t.app, body.slug, w.orderNo)).json()).toMatchObject({
        result: 'win',
        claim_open: false,
      });
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

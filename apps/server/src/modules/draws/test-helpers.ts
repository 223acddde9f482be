import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DrawCreateBody } from '@miao/contracts/draws';
import type { DbOrTx } from '../../db/client';
import { draws } from '../../db/schema/draws';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/platform';
import { insertOrderIfAbsent, markEnded, markPaid } from '../orders/service';

let sequence = 0;
const HOUR = 60 * 60 * 1000;

/** An order of `product` (am-rgb-65 unless said), paid `paidAgoMs` ago unless `paid` is false. */
export async function buildOrder(
  db: DbOrTx,
  input: {
    product?: string;
    email?: string;
    phone?: string;
    paidAgoMs?: number;
    paid?: boolean;
    refunded?: boolean;
    orderNo?: string;
  } = {},
): Promise<{ orderNo: string; email: string | null; phone: string | null }> {
  sequence += 1;
  const orderNo = input.orderNo ?? `RGB-${process.pid}-${String(sequence).padStart(5, '0')}`;
  const email = input.phone ? null : (input.email ?? `buyer${sequence}@example.com`);
  const { order } = await insertOrderIfAbsent(db, {
    orderNo,
    store: input.phone ? 'cn' : 'overseas',
    buyerEmail: email,
    buyerPhone: input.phone ?? null,
    currency: 'USD',
    totalAmount: 29900,
    items: [{ productCode: input.product ?? 'am-rgb-65', quantity: 1, amount: 29900 }],
    source: 'import',
  });
  if (input.paid !== false) await markPaid(db, order, new Date(Date.now() - (input.paidAgoMs ?? HOUR)));
  if (input.refunded) await markEnded(db, order, 'refunded');
  return { orderNo, email, phone: input.phone ?? null };
}

/** A draw body whose entry window opened a day ago and closes, and draws, in an hour. */
export function drawBody(overrides: Partial<DrawCreateBody> = {}): DrawCreateBody {
  sequence += 1;
  const now = Date.now();
  return {
    slug: `test-${sequence}`,
    product_code: 'am-rgb-65',
    title_cn: 'RGB 65 抽奖',
    title_en: 'RGB 65 draw',
    prizes: [
      { name_cn: 'RGB 65 限量版', name_en: 'RGB 65 limited edition', quantity: 1 },
      { name_cn: '购买资格', name_en: 'Purchase right', quantity: 2 },
    ],
    entry_product_codes: ['am-rgb-65'],
    entry_starts_at: new Date(now - 24 * HOUR).toISOString(),
    entry_ends_at: new Date(now + HOUR).toISOString(),
    draw_at: new Date(now + HOUR).toISOString(),
    claim_ends_at: new Date(now + 30 * 24 * HOUR).toISOString(),
    ...overrides,
  };
}

/** Moves the draw's close and draw time (and its job) a minute into the past: the draw is due. */
export async function makeDue(db: DbOrTx, slug: string): Promise<number> {
  const [draw] = await db
    .update(draws)
    .set({ entryEndsAt: sql`now() - interval '1 minute'`, drawAt: sql`now() - interval '1 minute'` })
    .where(eq(draws.slug, slug))
    .returning();
  await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 minute'` })
    .where(eq(jobs.key, `draw:${draw!.id}`));
  return draw!.id;
}

export function lookup(app: FastifyInstance, slug: string, orderNo: string, ip = '198.51.100.1') {
  return app.inject({
    method: 'POST',
    url: `/api/draws/${slug}/lookup`,
    payload: { order_no: orderNo },
    remoteAddress: ip,
  });
}

/** Step one of a claim: the order number and a contact; a code goes to the order's own contact. */
export function requestCode(
  app: FastifyInstance,
  slug: string,
  body: { order_no: string; contact: string },
  ip = '198.51.100.1',
) {
  return app.inject({
    method: 'POST',
    url: `/api/draws/${slug}/claim/code`,
    payload: body,
    remoteAddress: ip,
  });
}

/** Step two: the claim form with the code (name and address filled in unless given). */
export function claim(
  app: FastifyInstance,
  slug: string,
  body: { order_no: string; contact: string; code?: string; name?: string; address?: string },
  ip = '198.51.100.1',
) {
  return app.inject({
    method: 'POST',
    url: `/api/draws/${slug}/claim`,
    payload: { name: 'Ada Buyer', address: '1 Keyboard Lane, Shenzhen', ...body },
    remoteAddress: ip,
  });
}

/** What the outbox (mail and SMS outside production) holds for an address, newest first. */
export async function sentTo(db: DbOrTx, to: string): Promise<string[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  return rows.map((r) => r.text);
}

/** The newest 6-digit code the outbox holds for an address. */
export async function codeSentTo(db: DbOrTx, to: string): Promise<string | undefined> {
  const [newest] = await sentTo(db, to);
  return newest?.match(/\b(\d{6})\b/)?.[1];
}

/** Both steps with the order's own contact: the claim's answer. */
export async function claimWithCode(
  app: FastifyInstance,
  db: DbOrTx,
  slug: string,
  body: { order_no: string; contact: string; name?: string; address?: string },
  ip = '198.51.100.1',
) {
  const asked = await requestCode(app, slug, { order_no: body.order_no, contact: body.contact }, ip);
  if (asked.statusCode !== 200) throw new Error(`code request answered ${asked.body}`);
  const code = await codeSentTo(db, body.contact.toLowerCase());
  if (!code) throw new Error(`no code sent to ${body.contact}`);
  return claim(app, slug, { ...body, code }, ip);
}

// Prize draws (issue 15, decision 021): staff define one, the server commits to its seed, the draw
// job picks the winners at the draw time (once, whichever process runs it), buyers look up their
// order number and a winner claims once, receiving a purchase-rights code for the store.
import { createHash, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type DrawCreateBody, type DrawPrize } from '@miao/contracts/draws';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { drawEntries, draws } from '../../db/schema/draws';
import { orderItems, orders } from '../../db/schema/orders';
import { defineJob, enqueue } from '../../platform/jobs';
import { fail } from '../../platform/errors';
import { unknownProductCodes } from '../orders/service';
import { drawWinners, maskOrderNo, newSeed, seedHash } from './algorithm';

export type DrawRow = typeof draws.$inferSelect;
export type DrawEntryRow = typeof drawEntries.$inferSelect;

/** Runs a draw at its time; keyed `draw:<id>`, so it is queued once. */
export const drawJob = defineJob<{ drawId: number }>('draws.run');

const INSERT_CHUNK = 500;

export async function drawBySlug(db: DbOrTx, slug: string): Promise<DrawRow> {
  const [draw] = await db.select().from(draws).where(eq(draws.slug, slug));
  if (!draw) fail('not_found');
  return draw;
}

/**
 * Defines a draw: checks the products and the times (entries open < close <= draw < claims end, the
 * draw in the future), draws the seed and stores it with its hash, and queues the draw job for the
 * draw time in the same transaction. `seed` and `allowPast` are for the demo seed only.
 */
export async function createDraw(
  db: DbOrTx,
  userId: number | null,
  input: DrawCreateBody,
  options: { seed?: string; allowPast?: boolean } = {},
): Promise<DrawRow> {
  const times = {
    entryStartsAt: new Date(input.entry_starts_at),
    entryEndsAt: new Date(input.entry_ends_at),
    drawAt: new Date(input.draw_at),
    claimEndsAt: new Date(input.claim_ends_at),
  };
  const fields: string[] = [];
  if (times.entryEndsAt <= times.entryStartsAt) fields.push('entry_ends_at');
  if (times.drawAt < times.entryEndsAt) fields.push('draw_at');
  if (times.claimEndsAt <= times.drawAt) fields.push('claim_ends_at');
  if (!options.allowPast && times.drawAt.getTime() <= Date.now()) fields.push('draw_at');
  if ((await unknownProductCodes(db, [input.product_code])).length > 0) fields.push('product_code');
  if ((await unknownProductCodes(db, input.entry_product_codes)).length > 0)
    fields.push('entry_product_codes');
  if (fields.length > 0) fail('validation_error', { fields: [...new Set(fields)] });

  const seed = options.seed ?? newSeed();
  return inTransaction(db, async (tx) => {
    const [draw] = await tx
      .insert(draws)
      .values({
        slug: input.slug,
        productCode: input.product_code,
        titleCn: input.title_cn,
        titleEn: input.title_en,
        prizes: input.prizes,
        entryProductCodes: [...new Set(input.entry_product_codes)],
        ...times,
        seed,
        seedHash: seedHash(seed),
        createdBy: userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!draw) fail('draw_slug_taken');
    await enqueue(tx, drawJob, { drawId: draw.id }, { key: `draw:${draw.id}`, runAt: times.drawAt });
    return draw;
  });
}

/**
 * The entry rule: paid orders (still paid now) holding one of the draw's products, paid inside
 * the entry window [start, end), in the order they were paid (the order number breaks ties).
 */
export async function qualifyingOrders(
  db: DbOrTx,
  draw: DrawRow,
  orderNo?: string,
): Promise<{ id: number; orderNo: string }[]> {
  const holdsProduct = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(
      and(sql`order_items.order_id = orders.id`, inArray(orderItems.productCode, draw.entryProductCodes)),
    );
  return db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        gte(orders.paidAt, draw.entryStartsAt),
        lt(orders.paidAt, draw.entryEndsAt),
        orderNo === undefined ? undefined : eq(orders.orderNo, orderNo),
        exists(holdsProduct),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.orderNo));
}

/**
 * Draws the winners: under the draw's row lock, if it is still scheduled, snapshots the entry list,
 * runs miao-draw-v1 on it and the seed, stores entries and prize slots and marks the draw drawn, all
 * in one transaction (with `finish`, the job's completion too). A second run finds it drawn and
 * changes nothing. Answers whether this run drew.
 */
export async function runDraw(
  db: DbOrTx,
  drawId: number,
  finish?: (tx: DbOrTx) => Promise<void>,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId)).for('update');
    if (!draw || draw.status === 'drawn') {
      await finish?.(tx);
      return false;
    }
    // a job is never claimed before its run_at; this guards a draw time moved by hand
    if (draw.drawAt.getTime() > Date.now())
      throw new Error(`draw ${draw.slug} is not due until ${draw.drawAt.toISOString()}`);
    const entries = await qualifyingOrders(tx, draw);
    const masked = entries.map((e) => maskOrderNo(e.orderNo));
    const wins = new Map(drawWinners(draw.seed, masked, draw.prizes).map((w) => [w.position, w]));
    const rows = entries.map((entry, i) => {
      const win = wins.get(i + 1);
      return {
        drawId: draw.id,
        position: i + 1,
        orderId: entry.id,
        orderNo: entry.orderNo,
        masked: masked[i]!,
        prizeSlot: win?.slot ?? null,
        prizeIndex: win?.prize ?? null,
      };
    });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(drawEntries).values(rows.slice(i, i + INSERT_CHUNK));
    }
    await tx
      .update(draws)
      .set({ status: 'drawn', drawnAt: sql`now()`, entryCount: rows.length })
      .where(and(eq(draws.id, draw.id), eq(draws.status, 'scheduled')));
    await finish?.(tx);
    return true;
  });
}

export async function entriesOf(db: DbOrTx, drawId: number): Promise<DrawEntryRow[]> {
  return db
    .select()
    .from(drawEntries)
    .where(eq(drawEntries.drawId, drawId))
    .orderBy(asc(drawEntries.position));
}

export async function entryOf(
  db: DbOrTx,
  drawId: number,
  orderNo: string,
): Promise<DrawEntryRow | undefined> {
  const [entry] = await db
    .select()
    .from(drawEntries)
    .where(and(eq(drawEntries.drawId, drawId), eq(drawEntries.orderNo, orderNo)));
  return entry;
}

// ── purchase rights ──────────────────────────────────────────────────────────────────────────

/** Letters and digits without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A purchase-rights code: `DRAW-XXXX-XXXX-XXXX` (about 59 random bits). */
export function newRightsCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `DRAW-${group()}-${group()}-${group()}`;
}

/** How codes are compared and stored: upper-case without spaces, as SHA-256 hex. */
export function rightsCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/\s+/g, '').toUpperCase(), 'utf8').digest('hex');
}

/** Staff (the store): uses a code once; unknown → code_not_found, used → draw_code_used. */
export async function redeemRightsCode(
  db: DbOrTx,
  code: string,
): Promise<{ draw: DrawRow; entry: DrawEntryRow; prize: DrawPrize }> {
  const hash = rightsCodeHash(code);
  const [used] = await db
    .update(drawEntries)
    .set({ codeRedeemedAt: sql`now()` })
    .where(and(eq(drawEntries.codeHash, hash), isNull(drawEntries.codeRedeemedAt)))
    .returning();
  if (!used) {
    const [known] = await db
      .select({ one: sql`1` })
      .from(drawEntries)
      .where(eq(drawEntries.codeHash, hash));
    fail(known ? 'draw_code_used' : 'code_not_found');
  }
  const [draw] = await db.select().from(draws).where(eq(draws.id, used.drawId));
  return { draw: draw!, entry: used, prize: draw!.prizes[used.prizeIndex ?? 0]! };
}

// ── staff lists ──────────────────────────────────────────────────────────────────────────────

export interface DrawCounts {
  winners: number;
  claimed: number;
}

export async function countsOf(db: DbOrTx, drawIds: number[]): Promise<Map<number, DrawCounts>> {
  const result = new Map<number, DrawCounts>();
  if (drawIds.length === 0) return result;
  const rows = await db
    .select({
      drawId: drawEntries.drawId,
      winners: count(drawEntries.prizeSlot),
      claimed: count(drawEntries.claimedAt),
    })
    .from(drawEntries)
    .where(inArray(drawEntries.drawId, drawIds))
    .groupBy(drawEntries.drawId);
  for (const row of rows)
    result.set(row.drawId, { winners: Number(row.winners), claimed: Number(row.claimed) });
  return result;
}

export async function listDraws(
  db: DbOrTx,
  paging: { page_number: number; page_size: number },
): Promise<{ rows: DrawRow[]; count: number }> {
  const rows = await db
    .select()
    .from(draws)
    .orderBy(desc(draws.id))
    .limit(paging.page_size)
    .offset((paging.page_number - 1) * paging.page_size);
  const [total] = await db.select({ n: count() }).from(draws);
  return { rows, count: Number(total?.n ?? 0) };
}

// A buyer's side of a draw (spec 2 prize lookup, spec 4 draw states): look up an order number. Only
// the asked-for order is answered about; look-ups (and claims, claims.ts) are rate-limited per
// address, and look-ups of numbers that are not entries more strictly, so numbers cannot be
// enumerated.
import {
  DRAW_LOOKUP_WINDOW_SECONDS,
  DRAW_LOOKUPS_PER_WINDOW,
  DRAW_MISSES_PER_HOUR,
  type DrawLookupResult,
} from '@miao/contracts/draws';
import { ORDER_NO_PATTERN } from '@miao/contracts/orders';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { hit, peek } from '../../platform/rate-limit';
import { maskOrderNo } from './algorithm';
import { drawBySlug, entryOf, qualifyingOrders, type DrawRow } from './service';

export const HOUR = 60 * 60;

/** Every look-up, code request and claim counts; past the limit: too_many_requests. */
export async function countRequest(db: Db, ip: string): Promise<void> {
  if (!(await hit(db, `draw-lookup:${ip}`, DRAW_LOOKUPS_PER_WINDOW, DRAW_LOOKUP_WINDOW_SECONDS)))
    fail('too_many_requests');
  if ((await peek(db, `draw-miss:${ip}`, HOUR)) >= DRAW_MISSES_PER_HOUR) fail('too_many_failed_requests');
}

/** A number that is no entry: counted against the address, then "Code not found" (spec 8). */
export async function miss(db: Db, ip: string): Promise<never> {
  await hit(db, `draw-miss:${ip}`, DRAW_MISSES_PER_HOUR, HOUR);
  return fail('code_not_found');
}

export function claimOpen(draw: DrawRow): boolean {
  return draw.status === 'drawn' && Date.now() < draw.claimEndsAt.getTime();
}

export async function lookUp(
  db: Db,
  input: { slug: string; orderNo: string; ip: string },
): Promise<DrawLookupResult> {
  await countRequest(db, input.ip);
  const draw = await drawBySlug(db, input.slug);
  if (!ORDER_NO_PATTERN.test(input.orderNo)) fail('order_number_invalid');
  const order = maskOrderNo(input.orderNo);
  if (draw.status !== 'drawn') {
    // before the draw: an order that meets the rule so far is in (the list is fixed at the draw)
    const [qualifies] = await qualifyingOrders(db, draw, input.orderNo);
    if (!qualifies) return miss(db, input.ip);
    return { result: 'pending', position: null, order, prize: null, claim_open: false };
  }
  const entry = await entryOf(db, draw.id, input.orderNo);
  if (!entry) return miss(db, input.ip);
  const won = entry.prizeIndex !== null;
  return {
    result: entry.claimedAt ? 'claimed' : won ? 'win' : 'not_win',
    position: entry.position,
    order,
    prize: entry.prizeIndex,
    claim_open: won && !entry.claimedAt && claimOpen(draw),
  };
}

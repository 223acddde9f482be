// A buyer's side of a draw (spec 2 prize lookup, spec 4 draw states): look up an order number, and
// claim a win once. Only the asked-for order is answered about; look-ups are rate-limited per
// address, and look-ups of numbers that are not entries more strictly, so numbers cannot be
// enumerated; a claim must give the contact the order was placed with.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DRAW_ADDRESS_MAX,
  DRAW_CLAIM_FAILURES_PER_HOUR,
  DRAW_LOOKUP_WINDOW_SECONDS,
  DRAW_LOOKUPS_PER_WINDOW,
  DRAW_MISSES_PER_HOUR,
  type DrawClaimResult,
  type DrawLookupResult,
} from '@miao/contracts/draws';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '@miao/contracts/patterns';
import { ORDER_NO_PATTERN } from '@miao/contracts/orders';
import type { Db } from '../../db/client';
import { drawEntries } from '../../db/schema/draws';
import { orders } from '../../db/schema/orders';
import { fail } from '../../platform/errors';
import { hit, peek } from '../../platform/rate-limit';
import { maskOrderNo } from './algorithm';
import {
  drawBySlug,
  entryOf,
  newRightsCode,
  qualifyingOrders,
  rightsCodeHash,
  type DrawRow,
} from './service';

const HOUR = 60 * 60;

/** Every look-up and claim counts; past the limit: too_many_requests. */
async function countRequest(db: Db, ip: string): Promise<void> {
  if (!(await hit(db, `draw-lookup:${ip}`, DRAW_LOOKUPS_PER_WINDOW, DRAW_LOOKUP_WINDOW_SECONDS)))
    fail('too_many_requests');
  if ((await peek(db, `draw-miss:${ip}`, HOUR)) >= DRAW_MISSES_PER_HOUR) fail('too_many_failed_requests');
}

/** A number that is no entry: counted against the address, then "Code not found" (spec 8). */
async function miss(db: Db, ip: string): Promise<never> {
  await hit(db, `draw-miss:${ip}`, DRAW_MISSES_PER_HOUR, HOUR);
  return fail('code_not_found');
}

function claimOpen(draw: DrawRow): boolean {
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

/** Spec 5 style: trimmed, required, within its length; the contact an e-mail or a mainland mobile. */
function claimFields(input: { name: string; contact: string; address: string }) {
  const name = input.name.trim();
  const address = input.address.trim();
  const contact = input.contact.trim();
  const fields: string[] = [];
  if (name.length === 0 || name.length > CONTACT_NAME_MAX) fields.push('name');
  if (address.length === 0 || address.length > DRAW_ADDRESS_MAX) fields.push('address');
  if (fields.length > 0) fail('validation_error', { fields });
  const isEmail = contact.includes('@');
  if (isEmail && (contact.length > EMAIL_INPUT_MAX || !EMAIL_PATTERN.test(contact)))
    fail('input_error_email');
  if (!isEmail && !MAINLAND_MOBILE_PATTERN.test(contact)) fail('input_error_mobile');
  return { name, address, contact: isEmail ? contact.toLowerCase() : contact, isEmail };
}

/**
 * A winner's claim, once: the entry must hold a prize, its order still be paid, the contact be the
 * order's e-mail or mobile (wrong ones are counted per entry), and the claim window open. The
 * claim is one conditional update (`claimed_at is null`): of two claims at once, one wins. The
 * purchase-rights code is answered this once and kept only as its hash.
 */
export async function claimPrize(
  db: Db,
  input: { slug: string; orderNo: string; name: string; contact: string; address: string; ip: string },
): Promise<DrawClaimResult> {
  await countRequest(db, input.ip);
  const draw = await drawBySlug(db, input.slug);
  if (draw.status !== 'drawn') fail('draw_not_drawn');
  if (!claimOpen(draw)) fail('activity_ended');
  if (!ORDER_NO_PATTERN.test(input.orderNo)) fail('order_number_invalid');
  const fields = claimFields(input);
  const entry = await entryOf(db, draw.id, input.orderNo);
  if (!entry) return miss(db, input.ip);
  if (entry.prizeIndex === null) fail('draw_not_won');
  if (entry.claimedAt) fail('draw_already_claimed');
  const failures = `draw-claim-fail:${draw.id}:${entry.position}`;
  if ((await peek(db, failures, HOUR)) >= DRAW_CLAIM_FAILURES_PER_HOUR) fail('too_many_failed_requests');
  const [order] = await db
    .select({ status: orders.status, email: orders.buyerEmail, phone: orders.buyerPhone })
    .from(orders)
    .where(eq(orders.id, entry.orderId));
  if (order?.status !== 'paid') fail('order_not_paid');
  const matches = fields.isEmail
    ? order.email?.toLowerCase() === fields.contact
    : order.phone === fields.contact;
  if (!matches) {
    await hit(db, failures, DRAW_CLAIM_FAILURES_PER_HOUR, HOUR);
    fail('draw_contact_mismatch');
  }
  const code = newRightsCode();
  const [claimed] = await db
    .update(drawEntries)
    .set({
      claimedAt: sql`now()`,
      claimName: fields.name,
      claimContact: fields.contact,
      claimAddress: fields.address,
      codeHash: rightsCodeHash(code),
    })
    .where(
      and(
        eq(drawEntries.drawId, draw.id),
        eq(drawEntries.position, entry.position),
        isNull(drawEntries.claimedAt),
      ),
    )
    .returning();
  if (!claimed) fail('draw_already_claimed');
  return { prize: entry.prizeIndex, code, claimed_at: claimed.claimedAt!.toISOString() };
}

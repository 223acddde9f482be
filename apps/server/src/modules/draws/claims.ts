// A winner's claim (spec 2 claim form; decision 045): the order number and the order's e-mail or
// mobile ask for a code, which goes to that contact only (mail or SMS; the outbox outside
// production), the way order claims confirm a claim (orders/claims.ts, decision 018, same numbers);
// the claim completes with the right code, once, and answers the purchase-rights code once.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DRAW_ADDRESS_MAX,
  DRAW_CLAIM_CODE_MAX_ATTEMPTS,
  DRAW_CLAIM_CODE_TTL_SECONDS,
  DRAW_CLAIM_CODES_PER_DAY,
  DRAW_CLAIM_CODES_PER_HOUR,
  DRAW_CLAIM_FAILURES_PER_HOUR,
  type DrawClaimCodeResult,
  type DrawClaimResult,
} from '@miao/contracts/draws';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { ORDER_NO_PATTERN } from '@miao/contracts/orders';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '@miao/contracts/patterns';
import type { Db } from '../../db/client';
import { drawEntries, prizeClaimCodes } from '../../db/schema/draws';
import { orders } from '../../db/schema/orders';
import { fail } from '../../platform/errors';
import { hit, peek } from '../../platform/rate-limit';
import { oneTimeCode, sameHash, sha256 } from '../../platform/tokens';
import type { ClaimDeps } from '../orders/claims';
import { claimOpen, countRequest, HOUR, miss } from './lookup';
import {
  drawBySlug,
  entryOf,
  newRightsCode,
  rightsCodeHash,
  type DrawEntryRow,
  type DrawRow,
} from './service';

const DAY = 24 * HOUR;

/** Spec 5: an e-mail (compared in lower case) or a mainland mobile. */
function contactOf(raw: string): { contact: string; isEmail: boolean } {
  const contact = raw.trim();
  const isEmail = contact.includes('@');
  if (isEmail && (contact.length > EMAIL_INPUT_MAX || !EMAIL_PATTERN.test(contact)))
    fail('input_error_email');
  if (!isEmail && !MAINLAND_MOBILE_PATTERN.test(contact)) fail('input_error_mobile');
  return { contact: isEmail ? contact.toLowerCase() : contact, isEmail };
}

/** Both steps: the address's request count, then a drawn draw whose claim window is open. */
async function openDraw(db: Db, input: { slug: string; orderNo: string; ip: string }): Promise<DrawRow> {
  await countRequest(db, input.ip);
  const draw = await drawBySlug(db, input.slug);
  if (draw.status !== 'drawn') fail('draw_not_drawn');
  if (!claimOpen(draw)) fail('activity_ended');
  if (!ORDER_NO_PATTERN.test(input.orderNo)) fail('order_number_invalid');
  return draw;
}

/**
 * The entry a claim is for: an unclaimed win of a still-paid order. Every refusal here is what the
 * look-up already tells anyone who has the number; nothing yet depends on the contact.
 */
async function unclaimedWin(
  db: Db,
  draw: DrawRow,
  orderNo: string,
  ip: string,
): Promise<{ entry: DrawEntryRow; email: string | null; phone: string | null }> {
  const entry = await entryOf(db, draw.id, orderNo);
  if (!entry) return miss(db, ip);
  if (entry.prizeIndex === null) fail('draw_not_won');
  if (entry.claimedAt) fail('draw_already_claimed');
  const [order] = await db
    .select({ status: orders.status, email: orders.buyerEmail, phone: orders.buyerPhone })
    .from(orders)
    .where(eq(orders.id, entry.orderId));
  if (order?.status !== 'paid') fail('order_not_paid');
  return { entry, email: order.email?.toLowerCase() ?? null, phone: order.phone };
}

/** Bound to the entry and the contact: a code sent to one contact confirms no other. */
function codeHash(secret: string, entry: DrawEntryRow, contact: string, code: string): string {
  return sha256(`${secret}\nprize-claim:${entry.drawId}:${entry.position}:${contact}\n${code}`);
}

/**
 * Step one: the order number and a contact. The answer is the same whether the contact is the
 * order's or not; only the order's own e-mail or mobile is sent a code. Per entry: 5 requests an
 * hour with another contact (then every request for it is refused for the hour, as claims with a
 * wrong contact were before), and 5 codes an hour, 10 a day; all checked before the contact is
 * compared, so no refusal says whether it matched.
 */
export async function requestClaimCode(
  deps: ClaimDeps,
  input: { slug: string; orderNo: string; contact: string; ip: string },
): Promise<DrawClaimCodeResult> {
  const { db, config } = deps;
  const draw = await openDraw(db, input);
  const { contact, isEmail } = contactOf(input.contact);
  const { entry, email, phone } = await unclaimedWin(db, draw, input.orderNo, input.ip);
  const key = `${draw.id}:${entry.position}`;
  if ((await peek(db, `draw-claim-fail:${key}`, HOUR)) >= DRAW_CLAIM_FAILURES_PER_HOUR)
    fail('too_many_failed_requests');
  if (
    (await peek(db, `draw-claim-code:${key}`, HOUR)) >= DRAW_CLAIM_CODES_PER_HOUR ||
    (await peek(db, `draw-claim-code-day:${key}`, DAY)) >= DRAW_CLAIM_CODES_PER_DAY
  )
    fail('too_many_requests');

  const answer = { code_valid_seconds: DRAW_CLAIM_CODE_TTL_SECONDS };
  if (contact !== (isEmail ? email : phone)) {
    await hit(db, `draw-claim-fail:${key}`, DRAW_CLAIM_FAILURES_PER_HOUR, HOUR);
    return answer;
  }
  // two requests at the same moment can both pass the checks above; the one past a limit sends nothing
  const withinHour = await hit(db, `draw-claim-code:${key}`, DRAW_CLAIM_CODES_PER_HOUR, HOUR);
  const withinDay = await hit(db, `draw-claim-code-day:${key}`, DRAW_CLAIM_CODES_PER_DAY, DAY);
  if (!withinHour || !withinDay) return answer;

  const code = oneTimeCode();
  const [row] = await db
    .insert(prizeClaimCodes)
    .values({
      drawId: entry.drawId,
      position: entry.position,
      codeHash: codeHash(config.tokenSecret, entry, contact, code),
      expiresAt: sql`now() + make_interval(secs => ${DRAW_CLAIM_CODE_TTL_SECONDS})`,
    })
    .returning({ id: prizeClaimCodes.id });
  const minutes = DRAW_CLAIM_CODE_TTL_SECONDS / 60;
  try {
    if (isEmail) {
      await deps.mailer.send({
        to: contact,
        subject: 'MIAO prize claim code / MIAO 领奖验证码',
        text:
          `Your code is ${code}, valid for ${minutes} minutes: someone asked to claim the prize of ` +
          `order ${input.orderNo} in "${draw.titleEn}". If this was not you, ignore this e-mail; ` +
          `without the code nobody can claim it.\n\n` +
          `验证码 ${code}，${minutes} 分钟内有效：有人申请领取订单 ${input.orderNo} 在“${draw.titleCn}”中的奖品。` +
          `如非本人操作，请忽略此邮件；没有验证码，任何人都无法领取。`,
      });
    } else {
      await deps.sms.send(
        contact,
        `【MIAO】领奖验证码 ${code}，${minutes} 分钟内有效（订单 ${input.orderNo}）。如非本人操作请忽略。`,
      );
    }
  } catch {
    await db.delete(prizeClaimCodes).where(eq(prizeClaimCodes.id, row!.id));
    fail(isEmail ? 'internal_error' : 'sms_send_failed');
  }
  return answer;
}

/** Spec 5 style: trimmed, required, within its length. */
function claimFields(input: { name: string; address: string }) {
  const name = input.name.trim();
  const address = input.address.trim();
  const fields: string[] = [];
  if (name.length === 0 || name.length > CONTACT_NAME_MAX) fields.push('name');
  if (address.length === 0 || address.length > DRAW_ADDRESS_MAX) fields.push('address');
  if (fields.length > 0) fail('validation_error', { fields });
  return { name, address };
}

/**
 * Step two, the claim: the form and the code sent to its contact. The entry's newest live code is
 * checked under its row lock; a wrong one counts against it (5 kill it), the right one is used up
 * and the entry claimed by one conditional update (`claimed_at is null`), in one transaction: of
 * two claims at once, one gets the purchase-rights code. The code is answered this once and kept
 * only as its hash.
 */
export async function claimPrize(
  deps: ClaimDeps,
  input: {
    slug: string;
    orderNo: string;
    name: string;
    contact: string;
    address: string;
    code: string;
    ip: string;
  },
): Promise<DrawClaimResult> {
  const { db, config } = deps;
  const draw = await openDraw(db, input);
  const { name, address } = claimFields(input);
  const { contact } = contactOf(input.contact);
  const { entry } = await unclaimedWin(db, draw, input.orderNo, input.ip);
  const outcome = await db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(prizeClaimCodes)
      .where(
        and(
          eq(prizeClaimCodes.drawId, entry.drawId),
          eq(prizeClaimCodes.position, entry.position),
          isNull(prizeClaimCodes.consumedAt),
          gt(prizeClaimCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(prizeClaimCodes.id))
      .limit(1)
      .for('update');
    if (!live || live.attempts >= DRAW_CLAIM_CODE_MAX_ATTEMPTS) return 'invalid' as const;
    if (!sameHash(live.codeHash, codeHash(config.tokenSecret, entry, contact, input.code))) {
      await tx
        .update(prizeClaimCodes)
        .set({ attempts: sql`${prizeClaimCodes.attempts} + 1` })
        .where(eq(prizeClaimCodes.id, live.id));
      return 'invalid' as const;
    }
    await tx
      .update(prizeClaimCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(prizeClaimCodes.id, live.id));
    const rights = newRightsCode();
    const [claimed] = await tx
      .update(drawEntries)
      .set({
        claimedAt: sql`now()`,
        claimName: name,
        claimContact: contact,
        claimAddress: address,
        codeHash: rightsCodeHash(rights),
      })
      .where(
        and(
          eq(drawEntries.drawId, entry.drawId),
          eq(drawEntries.position, entry.position),
          isNull(drawEntries.claimedAt),
        ),
      )
      .returning({ claimedAt: drawEntries.claimedAt });
    if (!claimed) return 'taken' as const;
    return { code: rights, claimedAt: claimed.claimedAt! };
  });
  if (outcome === 'invalid') fail('verification_code_invalid');
  if (outcome === 'taken') fail('draw_already_claimed');
  return { prize: entry.prizeIndex!, code: outcome.code, claimed_at: outcome.claimedAt.toISOString() };
}

// Claiming an order by number and the buyer's contact (decision 018): a code sent to that contact
// when it is not the member's own, checked under a row lock; the order binds once.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import {
  ORDER_CLAIM_CODE_MAX_ATTEMPTS,
  ORDER_CLAIM_CODE_TTL_SECONDS,
  ORDER_CLAIMS_PER_HOUR,
} from '@miao/contracts/orders';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import { orderClaims, orders } from '../../db/schema/orders';
import { fail } from '../../platform/errors';
import { hit } from '../../platform/rate-limit';
import { oneTimeCode, sameHash, sha256 } from '../../platform/tokens';
import { settleOrderRewards } from './rewards';

import { assertOrderNo, bindOrder, contactOf, type OrderRow } from './service';

// ── claims ─────────────────────────────────────────────────────────────────────────────────────

function normaliseContact(contact: string): string {
  const value = contact.trim();
  return value.includes('@') ? value.toLowerCase() : value.replace(/[\s-]/g, '');
}

function claimHash(secret: string, orderId: number, userId: number, code: string): string {
  return sha256(`${secret}\norder-claim:${orderId}:${userId}\n${code}`);
}

/** What a claim needs: the database, the settings and the senders of the confirmation code. */
export interface ClaimDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
}

/**
 * Step one of a claim: the order must exist, carry this contact and be paid. The member's own
 * contact binds it at once; another contact gets a code (mail or SMS outbox) to confirm with.
 * Another member's order, or a contact that is not the buyer's, reads as not found.
 */
export async function startClaim(
  deps: ClaimDeps,
  userId: number,
  input: { orderNo: string; contact: string },
): Promise<{ claimed: boolean; codeSent: boolean }> {
  const { db, config } = deps;
  assertOrderNo(input.orderNo);
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, input.orderNo));
  if (!order) fail('order_not_found');
  if (order.userId === userId) return { claimed: true, codeSent: false };
  if (order.userId !== null) fail('order_not_found');
  const contact = normaliseContact(input.contact);
  const channel = contact.includes('@') ? 'email' : 'phone';
  const buyer = channel === 'email' ? order.buyerEmail : order.buyerPhone;
  if (!buyer || buyer !== contact) fail('order_not_found');
  if (order.status !== 'paid') fail('order_not_paid');

  const mine = await contactOf(db, userId);
  if (contact === mine.email || contact === mine.phone) {
    await db.transaction(async (tx) => {
      if (!(await bindOrder(tx, order.id, userId, false))) fail('order_not_found');
      await settleOrderRewards(tx, order.id);
    });
    return { claimed: true, codeSent: false };
  }

  if (!(await hit(db, `order-claim:${userId}`, ORDER_CLAIMS_PER_HOUR, 3600))) fail('too_many_requests');
  const code = oneTimeCode();
  const [claim] = await db
    .insert(orderClaims)
    .values({
      orderId: order.id,
      userId,
      codeHash: claimHash(config.tokenSecret, order.id, userId, code),
      expiresAt: sql`now() + make_interval(secs => ${ORDER_CLAIM_CODE_TTL_SECONDS})`,
    })
    .returning({ id: orderClaims.id });
  const minutes = ORDER_CLAIM_CODE_TTL_SECONDS / 60;
  try {
    if (channel === 'email') {
      await deps.mailer.send({
        to: contact,
        subject: 'MIAO order claim code / MIAO 订单认领验证码',
        text:
          `Someone asked to add order ${order.orderNo} to their MIAO account. The code is ${code}, ` +
          `valid for ${minutes} minutes. If this was not you, ignore this e-mail.\n\n` +
          `有人申请将订单 ${order.orderNo} 绑定到其 MIAO 账号，验证码 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略。`,
      });
    } else {
      await deps.sms.send(
        contact,
        `【MIAO】订单 ${order.orderNo} 认领验证码 ${code}，${minutes} 分钟内有效。如非本人操作请忽略。`,
      );
    }
  } catch {
    await db.delete(orderClaims).where(eq(orderClaims.id, claim!.id));
    fail(channel === 'phone' ? 'sms_send_failed' : 'internal_error');
  }
  return { claimed: false, codeSent: true };
}

/** Step two: the newest live code of this member and order, checked under a row lock; binds once. */
export async function confirmClaim(
  deps: ClaimDeps,
  userId: number,
  input: { orderNo: string; code: string },
): Promise<OrderRow> {
  const { db, config } = deps;
  assertOrderNo(input.orderNo);
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, input.orderNo));
  if (!order) fail('order_not_found');
  const outcome = await db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(orderClaims)
      .where(
        and(
          eq(orderClaims.orderId, order.id),
          eq(orderClaims.userId, userId),
          isNull(orderClaims.consumedAt),
          gt(orderClaims.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(orderClaims.id))
      .limit(1)
      .for('update');
    if (!claim || claim.attempts >= ORDER_CLAIM_CODE_MAX_ATTEMPTS) return 'invalid' as const;
    if (!sameHash(claim.codeHash, claimHash(config.tokenSecret, order.id, userId, input.code))) {
      await tx
        .update(orderClaims)
        .set({ attempts: sql`${orderClaims.attempts} + 1` })
        .where(eq(orderClaims.id, claim.id));
      return 'invalid' as const;
    }
    await tx
      .update(orderClaims)
      .set({ consumedAt: sql`now()` })
      .where(eq(orderClaims.id, claim.id));
    if (!(await bindOrder(tx, order.id, userId, true))) return 'taken' as const;
    await settleOrderRewards(tx, order.id);
    return 'claimed' as const;
  });
  if (outcome === 'invalid') fail('verification_code_invalid');
  if (outcome === 'taken') fail('order_not_found');
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  return after!;
}

// What an order pays out through the ledger (decision 018): the buyer's order reward and, for an
// invitee's first paid order, the inviter's invited reward; both taken back when the order is
// refunded. "Once" is kept by keys, not by reading first: `order_rewards (order_id, kind)` and the
// conditional update of `invitations.rewarded_order_id`.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import type { OrderRewardKind } from '@miao/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/coin';
import { invitations, orderRewards, orderRewardSettings, orders } from '../../db/schema/orders';
import { rowsOf } from '../../db/sql';
import { lockAccounts, mintAccount, post, userAccount } from '../coin/ledger';
import { grant } from '../coin/service';

/** The buyer's reward: per unit of each product, as staff set it (product_order_rewards). */
export async function orderRewardAmount(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await tx.execute(sql`
      select coalesce(sum(i.quantity::bigint * r.reward), 0)::text as total
      from order_items i join product_order_rewards r on r.product_code = i.product_code
      where i.order_id = ${orderId}`),
  );
  return Number(row?.total ?? 0);
}

export async function invitedRewardAmount(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ amount: orderRewardSettings.invitedReward }).from(orderRewardSettings);
  return row?.amount ?? 0;
}

async function pay(
  tx: DbOrTx,
  input: { orderId: number; orderNo: string; kind: OrderRewardKind; userId: number; amount: number },
): Promise<boolean> {
  if (input.amount <= 0) return false;
  const [row] = await tx
    .insert(orderRewards)
    .values({ orderId: input.orderId, kind: input.kind, userId: input.userId, amount: input.amount })
    .onConflictDoNothing({ target: [orderRewards.orderId, orderRewards.kind] })
    .returning({ id: orderRewards.id });
  if (!row) return false;
  const granted = await grant(tx, {
    userId: input.userId,
    amount: input.amount,
    coinTypeId: DEFAULT_COIN_ID,
    type: input.kind === 'order' ? 'reward' : 'invited_reward',
    source: 'mall_purchase',
    remarks: `${input.kind === 'order' ? 'Order reward' : 'Invited reward'} ${input.orderNo}`,
    remarksKey: input.kind === 'order' ? 'order_reward' : 'invited_reward',
    remarksParams: { order_no: input.orderNo },
  });
  await tx
    .update(orderRewards)
    .set({ transactionId: granted.transactionId })
    .where(eq(orderRewards.id, row.id));
  return true;
}

/**
 * Pays what a paid, bound order owes and has not paid yet; safe to call again (and at once from two
 * transactions: the keys decide). Called when an order becomes paid, is claimed or is matched.
 */
export async function settleOrderRewards(tx: DbOrTx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.status !== 'paid' || order.userId === null) return;
  await pay(tx, {
    orderId: order.id,
    orderNo: order.orderNo,
    kind: 'order',
    userId: order.userId,
    amount: await orderRewardAmount(tx, order.id),
  });
  // The invitee's first paid order: the conditional update lets exactly one order through.
  const [invitation] = await tx
    .update(invitations)
    .set({ rewardedOrderId: order.id })
    .where(and(eq(invitations.inviteeId, order.userId), isNull(invitations.rewardedOrderId)))
    .returning({ inviterId: invitations.inviterId });
  if (invitation) {
    await pay(tx, {
      orderId: order.id,
      orderNo: order.orderNo,
      kind: 'invited',
      userId: invitation.inviterId,
      amount: await invitedRewardAmount(tx),
    });
  }
}

/**
 * Takes back every reward of a refunded (or cancelled) order, once: the conditional update marks
 * the row first. A recipient who has spent the coin gives what there is; the rest is recorded as
 * owed (the ledger never lets a member's balance go below zero).
 */
export async function takeBackOrderRewards(tx: DbOrTx, orderId: number): Promise<void> {
  const marked = await tx
    .update(orderRewards)
    .set({ refundedAt: sql`now()` })
    .where(and(eq(orderRewards.orderId, orderId), isNull(orderRewards.refundedAt)))
    .returning();
  const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
  for (const reward of marked.sort((a, b) => a.id - b.id)) {
    const mint = await mintAccount(tx, DEFAULT_COIN_ID);
    const user = await userAccount(tx, reward.userId, DEFAULT_COIN_ID);
    // Locked before reading, so the balance read is the balance still there when it is moved.
    await lockAccounts(tx, [mint.id, user.id]);
    const [locked] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, user.id));
    const take = Math.min(reward.amount, Math.max(0, locked?.balance ?? 0));
    let refundTransactionId: number | null = null;
    if (take > 0) {
      const posted = await post(tx, {
        type: reward.kind === 'order' ? 'reward_refund' : 'invited_reward_refund',
        source: 'mall_purchase',
        remarks: `${reward.kind === 'order' ? 'Order reward' : 'Invited reward'} refund ${order?.orderNo ?? ''}`,
        remarksKey: reward.kind === 'order' ? 'order_reward_refund' : 'invited_reward_refund',
        remarksParams: { order_no: order?.orderNo ?? '' },
        legs: [
          { account: user, amount: -take },
          { account: mint, amount: take },
        ],
        insufficient: 'coin_balance_insufficient',
      });
      refundTransactionId = posted.transactionId;
    }
    await tx
      .update(orderRewards)
      .set({ refundedAmount: take, owedAmount: reward.amount - take, refundTransactionId })
      .where(eq(orderRewards.id, reward.id));
  }
}

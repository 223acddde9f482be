import { and, asc, eq, inArray } from 'drizzle-orm';
import { maskContact, type AdminOrder, type Order } from '@miao/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { orderItems, orderRewards } from '../../db/schema/orders';
import { productSettings } from '../../db/schema/products';
import { users } from '../../db/schema/users';
import { eventsOf, type OrderRow } from './service';

async function itemsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, Order['items']>();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      code: orderItems.productCode,
      quantity: orderItems.quantity,
      amount: orderItems.amount,
      cnName: productSettings.cnName,
      overseasName: productSettings.overseasName,
    })
    .from(orderItems)
    .leftJoin(productSettings, eq(productSettings.code, orderItems.productCode))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, Order['items']>();
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({
      product_code: r.code,
      product_name: r.overseasName || r.cnName || r.code,
      quantity: r.quantity,
      amount: r.amount,
    });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}

function base(order: OrderRow, items: Order['items']) {
  return {
    order_no: order.orderNo,
    store: order.store,
    status: order.status,
    currency: order.currency,
    total_amount: order.totalAmount,
    items,
    buyer_contact: maskContact(order.buyerEmail ?? order.buyerPhone),
    paid_at: order.paidAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    claimed: order.claimed,
  };
}

function reward(r: typeof orderRewards.$inferSelect) {
  return {
    kind: r.kind,
    amount: r.amount,
    refunded: r.refundedAt !== null,
    refunded_amount: r.refundedAmount,
    owed_amount: r.owedAmount,
  };
}

/** Orders as a member sees them: with the rewards paid to that member. */
export async function presentOrders(db: DbOrTx, rows: OrderRow[], viewerId: number): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const items = await itemsOf(db, ids);
  const rewards =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderRewards)
          .where(and(inArray(orderRewards.orderId, ids), eq(orderRewards.userId, viewerId)))
          .orderBy(asc(orderRewards.id));
  return rows.map((order) => ({
    ...base(order, items.get(order.id) ?? []),
    rewards: rewards.filter((r) => r.orderId === order.id).map(reward),
  }));
}

async function owners(db: DbOrTx, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.nickname]));
}

export async function presentStaffOrders(db: DbOrTx, rows: OrderRow[]) {
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await owners(db, rows);
  return rows.map((order) => ({
    ...base(order, items.get(order.id) ?? []),
    id: order.id,
    buyer_email: order.buyerEmail,
    buyer_phone: order.buyerPhone,
    owner: order.userId === null ? null : { id: order.userId, nickname: names.get(order.userId) ?? '' },
  }));
}

/** The staff detail: the order, every reward with its ledger transactions, the webhook events. */
export async function presentStaffOrder(db: DbOrTx, order: OrderRow): Promise<AdminOrder> {
  const [summary] = await presentStaffOrders(db, [order]);
  const rewards = await db
    .select({ reward: orderRewards, nickname: users.nickname })
    .from(orderRewards)
    .innerJoin(users, eq(users.id, orderRewards.userId))
    .where(eq(orderRewards.orderId, order.id))
    .orderBy(asc(orderRewards.id));
  const events = await eventsOf(db, order.orderNo);
  return {
    ...summary!,
    rewards: rewards.map(({ reward: r, nickname }) => ({
      ...reward(r),
      user_id: r.userId,
      nickname,
      transaction_id: r.transactionId,
      refund_transaction_id: r.refundTransactionId,
      created_at: r.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      event_id: e.eventId,
      type: e.type,
      received_at: e.receivedAt.toISOString(),
    })),
  };
}

// Orders (issue 14, decision 018): webhook events applied once, members' own orders, claims.
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_NO_PATTERN,
  type OrderStatus,
  type OrderStore,
  type WebhookOrder,
} from '@miao/contracts/orders';
import type { Db, DbOrTx } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { productSettings } from '../../db/schema/products';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import { settleOrderRewards, takeBackOrderRewards } from './rewards';

export type OrderRow = typeof orders.$inferSelect;

/** Spec 8: a number that cannot be an order number is "Order number invalid". */
export function assertOrderNo(orderNo: string): void {
  if (!ORDER_NO_PATTERN.test(orderNo)) fail('order_number_invalid');
}

/** Product codes that are not in the catalogue (product settings). */
export async function unknownProductCodes(tx: DbOrTx, codes: string[]): Promise<string[]> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ code: productSettings.code })
    .from(productSettings)
    .where(inArray(productSettings.code, wanted));
  const known = new Set(found.map((r) => r.code));
  return wanted.filter((c) => !known.has(c));
}

export interface NewOrder {
  orderNo: string;
  store: OrderStore;
  buyerEmail: string | null;
  buyerPhone: string | null;
  currency: string;
  totalAmount: number;
  items: { productCode: string; quantity: number; amount: number }[];
  source: 'webhook' | 'import';
}

/** Inserts the order and its items unless the number exists; answers the row either way. */
export async function insertOrderIfAbsent(
  tx: DbOrTx,
  input: NewOrder,
): Promise<{ order: OrderRow; inserted: boolean }> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      orderNo: input.orderNo,
      store: input.store,
      buyerEmail: input.buyerEmail,
      buyerPhone: input.buyerPhone,
      currency: input.currency,
      totalAmount: input.totalAmount,
      source: input.source,
    })
    .onConflictDoNothing({ target: orders.orderNo })
    .returning();
  if (inserted) {
    await tx.insert(orderItems).values(input.items.map((item) => ({ orderId: inserted.id, ...item })));
    return { order: inserted, inserted: true };
  }
  const [existing] = await tx.select().from(orders).where(eq(orders.orderNo, input.orderNo));
  return { order: existing!, inserted: false };
}

/** The active member whose (verified: signed in with a code) e-mail or phone is the buyer's. */
async function matchingMember(tx: DbOrTx, order: OrderRow): Promise<number | undefined> {
  const conditions: SQL[] = [];
  if (order.buyerEmail) conditions.push(eq(users.email, order.buyerEmail));
  if (order.buyerPhone) conditions.push(eq(users.phone, order.buyerPhone));
  if (conditions.length === 0) return undefined;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), or(...conditions)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id;
}

/** Binds the order to a member unless it has one (a conditional update: the first binding wins). */
export async function bindOrder(
  tx: DbOrTx,
  orderId: number,
  userId: number,
  claimed: boolean,
): Promise<boolean> {
  const bound = await tx
    .update(orders)
    .set({ userId, claimed, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.userId)))
    .returning({ id: orders.id });
  return bound.length > 0;
}

/**
 * Moves an order to `paid` if it was `created` (one conditional update: of two deliveries only one
 * moves it), binds it to the matching member, and pays its rewards.
 */
export async function markPaid(tx: DbOrTx, order: OrderRow, paidAt: Date | null): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: paidAt ?? sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'created')))
    .returning();
  if (!moved) return false;
  if (moved.userId === null) {
    const member = await matchingMember(tx, moved);
    if (member !== undefined) await bindOrder(tx, moved.id, member, false);
  }
  await settleOrderRewards(tx, moved.id);
  return true;
}

/** Refunded or cancelled: from created or paid only, and the rewards go back. */
export async function markEnded(
  tx: DbOrTx,
  order: OrderRow,
  status: 'refunded' | 'cancelled',
): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({
      status,
      ...(status === 'refunded' ? { refundedAt: sql`now()` } : { cancelledAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'paid'])))
    .returning({ id: orders.id });
  if (!moved) return false;
  await takeBackOrderRewards(tx, order.id);
  return true;
}

export function newOrderOf(store: OrderStore, order: WebhookOrder, source: 'webhook' | 'import'): NewOrder {
  return {
    orderNo: order.order_no,
    store,
    buyerEmail: order.buyer_email ?? null,
    buyerPhone: order.buyer_phone ?? null,
    currency: order.currency,
    totalAmount: order.total_amount,
    items: order.items.map((i) => ({ productCode: i.product_code, quantity: i.quantity, amount: i.amount })),
    source,
  };
}

/**
 * One webhook event in one transaction. Its id is recorded first: a replay, or the same event
 * delivered to another process at once, conflicts on the key (PostgreSQL makes the second wait for
 * the first to commit) and applies nothing.
 */
export async function applyOrderEvent(
  db: Db,
  store: OrderStore,
  event: { id: string; type: string; order: WebhookOrder },
): Promise<{ applied: boolean; status: OrderStatus }> {
  const unknown = await unknownProductCodes(
    db,
    event.order.items.map((i) => i.product_code),
  );
  if (unknown.length > 0) fail('validation_error', { fields: ['order.items.product_code'], unknown });
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(orderEvents)
      .values({ store, eventId: event.id, type: event.type, orderNo: event.order.order_no })
      .onConflictDoNothing({ target: [orderEvents.store, orderEvents.eventId] })
      .returning({ id: orderEvents.id });
    if (!recorded) {
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNo, event.order.order_no));
      return { applied: false, status: order?.status ?? 'created' };
    }
    const { order } = await insertOrderIfAbsent(tx, newOrderOf(store, event.order, 'webhook'));
    if (order.store !== store) fail('validation_error', { fields: ['order.order_no'] });
    switch (event.type) {
      case 'order.paid':
        await markPaid(tx, order, event.order.paid_at ? new Date(event.order.paid_at) : null);
        break;
      case 'order.refunded':
        await markEnded(tx, order, 'refunded');
        break;
      case 'order.cancelled':
        await markEnded(tx, order, 'cancelled');
        break;
    }
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return { applied: true, status: after!.status };
  });
}

// ── members ────────────────────────────────────────────────────────────────────────────────────

interface Contact {
  email: string | null;
  phone: string | null;
}

export async function contactOf(db: DbOrTx, userId: number): Promise<Contact> {
  const [row] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return { email: row?.email ?? null, phone: row?.phone ?? null };
}

/** Unbound orders whose buyer contact is the member's. */
function matchesContact(contact: Contact): SQL | undefined {
  const conditions: SQL[] = [];
  if (contact.email) conditions.push(eq(orders.buyerEmail, contact.email));
  if (contact.phone) conditions.push(eq(orders.buyerPhone, contact.phone));
  return conditions.length === 0 ? undefined : and(isNull(orders.userId), or(...conditions));
}

function visibleTo(userId: number, contact: Contact): SQL {
  const match = matchesContact(contact);
  return match ? or(eq(orders.userId, userId), match)! : eq(orders.userId, userId);
}

/**
 * Paid orders bought with the member's contact before they had an account get bound to them (and
 * pay their rewards) when the member looks at their orders.
 */
export async function bindMatchingOrders(db: Db, userId: number): Promise<void> {
  const contact = await contactOf(db, userId);
  const match = matchesContact(contact);
  if (!match) return;
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(match, eq(orders.status, 'paid')));
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      if (await bindOrder(tx, id, userId, false)) await settleOrderRewards(tx, id);
    });
  }
}

export async function listMyOrders(
  db: Db,
  userId: number,
  query: { page_number: number; page_size: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = visibleTo(userId, await contactOf(db, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The order for its owner (bound, or matching and unbound) or staff; anyone else: not found. */
export async function orderForReader(
  db: DbOrTx,
  orderNo: string,
  reader: { userId: number; isStaff: boolean },
): Promise<OrderRow> {
  assertOrderNo(orderNo);
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) fail('order_not_found');
  if (reader.isStaff || order.userId === reader.userId) return order;
  if (order.userId === null) {
    const contact = await contactOf(db, reader.userId);
    if (
      (contact.email && contact.email === order.buyerEmail) ||
      (contact.phone && contact.phone === order.buyerPhone)
    )
      return order;
  }
  return fail('order_not_found');
}

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

export async function listOrdersForStaff(
  db: DbOrTx,
  query: { page_number: number; page_size: number; status?: OrderStatus; store?: OrderStore; q?: string },
): Promise<{ rows: OrderRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.store) conditions.push(eq(orders.store, query.store));
  if (query.q) {
    const q = query.q.toLowerCase();
    conditions.push(or(eq(orders.orderNo, query.q), eq(orders.buyerEmail, q), eq(orders.buyerPhone, q))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function eventsOf(db: DbOrTx, orderNo: string) {
  return db
    .select({ eventId: orderEvents.eventId, type: orderEvents.type, receivedAt: orderEvents.receivedAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderNo, orderNo))
    .orderBy(asc(orderEvents.id));
}

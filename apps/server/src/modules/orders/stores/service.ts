// Native store deliveries (issue 34, decision 048): verified, recorded and applied in one
// transaction. The delivery row is inserted first: a repeat of the same delivery id (or the same
// delivery at once in another process, which waits on the key) finds it and applies nothing. What a
// delivery cannot apply (a product without a mapping, a payload we cannot read) is recorded with its
// outcome and answered 200, so the store does not retry it for two days; staff replay it.
import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@miao/contracts/orders';
import {
  REPLAYABLE_OUTCOMES,
  SHOPIFY_HEADERS,
  WOOCOMMERCE_HEADERS,
  type StoreConnectionKind,
  type StoreDeliveryOutcome,
} from '@miao/contracts/stores';
import type { Db, DbOrTx } from '../../../db/client';
import {
  orderEvents,
  orders,
  storeConnections,
  storeDeliveries,
  storeProductMappings,
} from '../../../db/schema/orders';
import { fail } from '../../../platform/errors';
import { insertOrderIfAbsent, markEnded, markPaid } from '../service';
import type { StoreChange } from './payload';
import { readShopify, shopifySignature } from './shopify';
import { readWoo, wooSignature } from './woocommerce';

export type ConnectionRow = typeof storeConnections.$inferSelect;
type DeliveryRow = typeof storeDeliveries.$inferSelect;
type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** `https://Shop.example/` and `shop.example` are the same site. */
export function normaliseDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

export async function connectionBySlug(db: DbOrTx, kind: StoreConnectionKind, slug: string) {
  const [row] = await db.select().from(storeConnections).where(eq(storeConnections.slug, slug));
  if (!row || row.kind !== kind || !row.enabled) fail('store_connection_not_found');
  return row;
}

/** The secrets a delivery may be signed with now: the current one, the previous during its grace. */
export function secretsOf(connection: ConnectionRow, now = new Date()): string[] {
  const secrets = connection.secret ? [connection.secret] : [];
  if (connection.previousSecret && connection.previousValidUntil && connection.previousValidUntil > now)
    secrets.push(connection.previousSecret);
  return secrets;
}

function signedByOne(secrets: string[], given: string, sign: (secret: string) => string): boolean {
  const givenBytes = Buffer.from(given);
  let ok = false;
  // every secret is compared (no early exit), each in constant time
  for (const secret of secrets) {
    const expected = Buffer.from(sign(secret));
    if (givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected)) ok = true;
  }
  return ok;
}

export interface VerifiedDelivery {
  deliveryId: string;
  topic: string;
}

/**
 * The headers the store sends, checked in this order: present (400), the shop or site is the
 * connection's (401), the signature is one of its secrets' over the raw body (401; 503 without a
 * secret).
 */
export function verifyDelivery(connection: ConnectionRow, headers: Headers, raw: Buffer): VerifiedDelivery {
  const [signatureName, topicName, sourceName, deliveryName] =
    connection.kind === 'shopify'
      ? [SHOPIFY_HEADERS.hmac, SHOPIFY_HEADERS.topic, SHOPIFY_HEADERS.shop, SHOPIFY_HEADERS.webhookId]
      : [
          WOOCOMMERCE_HEADERS.signature,
          WOOCOMMERCE_HEADERS.topic,
          WOOCOMMERCE_HEADERS.source,
          WOOCOMMERCE_HEADERS.deliveryId,
        ];
  const values = {
    signature: header(headers, signatureName),
    topic: header(headers, topicName),
    source: header(headers, sourceName),
    deliveryId: header(headers, deliveryName),
  };
  const missing = [signatureName, topicName, sourceName, deliveryName].filter(
    (name) => header(headers, name) === '',
  );
  if (missing.length > 0) fail('webhook_headers_missing', { headers: missing });
  if (values.deliveryId.length > 100 || values.topic.length > 60) fail('webhook_headers_missing');
  if (normaliseDomain(values.source) !== connection.domain) fail('webhook_shop_unknown');
  const secrets = secretsOf(connection);
  if (secrets.length === 0) fail('webhook_not_configured');
  const sign = connection.kind === 'shopify' ? shopifySignature : wooSignature;
  if (!signedByOne(secrets, values.signature, (s) => sign(s, raw))) fail('webhook_signature_invalid');
  return { deliveryId: values.deliveryId, topic: values.topic };
}

function readChange(connection: ConnectionRow, topic: string, body: string): StoreChange {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'rejected', error: 'body is not JSON' };
  }
  return connection.kind === 'shopify'
    ? readShopify(topic, json, connection.orderPrefix)
    : readWoo(topic, json, connection.orderPrefix);
}

const EVENT_OF: Record<OrderStatus, string> = {
  created: 'order.created',
  paid: 'order.paid',
  refunded: 'order.refunded',
  cancelled: 'order.cancelled',
};

interface Applied {
  outcome: StoreDeliveryOutcome;
  error: string | null;
  externalOrderId: string | null;
  orderNo: string | null;
}

/** The order number a store's order id became, from an earlier delivery of the connection. */
async function orderNoOfExternal(tx: DbOrTx, connectionId: number, externalId: string) {
  const [row] = await tx
    .select({ orderNo: storeDeliveries.orderNo })
    .from(storeDeliveries)
    .where(
      and(
        eq(storeDeliveries.connectionId, connectionId),
        eq(storeDeliveries.externalOrderId, externalId),
        isNotNull(storeDeliveries.orderNo),
      ),
    )
    .orderBy(desc(storeDeliveries.id))
    .limit(1);
  return row?.orderNo ?? null;
}

async function moveTo(
  tx: DbOrTx,
  orderNo: string,
  target: OrderStatus,
  paidAt: Date | null = null,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) return;
  if (target === 'paid') await markPaid(tx, order, paidAt);
  else if (target === 'refunded' || target === 'cancelled') await markEnded(tx, order, target);
}

/** One delivery's change, inside the caller's transaction (the delivery row is locked or new). */
async function applyChange(tx: DbOrTx, connection: ConnectionRow, delivery: DeliveryRow): Promise<Applied> {
  const change = readChange(connection, delivery.topic, delivery.body);
  const none = { externalOrderId: null, orderNo: null };
  switch (change.kind) {
    case 'rejected':
      return { outcome: 'rejected', error: change.error, ...none };
    case 'ignored':
      return { outcome: 'ignored', error: change.reason, ...none };
    case 'refund':
    case 'delete': {
      const orderNo = await orderNoOfExternal(tx, connection.id, change.externalId);
      const base = { externalOrderId: change.externalId, orderNo };
      if (!orderNo) return { outcome: 'ignored', error: 'order not received before', ...base };
      if (change.kind === 'refund') {
        const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo));
        // a partial refund keeps the order (and its reward); orders/updated says when all is refunded
        if (change.amount !== null && order && change.amount < order.totalAmount)
          return { outcome: 'ignored', error: 'partial refund', ...base };
      }
      const target = change.kind === 'refund' ? 'refunded' : 'cancelled';
      await moveTo(tx, orderNo, target);
      await recordEvent(tx, connection, delivery, EVENT_OF[target], orderNo);
      return { outcome: 'applied', error: null, ...base };
    }
    case 'order': {
      const base = { externalOrderId: change.externalId, orderNo: change.orderNo };
      const keys = [...new Set(change.lines.flatMap((l) => l.keys))];
      const mapped =
        keys.length === 0
          ? []
          : await tx
              .select()
              .from(storeProductMappings)
              .where(
                and(
                  eq(storeProductMappings.connectionId, connection.id),
                  inArray(storeProductMappings.externalKey, keys),
                ),
              );
      const codeOf = new Map(mapped.map((m) => [m.externalKey, m.productCode]));
      const unmapped = change.lines.filter((l) => !l.keys.some((k) => codeOf.has(k)));
      if (unmapped.length > 0) {
        const named = unmapped.map((l) => l.keys[0] ?? l.title).join(', ');
        return { outcome: 'unmapped', error: `no mapping for ${named}`, ...base };
      }
      const { order } = await insertOrderIfAbsent(tx, {
        orderNo: change.orderNo,
        store: connection.store,
        buyerEmail: change.buyerEmail,
        buyerPhone: change.buyerPhone,
        currency: change.currency,
        totalAmount: change.totalAmount,
        items: change.lines.map((l) => ({
          productCode: codeOf.get(l.keys.find((k) => codeOf.has(k))!)!,
          quantity: l.quantity,
          amount: l.amount,
        })),
        source: 'webhook',
      });
      if (order.store !== connection.store)
        return { outcome: 'rejected', error: 'order number belongs to the other store', ...base };
      await moveTo(tx, order.orderNo, change.target, change.paidAt);
      await recordEvent(tx, connection, delivery, EVENT_OF[change.target], order.orderNo);
      return { outcome: 'applied', error: null, ...base };
    }
  }
}

/** The order's event history (what the staff order dialog lists) names this delivery too. */
async function recordEvent(
  tx: DbOrTx,
  connection: ConnectionRow,
  delivery: DeliveryRow,
  type: string,
  orderNo: string,
) {
  await tx
    .insert(orderEvents)
    .values({
      store: connection.store,
      eventId: `${connection.kind}:${connection.id}:${delivery.deliveryId}`,
      type,
      orderNo,
    })
    .onConflictDoNothing({ target: [orderEvents.store, orderEvents.eventId] });
}

async function settle(tx: DbOrTx, delivery: DeliveryRow, applied: Applied) {
  await tx
    .update(storeDeliveries)
    .set({
      outcome: applied.outcome,
      error: applied.error,
      externalOrderId: applied.externalOrderId,
      orderNo: applied.orderNo,
      appliedAt: applied.outcome === 'applied' ? sql`now()` : null,
    })
    .where(eq(storeDeliveries.id, delivery.id));
}

export type ReceiveOutcome = StoreDeliveryOutcome | 'duplicate';

/**
 * Records the delivery and applies it, in one transaction. A delivery id seen before answers
 * `duplicate` (a `failed` one, whose transaction never committed its change, is applied again).
 * An unexpected error is recorded as `failed` and answered 500, so the store retries.
 */
export async function receiveDelivery(
  db: Db,
  connection: ConnectionRow,
  verified: VerifiedDelivery,
  raw: Buffer,
): Promise<ReceiveOutcome> {
  const body = raw.toString('utf8');
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(storeDeliveries)
        .values({ connectionId: connection.id, deliveryId: verified.deliveryId, topic: verified.topic, body })
        .onConflictDoNothing({ target: [storeDeliveries.connectionId, storeDeliveries.deliveryId] })
        .returning();
      let delivery = inserted;
      if (!delivery) {
        const [existing] = await tx
          .select()
          .from(storeDeliveries)
          .where(
            and(
              eq(storeDeliveries.connectionId, connection.id),
              eq(storeDeliveries.deliveryId, verified.deliveryId),
            ),
          )
          .for('update');
        if (!existing || existing.outcome !== 'failed') return 'duplicate';
        delivery = existing;
      }
      const applied = await applyChange(tx, connection, delivery);
      await settle(tx, delivery, applied);
      return applied.outcome;
    });
  } catch (error) {
    await recordFailure(db, connection, verified, body, error);
    throw error;
  }
}

async function recordFailure(
  db: Db,
  connection: ConnectionRow,
  verified: VerifiedDelivery,
  body: string,
  error: unknown,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .insert(storeDeliveries)
    .values({
      connectionId: connection.id,
      deliveryId: verified.deliveryId,
      topic: verified.topic,
      body,
      outcome: 'failed',
      error: message,
    })
    .onConflictDoUpdate({
      target: [storeDeliveries.connectionId, storeDeliveries.deliveryId],
      set: { outcome: 'failed', error: message },
      setWhere: inArray(storeDeliveries.outcome, ['received', 'failed']),
    })
    .catch(() => undefined);
}

/** Staff apply an unmapped or failed delivery again (after fixing the mapping); locked, so once. */
export async function replayDelivery(db: Db, connectionId: number, deliveryRowId: number) {
  return db.transaction(async (tx) => {
    const [connection] = await tx
      .select()
      .from(storeConnections)
      .where(eq(storeConnections.id, connectionId));
    if (!connection) fail('store_connection_not_found');
    const [delivery] = await tx
      .select()
      .from(storeDeliveries)
      .where(and(eq(storeDeliveries.id, deliveryRowId), eq(storeDeliveries.connectionId, connectionId)))
      .for('update');
    if (!delivery) fail('not_found');
    if (!REPLAYABLE_OUTCOMES.includes(delivery.outcome)) fail('store_delivery_not_replayable');
    const applied = await applyChange(tx, connection, delivery);
    await settle(tx, delivery, applied);
    const [after] = await tx.select().from(storeDeliveries).where(eq(storeDeliveries.id, delivery.id));
    return after!;
  });
}

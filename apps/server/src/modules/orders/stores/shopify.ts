// Shopify's order webhooks (decision 048): `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of the
// raw body with the app's secret; the payload is Shopify's order (or, for refunds/create, the refund).
import { createHmac } from 'node:crypto';
import type { OrderStatus } from '@miao/contracts/orders';
import { minorUnits } from './amounts';
import {
  currencyOf,
  emailOf,
  idOf,
  instantOf,
  isObject,
  linesOf,
  orderNoOf,
  phoneOf,
  text,
  type StoreChange,
} from './payload';

export function shopifySignature(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** The status an order payload says it has; the topic decides where it is explicit. */
function targetOf(topic: string, order: Record<string, unknown>): OrderStatus {
  if (topic === 'orders/cancelled' || text(order.cancelled_at)) return 'cancelled';
  if (topic === 'orders/paid') return 'paid';
  switch (text(order.financial_status)) {
    case 'paid':
    case 'partially_refunded': // paid, and still partly kept: the order and its reward stay
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'voided':
      return 'cancelled';
    default: // pending, authorized, partially_paid
      return 'created';
  }
}

export function readShopify(topic: string, body: unknown, prefix: string): StoreChange {
  if (!isObject(body)) return { kind: 'rejected', error: 'body is not a JSON object' };
  if (topic === 'refunds/create') {
    const externalId = idOf(body.order_id);
    if (!externalId) return { kind: 'rejected', error: 'order_id missing' };
    const transactions = Array.isArray(body.transactions) ? body.transactions : [];
    let amount = 0;
    let currency: string | null = null;
    for (const t of transactions) {
      if (!isObject(t) || text(t.kind) !== 'refund' || (text(t.status) ?? 'success') !== 'success') continue;
      currency = text(t.currency)?.toUpperCase() ?? currency;
      const minor = minorUnits(t.amount, currency ?? 'USD');
      if (minor === null) return { kind: 'rejected', error: 'transactions.amount invalid' };
      amount += minor;
    }
    return { kind: 'refund', externalId, amount: transactions.length > 0 ? amount : null, currency };
  }
  if (!['orders/create', 'orders/paid', 'orders/cancelled', 'orders/updated'].includes(topic))
    return { kind: 'ignored', reason: `topic ${topic} is not read` };
  const externalId = idOf(body.id);
  if (!externalId) return { kind: 'rejected', error: 'id missing' };
  const orderNo = orderNoOf(prefix, body.order_number ?? body.name ?? body.id);
  if (!orderNo) return { kind: 'rejected', error: 'name is not a usable order number' };
  const currency = currencyOf(body.currency);
  if (!currency) return { kind: 'rejected', error: 'currency invalid' };
  const totalAmount = minorUnits(body.total_price, currency);
  if (totalAmount === null) return { kind: 'rejected', error: 'total_price invalid' };
  const customer = isObject(body.customer) ? body.customer : {};
  const lines = linesOf(body.line_items, currency, { field: 'price', perUnit: true });
  if (typeof lines === 'string') return { kind: 'rejected', error: lines };
  return {
    kind: 'order',
    externalId,
    orderNo,
    buyerEmail: emailOf(body.email, body.contact_email, customer.email),
    buyerPhone: phoneOf(body.phone, customer.phone),
    currency,
    totalAmount,
    lines,
    target: targetOf(topic, body),
    // Shopify's order carries no paid time of its own: processed_at is when checkout completed
    paidAt: instantOf(body.processed_at),
  };
}

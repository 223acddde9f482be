// WooCommerce's order webhooks (decision 048): `X-WC-Webhook-Signature` is the base64 HMAC-SHA256
// of the raw body with the webhook's secret; the payload is WooCommerce's REST order.
import { createHmac } from 'node:crypto';
import type { OrderStatus } from '@miao/contracts/orders';
import { minorUnits } from './amounts';
import {
  emailOf,
  idOf,
  isObject,
  orderNoOf,
  phoneOf,
  quantityOf,
  text,
  type StoreChange,
  type StoreLine,
} from './payload';

export function wooSignature(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** The ping WooCommerce sends when a webhook is saved: `webhook_id=<n>`, form-encoded, unsigned. */
export function isWooPing(contentType: string | undefined, raw: Buffer): boolean {
  return (
    (contentType ?? '').startsWith('application/x-www-form-urlencoded') &&
    /^webhook_id=\d{1,20}$/.test(raw.toString('utf8').trim())
  );
}

function targetOf(status: string | null): OrderStatus {
  switch (status) {
    case 'processing':
    case 'completed':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return 'cancelled';
    default: // pending, on-hold, failed, checkout-draft
      return 'created';
  }
}

export function readWoo(topic: string, body: unknown, prefix: string): StoreChange {
  if (!isObject(body)) return { kind: 'rejected', error: 'body is not a JSON object' };
  const externalId = idOf(body.id);
  if (!externalId) return { kind: 'rejected', error: 'id missing' };
  if (topic === 'order.deleted') return { kind: 'delete', externalId };
  if (topic !== 'order.created' && topic !== 'order.updated')
    return { kind: 'ignored', reason: `topic ${topic} is not read` };
  const orderNo = orderNoOf(prefix, body.number ?? body.id);
  if (!orderNo) return { kind: 'rejected', error: 'number is not a usable order number' };
  const currency = text(body.currency)?.toUpperCase();
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return { kind: 'rejected', error: 'currency invalid' };
  const totalAmount = minorUnits(body.total, currency);
  if (totalAmount === null) return { kind: 'rejected', error: 'total invalid' };
  const billing = isObject(body.billing) ? body.billing : {};
  const lines: StoreLine[] = [];
  for (const item of Array.isArray(body.line_items) ? body.line_items : []) {
    if (!isObject(item)) return { kind: 'rejected', error: 'line_items invalid' };
    const quantity = quantityOf(item.quantity);
    const amount = minorUnits(item.total, currency);
    if (quantity === null || amount === null)
      return { kind: 'rejected', error: 'line_items quantity or total invalid' };
    if (quantity === 0) continue;
    const keys = [text(item.sku), idOf(item.product_id)].filter((k): k is string => k !== null);
    lines.push({ keys, title: text(item.name) ?? '', quantity, amount });
  }
  if (lines.length === 0) return { kind: 'rejected', error: 'no line items' };
  return {
    kind: 'order',
    externalId,
    orderNo,
    buyerEmail: emailOf(billing.email),
    buyerPhone: phoneOf(billing.phone),
    currency,
    totalAmount,
    lines,
    target: targetOf(text(body.status)),
  };
}

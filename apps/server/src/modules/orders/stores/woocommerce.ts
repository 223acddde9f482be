// WooCommerce's order webhooks (decision 048): `X-WC-Webhook-Signature` is the base64 HMAC-SHA256
// of the raw body with the webhook's secret; the payload is WooCommerce's REST order.
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
  const currency = currencyOf(body.currency);
  if (!currency) return { kind: 'rejected', error: 'currency invalid' };
  const totalAmount = minorUnits(body.total, currency);
  if (totalAmount === null) return { kind: 'rejected', error: 'total invalid' };
  const billing = isObject(body.billing) ? body.billing : {};
  const lines = linesOf(body.line_items, currency, { field: 'total', perUnit: false });
  if (typeof lines === 'string') return { kind: 'rejected', error: lines };
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
    paidAt: instantOf(body.date_paid_gmt),
  };
}

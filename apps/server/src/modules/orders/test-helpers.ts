import type { FastifyInstance } from 'fastify';
import type { OrderWebhookEvent } from '@miao/contracts/orders';
import { signWebhook } from './webhook';

export const CN_SECRET = 'cn-webhook-secret-0123456789';
export const EN_SECRET = 'en-webhook-secret-0123456789';
export const WEBHOOK_ENV = { ORDER_WEBHOOK_SECRET_CN: CN_SECRET, ORDER_WEBHOOK_SECRET_EN: EN_SECRET };

let sequence = 0;

export function nextOrderNo(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}${process.pid}-${Date.now().toString(36)}-${sequence}`.toUpperCase();
}

/** A paid event by default: one CYBERBOARD R4 bought by `email`. */
export function orderEvent(
  input: {
    id?: string;
    type?: OrderWebhookEvent['type'];
    orderNo?: string;
    email?: string | null;
    phone?: string | null;
    items?: { product_code: string; quantity: number; amount?: number }[];
  } = {},
): OrderWebhookEvent {
  sequence += 1;
  return {
    id: input.id ?? `evt-${process.pid}-${sequence}-${Date.now()}`,
    type: input.type ?? 'order.paid',
    order: {
      order_no: input.orderNo ?? nextOrderNo(),
      buyer_email: input.email ?? null,
      buyer_phone: input.phone ?? null,
      currency: 'USD',
      total_amount: 19900,
      items: (input.items ?? [{ product_code: 'cyberboard-r4', quantity: 1, amount: 19900 }]).map((i) => ({
        amount: 0,
        ...i,
      })),
    },
  };
}

/** Delivers an event signed the way a store signs it (override anything to forge it). */
export function deliver(
  app: FastifyInstance,
  event: OrderWebhookEvent,
  options: { store?: string; secret?: string; timestamp?: number; signature?: string; body?: string } = {},
) {
  const store = options.store ?? 'overseas';
  const secret = options.secret ?? (store === 'cn' ? CN_SECRET : EN_SECRET);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const body = options.body ?? JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: {
      'content-type': 'application/json',
      'x-miao-store': store,
      'x-miao-timestamp': String(timestamp),
      'x-miao-signature': options.signature ?? signWebhook(secret, timestamp, body),
    },
    payload: body,
  });
}

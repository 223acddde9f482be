// The order webhook's signature (decision 018). The store signs `<timestamp>.<raw body>` with
// HMAC-SHA256 and its secret, and sends `x-miao-store`, `x-miao-timestamp` (Unix seconds) and
// `x-miao-signature: sha256=<hex>`. The timestamp is inside what is signed, so an old delivery cannot
// be made fresh; one outside five minutes is refused, and a replay within them is applied once by
// its event id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ORDER_STORES,
  ORDER_WEBHOOK_TOLERANCE_SECONDS,
  WEBHOOK_HEADERS,
  type OrderStore,
} from '@miao/contracts/orders';
import { fail } from '../../platform/errors';

export function signWebhook(secret: string, timestamp: number | string, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return `sha256=${mac.digest('hex')}`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The store a delivery names (`x-miao-store`); anything else is refused as unsigned. */
export function webhookStoreOf(headers: Record<string, string | string[] | undefined>): OrderStore {
  const store = header(headers, WEBHOOK_HEADERS.store).toLowerCase();
  if (!(ORDER_STORES as readonly string[]).includes(store)) fail('webhook_signature_invalid');
  return store as OrderStore;
}

/**
 * Checks that one of the store's secrets signed this body at a fresh timestamp; refusals are 401
 * (503 when the store has no secret at all).
 */
export function verifyWebhook(
  secrets: readonly string[],
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (secrets.length === 0) fail('webhook_not_configured');
  const timestamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signature = header(headers, WEBHOOK_HEADERS.signature);
  if (!/^\d{1,12}$/.test(timestamp)) fail('webhook_signature_invalid');
  const given = Buffer.from(signature);
  const signedByOne = secrets.some((secret) => {
    const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedByOne) fail('webhook_signature_invalid');
  if (Math.abs(nowSeconds - Number(timestamp)) > ORDER_WEBHOOK_TOLERANCE_SECONDS)
    fail('webhook_timestamp_stale');
}

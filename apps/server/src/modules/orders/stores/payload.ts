// What a store's delivery says, in the orders module's terms (decision 048). The adapters
// (shopify.ts, woocommerce.ts) read the stores' documented payloads into this; service.ts applies it.
import { ORDER_NO_MIN_LENGTH, ORDER_NO_PATTERN, type OrderStatus } from '@miao/contracts/orders';
import { minorUnits } from './amounts';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '@miao/contracts/patterns';

export interface StoreLine {
  /** The keys a mapping may name, best first: the SKU, then the store's product id. */
  keys: string[];
  title: string;
  quantity: number;
  amount: number;
}

export type StoreChange =
  | {
      kind: 'order';
      externalId: string;
      orderNo: string;
      buyerEmail: string | null;
      buyerPhone: string | null;
      currency: string;
      totalAmount: number;
      lines: StoreLine[];
      /** The status the store says the order has now. */
      target: OrderStatus;
      /**
       * When the store says it was paid (a draw's entry window counts this, not when the delivery
       * arrived: Shopify retries for 48 hours and staff replay deliveries later); none: on arrival.
       */
      paidAt: Date | null;
    }
  /** A refund of an order known by the store's id; `full` when it covers the order's total. */
  | { kind: 'refund'; externalId: string; amount: number | null; currency: string | null }
  | { kind: 'delete'; externalId: string }
  | { kind: 'ignored'; reason: string }
  | { kind: 'rejected'; error: string };

/** How far ahead of our clock a store's time may be (its clock's drift): later is taken as now. */
const STORE_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * A store's instant: ISO 8601 with an offset (Shopify's `processed_at`), or WooCommerce's `_gmt`
 * fields, which are UTC written without a zone. None when missing, unreadable or in the future.
 */
export function instantOf(v: unknown, now = Date.now()): Date | null {
  const t = text(v);
  if (!t || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(t)) return null;
  const at = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(t) ? t : `${t}Z`);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms > now + STORE_CLOCK_SKEW_MS) return null;
  return at;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** The store's id of something, as digits (Shopify and WooCommerce ids stay below 2^53). */
export function idOf(v: unknown): string | null {
  const t = text(v);
  return t && /^\d{1,20}$/.test(t) ? t : null;
}

export function emailOf(...candidates: unknown[]): string | null {
  for (const c of candidates) {
    const t = text(c)?.toLowerCase();
    if (t && t.length <= 80 && EMAIL_PATTERN.test(t)) return t;
  }
  return null;
}

/** A mainland mobile as members sign in with it (11 digits), from `+86 138…` or `138…`; else none. */
export function phoneOf(...candidates: unknown[]): string | null {
  for (const c of candidates) {
    const digits = text(c)
      ?.replace(/[\s-]/g, '')
      .replace(/^(\+86|0086)/, '');
    if (digits && MAINLAND_MOBILE_PATTERN.test(digits)) return digits;
  }
  return null;
}

/** `<prefix>-<the store's number>` with anything but letters, digits and dashes dropped. */
export function orderNoOf(prefix: string, storeNumber: unknown): string | null {
  const cleaned = (text(storeNumber) ?? '').replace(/[^A-Za-z0-9-]/g, '');
  if (!cleaned) return null;
  // a shop's first orders (#1 … #99 where numbering starts at 1) are padded to the shortest order
  // number our rules take ("SH-001"), rather than refused
  const orderNo = `${prefix}-${cleaned.padStart(ORDER_NO_MIN_LENGTH - prefix.length - 1, '0')}`.toUpperCase();
  return ORDER_NO_PATTERN.test(orderNo) ? orderNo : null;
}

export function quantityOf(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000 ? v : null;
}

/** The order's currency as a three-letter code, or null. */
export function currencyOf(v: unknown): string | null {
  const currency = text(v)?.toUpperCase();
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : null;
}

/**
 * An order's line items, each keyed by its SKU then the store's product id, its amount in minor
 * units: the unit price times the quantity (Shopify's `price`) or the line's total (WooCommerce's
 * `total`). A line of quantity 0 is left out; a line that cannot be read makes the whole list an
 * error message naming the field.
 */
export function linesOf(
  items: unknown,
  currency: string,
  amount: { field: 'price' | 'total'; perUnit: boolean },
): StoreLine[] | string {
  const lines: StoreLine[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item)) return 'line_items invalid';
    const quantity = quantityOf(item.quantity);
    const minor = minorUnits(item[amount.field], currency);
    if (quantity === null || minor === null) return `line_items quantity or ${amount.field} invalid`;
    if (quantity === 0) continue;
    lines.push({
      keys: [text(item.sku), idOf(item.product_id)].filter((k): k is string => k !== null),
      title: text(item.title) ?? text(item.name) ?? '',
      quantity,
      amount: amount.perUnit ? minor * quantity : minor,
    });
  }
  return lines.length === 0 ? 'no line items' : lines;
}

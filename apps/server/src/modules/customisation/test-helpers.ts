import type { TestApp } from '../../test/app';
import { authHeader } from '../../test/app';
import { deliver, nextOrderNo, orderEvent } from '../orders/test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When `daysAgo` days (fractions allowed) before now, as the store writes paid_at. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/**
 * A paid order delivered by the store's webhook (so it is bound like a real one): one keyboard of
 * `product`, bought with `email` or `phone`, paid `paidDaysAgo` days ago (0.5 unless given).
 */
export async function paidKeyboardOrder(
  t: TestApp,
  input: {
    email?: string | null;
    phone?: string | null;
    product?: string;
    paidDaysAgo?: number;
    store?: 'cn' | 'overseas';
    type?: 'order.paid' | 'order.created';
  },
): Promise<string> {
  const orderNo = nextOrderNo('K');
  const event = orderEvent({
    orderNo,
    type: input.type ?? 'order.paid',
    email: input.email ?? null,
    phone: input.phone ?? null,
    items: [{ product_code: input.product ?? 'am-65-less', quantity: 1, amount: 19900 }],
  });
  event.order.paid_at = daysAgo(input.paidDaysAgo ?? 0.5);
  const res = await deliver(t.app, event, { store: input.store ?? 'overseas' });
  if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.body}`);
  return orderNo;
}

export interface Texts {
  left_text?: string;
  middle_text?: string;
  right_text?: string;
}

export const GOOD_TEXTS = { left_text: 'HELLO', middle_text: 'Made by Ada', right_text: 'WORLD-65' };

/** Calls the customisation API as `userId` (signed out when undefined). */
export function customApi(t: TestApp, userId: number | undefined) {
  const headers = async () => (userId === undefined ? {} : await authHeader(t.config, userId));
  const url = (orderNo: string, query: { platform?: string; product?: string }) => {
    const params = new URLSearchParams({ platform: 'en', product: 'am-65-less', ...query });
    return `/api/custom-orders/${encodeURIComponent(orderNo)}?${params}`;
  };
  return {
    get: async (orderNo: string, query: { platform?: string; product?: string } = {}) =>
      t.app.inject({ method: 'GET', url: url(orderNo, query), headers: await headers() }),
    save: async (
      orderNo: string,
      texts: Texts = GOOD_TEXTS,
      query: { platform?: string; product?: string } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: url(orderNo, query),
        headers: await headers(),
        payload: texts,
      }),
  };
}

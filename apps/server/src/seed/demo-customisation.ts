// Demo keyboard orders for customisation (issue 15) so `npm start` shows the flow: Bob has an
// AM 65 LESS paid yesterday (editable for 6 more days) and a COMPACT TOUCH paid three weeks ago
// (locked, its text saved, in the staff export); 小喵 has a COMPACT TOUCH from the China store paid
// two days ago. Times are relative to the seed, so after a week the open ones lock too. Never runs in
// production (see seed/demo.ts).
import type { DbOrTx } from '../db/client';
import { orderCustomisations } from '../db/schema/customisation';
import { insertOrderIfAbsent, markPaid, type NewOrder } from '../modules/orders/service';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_CUSTOM_ORDERS = {
  /** Bob, overseas store, AM 65 LESS, paid a day ago: editable. */
  open: 'MIAO-EN-100410',
  /** Bob, overseas store, COMPACT TOUCH, paid 21 days ago: locked with its text. */
  locked: 'MIAO-EN-100377',
  /** 小喵, China store, COMPACT TOUCH, paid 2 days ago: editable. */
  china: 'MIAO-CN-200402',
} as const;

export async function seedCustomOrders(tx: DbOrTx, people: { bobId: number }): Promise<void> {
  const now = Date.now();
  const keyboard = (
    orderNo: string,
    store: 'cn' | 'overseas',
    buyer: { email?: string; phone?: string },
    productCode: string,
    amount: number,
  ): NewOrder => ({
    orderNo,
    store,
    buyerEmail: buyer.email ?? null,
    buyerPhone: buyer.phone ?? null,
    currency: store === 'cn' ? 'CNY' : 'USD',
    totalAmount: amount,
    items: [{ productCode, quantity: 1, amount }],
    source: 'import',
  });
  const paid: [NewOrder, number][] = [
    [keyboard(DEMO_CUSTOM_ORDERS.open, 'overseas', { email: 'bob@example.com' }, 'am-65-less', 21900), 1],
    [
      keyboard(
        DEMO_CUSTOM_ORDERS.locked,
        'overseas',
        { email: 'bob@example.com' },
        'am-compact-touch',
        18900,
      ),
      21,
    ],
    [keyboard(DEMO_CUSTOM_ORDERS.china, 'cn', { phone: '13800138000' }, 'am-compact-touch', 129900), 2],
  ];
  const ids: number[] = [];
  for (const [input, daysAgo] of paid) {
    const { order } = await insertOrderIfAbsent(tx, input);
    await markPaid(tx, order, new Date(now - daysAgo * DAY_MS));
    ids.push(order.id);
  }
  // saved within its window, long ago: what the fulfilment export hands over
  await tx
    .insert(orderCustomisations)
    .values({
      orderId: ids[1]!,
      productCode: 'am-compact-touch',
      leftText: 'BOB',
      middleText: 'Made for Bob',
      rightText: 'TYPE 24/7',
      updatedBy: people.bobId,
      createdAt: new Date(now - 19 * DAY_MS),
      updatedAt: new Date(now - 19 * DAY_MS),
    })
    .onConflictDoNothing();
}

// Demo prize draws (issue 15, decision 021) so `npm start` shows the flow: the finished RGB 65 draw
// at /draw/rgb65/ (seed revealed, winners drawn from paid am-rgb-65 orders; the README names a
// winning order to try) and an open draw for the RGB 65 R1.5 at /draw/rgb65-r1-5/ whose job runs at
// its draw time. Never runs in production (see seed/demo.ts).
import type { DbOrTx } from '../db/client';
import { insertOrderIfAbsent, markEnded, markPaid } from '../modules/orders/service';
import { createDraw, runDraw } from '../modules/draws/service';

/**
 * The finished draw's seed is fixed so its winners are known in advance (the README and the e2e
 * test use one); any real draw's seed is random. Its SHA-256 is what the page shows as committed.
 */
export const DEMO_DRAW_SEED = '9d4c2f7a1be0358c6e27d91f4a0b83c5e6f1027d3a9c8b54e1f06d2c7b3a9e48';

const BUYERS: { email?: string; phone?: string }[] = [
  { email: 'alice@example.com' },
  { email: 'bob@example.com' },
  { phone: '13800138000' },
  { email: 'kai@example.com' },
  { email: 'lena@example.com' },
  { phone: '13911112222' },
  { email: 'mio@example.com' },
  { email: 'noor@example.com' },
  { email: 'alice@example.com' },
  { email: 'oskar@example.com' },
  { phone: '13633334444' },
  { email: 'pia@example.com' },
];

/** Spec 9: draw window 27 July 20:00 to 3 August 20:00 (Beijing time). */
const WINDOW_START = Date.parse('2025-07-27T12:00:00Z');
const WINDOW_END = '2025-08-03T12:00:00Z';
const HOUR = 60 * 60 * 1000;

async function paidOrder(
  tx: DbOrTx,
  orderNo: string,
  buyer: { email?: string; phone?: string },
  productCode: string,
  paidAt: Date,
) {
  const { order } = await insertOrderIfAbsent(tx, {
    orderNo,
    store: buyer.phone ? 'cn' : 'overseas',
    buyerEmail: buyer.email ?? null,
    buyerPhone: buyer.phone ?? null,
    currency: buyer.phone ? 'CNY' : 'USD',
    totalAmount: buyer.phone ? 199900 : 29900,
    items: [{ productCode, quantity: 1, amount: buyer.phone ? 199900 : 29900 }],
    source: 'import',
  });
  await markPaid(tx, order, paidAt);
  return order;
}

export async function seedDraws(tx: DbOrTx, staffId: number): Promise<void> {
  // twelve paid orders of the RGB 65 inside the window, one every 13 hours
  for (const [i, buyer] of BUYERS.entries()) {
    const orderNo = `RGB65-2025-${String(i + 1).padStart(4, '0')}`;
    await paidOrder(tx, orderNo, buyer, 'am-rgb-65', new Date(WINDOW_START + (i + 1) * 13 * HOUR));
  }
  // not entries: refunded before the draw, and paid after the window closed
  const refunded = await paidOrder(
    tx,
    'RGB65-2025-0013',
    { email: 'bob@example.com' },
    'am-rgb-65',
    new Date(WINDOW_START + 40 * HOUR),
  );
  await markEnded(tx, refunded, 'refunded');
  await paidOrder(
    tx,
    'RGB65-2025-0014',
    { email: 'kai@example.com' },
    'am-rgb-65',
    new Date('2025-08-04T09:00:00Z'),
  );

  const prizes = [
    { name_cn: 'RGB 65 限量版（编号款）', name_en: 'RGB 65 limited edition (numbered)', quantity: 1 },
    { name_cn: 'RGB 65 购买资格', name_en: 'RGB 65 purchase right', quantity: 2 },
  ];
  const finished = await createDraw(
    tx,
    staffId,
    {
      slug: 'rgb65',
      product_code: 'am-rgb-65',
      title_cn: 'RGB 65 限量版抽签',
      title_en: 'RGB 65 limited edition draw',
      prizes,
      entry_product_codes: ['am-rgb-65'],
      entry_starts_at: new Date(WINDOW_START).toISOString(),
      entry_ends_at: WINDOW_END,
      draw_at: '2025-08-03T12:30:00Z',
      claim_ends_at: '2030-12-31T15:59:59Z',
    },
    { seed: DEMO_DRAW_SEED, allowPast: true },
  );
  // drawn now rather than by its (already queued) job, so the page is complete at first start;
  // the job then finds it drawn and does nothing
  await runDraw(tx, finished.id);

  // the open draw: entries for another week, drawn an hour after the window closes
  const now = Date.now();
  await paidOrder(
    tx,
    'RGB15-2025-0001',
    { email: 'alice@example.com' },
    'am-rgb-65-r1_5',
    new Date(now - 20 * HOUR),
  );
  await paidOrder(
    tx,
    'RGB15-2025-0002',
    { phone: '13800138000' },
    'am-rgb-65-r1_5',
    new Date(now - 2 * HOUR),
  );
  await createDraw(tx, staffId, {
    slug: 'rgb65-r1-5',
    product_code: 'am-rgb-65-r1_5',
    title_cn: 'RGB 65 R1.5 首发抽签',
    title_en: 'RGB 65 R1.5 launch draw',
    prizes: [
      { name_cn: 'RGB 65 R1.5 首发购买资格', name_en: 'RGB 65 R1.5 launch purchase right', quantity: 5 },
    ],
    entry_product_codes: ['am-rgb-65-r1_5'],
    entry_starts_at: new Date(now - 3 * 24 * HOUR).toISOString(),
    entry_ends_at: new Date(now + 7 * 24 * HOUR).toISOString(),
    draw_at: new Date(now + 7 * 24 * HOUR + HOUR).toISOString(),
    claim_ends_at: new Date(now + 37 * 24 * HOUR).toISOString(),
  });
}

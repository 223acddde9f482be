// The HATSU number queue's demo (issue 15) so `npm start` shows the flow: 100 numbers, three taken
// by earlier buyers (one given at random when a turn ran out), Bob's turn open (sign in as
// bob@example.com), Alice and 小喵 waiting behind him. Never runs in production (see seed/demo.ts).
import type { Tx } from '../db/client';
import { numberQueueEntries, numberQueues } from '../db/schema/numbers';
import { orders } from '../db/schema/orders';
import { insertOrderIfAbsent, markPaid } from '../modules/orders/service';
import { openTurns } from '../modules/numbers/turns';
import { eq } from 'drizzle-orm';

interface People {
  staffId: number;
  aliceId: number;
  bobId: number;
  xiaomiaoId: number;
}

/** Bob's paid HATSU order of the orders demo (seed/demo-orders.ts). */
const BOB_ORDER = 'MIAO-EN-100245';

export async function seedNumberQueue(tx: Tx, publicUrl: string, people: People): Promise<void> {
  const [queue] = await tx
    .insert(numberQueues)
    .values({ activity: 'am-hatsu', productCode: 'am-hatsu', totalNumbers: 100, createdBy: people.staffId })
    .returning();

  const hatsuOrder = async (
    orderNo: string,
    store: 'cn' | 'overseas',
    buyer: { email?: string; phone?: string },
    paidAt: string,
  ) => {
    const { order } = await insertOrderIfAbsent(tx, {
      orderNo,
      store,
      buyerEmail: buyer.email ?? null,
      buyerPhone: buyer.phone ?? null,
      currency: store === 'cn' ? 'CNY' : 'USD',
      totalAmount: store === 'cn' ? 179900 : 24900,
      items: [{ productCode: 'am-hatsu', quantity: 1, amount: store === 'cn' ? 179900 : 24900 }],
      source: 'import',
    });
    await markPaid(tx, order, new Date(paidAt));
    return order.id;
  };

  // earlier buyers (no accounts here): two picked, one given a random number when the turn ran out
  const done: [string, string, string, number, 'picked' | 'random', string | null, string][] = [
    [
      'MIAO-EN-100250',
      'keycaps.fan@example.com',
      'Kai',
      1,
      'picked',
      'Number one, for the shelf.',
      '2025-06-11T09:00:00Z',
    ],
    ['MIAO-EN-100256', 'hatsu.collector@example.com', 'Mina', 8, 'picked', null, '2025-06-11T10:12:00Z'],
    ['MIAO-EN-100261', 'lin@example.com', 'Lin', 57, 'random', null, '2025-06-11T13:30:00Z'],
  ];
  for (const [orderNo, email, name, number, how, note, pickedAt] of done) {
    const orderId = await hatsuOrder(orderNo, 'overseas', { email }, '2025-06-10T08:00:00Z');
    await tx.insert(numberQueueEntries).values({
      queueId: queue!.id,
      orderId,
      email,
      name,
      language: 'en',
      status: how === 'picked' ? 'picked' : 'assigned',
      turns: 1,
      number,
      note,
      how,
      pickedAt: new Date(pickedAt),
    });
  }

  // in line: Bob (his turn opens below), then Alice and 小喵
  const [bobOrder] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, BOB_ORDER));
  const aliceOrder = await hatsuOrder(
    'MIAO-EN-100399',
    'overseas',
    { email: 'alice@example.com' },
    '2025-07-20T10:00:00Z',
  );
  const xiaomiaoOrder = await hatsuOrder(
    'MIAO-CN-200390',
    'cn',
    { phone: '13800138000' },
    '2025-07-21T03:00:00Z',
  );
  await tx.insert(numberQueueEntries).values([
    {
      queueId: queue!.id,
      orderId: bobOrder!.id,
      userId: people.bobId,
      email: 'bob@example.com',
      name: 'Bob',
      language: 'en',
    },
    {
      queueId: queue!.id,
      orderId: aliceOrder,
      userId: people.aliceId,
      email: 'alice@example.com',
      name: 'Alice',
      language: 'en',
    },
    {
      queueId: queue!.id,
      orderId: xiaomiaoOrder,
      userId: people.xiaomiaoId,
      email: 'xiaomiao@example.cn',
      name: '小喵',
      language: 'cn',
    },
  ]);
  // Bob's turn: 3 hours from the first start, its end a durable job like any turn's
  await openTurns(tx, queue!, publicUrl);
}

// Demo orders (issue 14) so `npm start` shows the flows: order rewards for a few products, Bob
// invited by Alice, paid orders for Alice, Bob and 小喵 (Bob's first one pays Alice her invited
// reward) and one refunded order whose reward went back. Never runs in production (see seed/demo.ts).
import type { DbOrTx } from '../db/client';
import { invitations, orderRewardSettings, productOrderRewards } from '../db/schema/orders';
import { insertOrderIfAbsent, markEnded, markPaid, type NewOrder } from '../modules/orders/service';

interface People {
  staffId: number;
  aliceId: number;
  bobId: number;
  xiaomiaoId: number;
}

const REWARDS: [string, number][] = [
  ['cyberboard-r4', 100],
  ['am-hatsu', 50],
  ['cybermat-r3', 20],
  ['icy-silver-switch-pro-v2', 10],
];

export async function seedOrders(tx: DbOrTx, people: People): Promise<void> {
  await tx
    .insert(productOrderRewards)
    .values(REWARDS.map(([productCode, reward]) => ({ productCode, reward, updatedBy: people.staffId })))
    .onConflictDoNothing();
  await tx.insert(orderRewardSettings).values({ id: 1, invitedReward: 50 }).onConflictDoNothing();
  await tx.insert(invitations).values({ inviteeId: people.bobId, inviterId: people.aliceId });

  const order = (
    orderNo: string,
    store: 'cn' | 'overseas',
    buyer: { email?: string; phone?: string },
    items: [string, number, number][],
  ): NewOrder => ({
    orderNo,
    store,
    buyerEmail: buyer.email ?? null,
    buyerPhone: buyer.phone ?? null,
    currency: store === 'cn' ? 'CNY' : 'USD',
    totalAmount: items.reduce((sum, [, , amount]) => sum + amount, 0),
    items: items.map(([productCode, quantity, amount]) => ({ productCode, quantity, amount })),
    source: 'import',
  });
  const paid: [NewOrder, string][] = [
    [
      order('MIAO-EN-100231', 'overseas', { email: 'alice@example.com' }, [['cyberboard-r4', 1, 39900]]),
      '2025-06-02T09:30:00Z',
    ],
    [
      order('MIAO-EN-100245', 'overseas', { email: 'bob@example.com' }, [
        ['am-hatsu', 1, 24900],
        ['cybermat-r3', 1, 4900],
      ]),
      '2025-06-10T14:05:00Z',
    ],
    [
      order('MIAO-CN-200318', 'cn', { phone: '13800138000' }, [['icy-silver-switch-pro-v2', 3, 26700]]),
      '2025-07-01T02:00:00Z',
    ],
    [
      order('MIAO-EN-100302', 'overseas', { email: 'alice@example.com' }, [['cybermat-r3', 2, 9800]]),
      '2025-07-15T18:40:00Z',
    ],
  ];
  for (const [input, paidAt] of paid) {
    const { order: row } = await insertOrderIfAbsent(tx, input);
    await markPaid(tx, row, new Date(paidAt));
  }
  // paid, then refunded: the reward went back
  const { order: refunded } = await insertOrderIfAbsent(
    tx,
    order('MIAO-EN-100288', 'overseas', { email: 'alice@example.com' }, [['am-hatsu', 1, 24900]]),
  );
  await markPaid(tx, refunded, new Date('2025-07-02T11:00:00Z'));
  await markEnded(tx, refunded, 'refunded');
  // not paid yet
  await insertOrderIfAbsent(
    tx,
    order('MIAO-CN-200355', 'cn', { phone: '13800138000' }, [['cyberboard-r4', 1, 299900]]),
  );
}

// Order reward settings (decision 018): per product code a reward per unit, in its own small table
// beside the product settings (which are reference data with their own contract), and the one row
// holding the invited reward.
import { asc, eq, sql } from 'drizzle-orm';
import type { RewardSettings } from '@miao/contracts/orders';
import type { Db, DbOrTx } from '../../db/client';
import { orderRewardSettings, productOrderRewards } from '../../db/schema/orders';
import { productSettings } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import { unknownProductCodes } from './service';
import { invitedRewardAmount } from './rewards';

export async function readRewardSettings(db: DbOrTx): Promise<RewardSettings> {
  const rows = await db
    .select({
      code: productSettings.code,
      cnName: productSettings.cnName,
      overseasName: productSettings.overseasName,
      reward: productOrderRewards.reward,
    })
    .from(productSettings)
    .leftJoin(productOrderRewards, eq(productOrderRewards.productCode, productSettings.code))
    .where(eq(productSettings.kind, 'product'))
    .orderBy(asc(productSettings.code));
  return {
    invited_reward: await invitedRewardAmount(db),
    products: rows.map((r) => ({
      code: r.code,
      name: r.overseasName || r.cnName || r.code,
      order_reward: r.reward ?? 0,
    })),
  };
}

export async function updateRewardSettings(
  db: Db,
  staffId: number,
  update: { invited_reward?: number; products?: { code: string; order_reward: number }[] },
): Promise<RewardSettings> {
  const unknown = await unknownProductCodes(
    db,
    (update.products ?? []).map((p) => p.code),
  );
  if (unknown.length > 0) fail('validation_error', { fields: ['products.code'], unknown });
  await db.transaction(async (tx) => {
    if (update.invited_reward !== undefined) {
      await tx
        .insert(orderRewardSettings)
        .values({ id: 1, invitedReward: update.invited_reward, updatedBy: staffId })
        .onConflictDoUpdate({
          target: orderRewardSettings.id,
          set: { invitedReward: update.invited_reward, updatedBy: staffId, updatedAt: sql`now()` },
        });
    }
    for (const product of update.products ?? []) {
      await tx
        .insert(productOrderRewards)
        .values({ productCode: product.code, reward: product.order_reward, updatedBy: staffId })
        .onConflictDoUpdate({
          target: productOrderRewards.productCode,
          set: { reward: product.order_reward, updatedBy: staffId, updatedAt: sql`now()` },
        });
    }
  });
  return readRewardSettings(db);
}

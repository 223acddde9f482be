import type { UserInfo } from '@miao/contracts/users';
import { useMemo } from 'react';
import { useRewards } from '@/features/rewards/api/get-rewards';

export interface RewardWinner {
  id: number;
  user: UserInfo;
  number: number;
  coinName: string;
  /** Promised, not yet paid (spec 4: paid when the task is closed and the batch sent). */
  pending: boolean;
}

/** Spec 2 winners list: the task's rewards, sent or processing, with who receives how much. */
export function useRewardWinners(task: { id: number; chain: { coin_name: string } }): RewardWinner[] {
  const rewards = useRewards(task.id);
  const coinName = task.chain.coin_name;
  return useMemo(
    () =>
      (rewards.data?.results ?? []).map((reward) => ({
        id: reward.id,
        user: reward.user_info,
        number: reward.number,
        coinName,
        pending: reward.status === 'processing',
      })),
    [rewards.data, coinName],
  );
}

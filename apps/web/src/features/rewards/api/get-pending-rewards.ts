import type { PendingRewardList } from '@miao/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in member's rewards waiting for the payout (spec 4), newest first. */
export function getPendingRewards(): Promise<PendingRewardList> {
  return api.get<PendingRewardList>('/api/rewards/pending');
}

export function pendingRewardsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.rewards.pending, queryFn: getPendingRewards });
}

export function usePendingRewards({ enabled = true } = {}) {
  return useQuery({ ...pendingRewardsQueryOptions(), enabled });
}

import type { RewardSettings } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The order reward per product and the invited reward. */
export function getRewardSettings(): Promise<RewardSettings> {
  return api.get<RewardSettings>('/api/admin/order-rewards');
}

export function rewardSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders.rewardSettings, queryFn: getRewardSettings });
}

export function useRewardSettings() {
  return useQuery(rewardSettingsQueryOptions());
}

import type { rewardSettingsUpdate } from '@miao/contracts/orders';
import { type RewardSettings } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RewardSettingsUpdate = z.input<typeof rewardSettingsUpdate>;

export function updateRewardSettings(data: RewardSettingsUpdate): Promise<RewardSettings> {
  return api.patch<RewardSettings>('/api/admin/order-rewards', data);
}

export function useUpdateRewardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRewardSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.orders.rewardSettings, settings),
  });
}

import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { Reward } from '@miao/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 rewards: all of a task's rewards in one reading (spec 9: 1000), newest first. */
export function getRewards(taskId: number): Promise<Page<Reward>> {
  return api.get<Page<Reward>>('/api/rewards', {
    params: { task_id: taskId, page_size: PAGE_SIZE_STORE, ordering: '-id' },
  });
}

export function rewardsQueryOptions(taskId: number) {
  return queryOptions({ queryKey: queryKeys.rewards.list(taskId), queryFn: () => getRewards(taskId) });
}

export function useRewards(taskId: number, { enabled = true } = {}) {
  return useQuery({ ...rewardsQueryOptions(taskId), enabled });
}

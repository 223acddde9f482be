import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** A reward was created, changed or withdrawn: the task's rewards and its comments' reward_info. */
export function invalidateRewards(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rewards.list(taskId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(taskId) }),
  ]);
}

/** The batch reward paid out: also the pool of the task and the balances. */
export function invalidateAfterBatch(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    invalidateRewards(queryClient, taskId),
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(taskId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
  ]);
}

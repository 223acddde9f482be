import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A reward was promised, changed or withdrawn (issue 35): exactly what that changes. The task's
 * pool totals (its detail's pending and remaining), its rewards, its comments' reward_info and the
 * rewarded member's list of rewards. No balance: the coin stays in the task's escrow until the
 * batch pays it (then invalidateAfterBatch), and the rewarder is never the one rewarded.
 */
export function invalidateRewards(queryClient: QueryClient, taskId: number, recipientId?: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rewards.list(taskId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(taskId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(taskId) }),
    recipientId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: queryKeys.users.allRewards(recipientId) }),
  ]);
}

/** The batch reward paid out: also the balances (coin left the pool for wallets). */
export function invalidateAfterBatch(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    invalidateRewards(queryClient, taskId),
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
  ]);
}

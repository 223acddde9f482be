import type { QueryClient } from '@tanstack/react-query';
import { rewardsQueryKey } from './get-rewards';

/**
 * Keys owned by other features that reward changes alter. Written out here rather than imported,
 * so features stay independent; they must match features/comments/api/get-comments.ts,
 * features/tasks/api/get-task.ts and features/coin/api/get-balance.ts, get-balance-history.ts.
 */
const commentsKey = (taskId: number) => ['comments', 'list', taskId] as const;
const taskDetailKey = (taskId: number) => ['tasks', 'detail', taskId] as const;
const BALANCE_KEY = ['coin', 'balance'] as const;
const BALANCE_HISTORY_KEY = ['coin', 'balance-history'] as const;

/** A reward was created, changed or withdrawn: the task's rewards and its comments' reward_info. */
export function invalidateRewards(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardsQueryKey(taskId) }),
    queryClient.invalidateQueries({ queryKey: commentsKey(taskId) }),
  ]);
}

/** The batch reward paid out: also the pool of the task and the balances. */
export function invalidateAfterBatch(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    invalidateRewards(queryClient, taskId),
    queryClient.invalidateQueries({ queryKey: taskDetailKey(taskId) }),
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: BALANCE_HISTORY_KEY }),
  ]);
}

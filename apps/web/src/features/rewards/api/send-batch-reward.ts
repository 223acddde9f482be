import type { RewardBatch } from '@miao/contracts/rewards';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterBatch } from './invalidate';

/** Spec 7 batch reward: PATCH with an empty body. */
export function sendBatchReward(taskId: number): Promise<RewardBatch> {
  return api.patch<RewardBatch>(`/api/tasks/${taskId}/reward-batch`);
}

/** Pays every processing reward and refunds the rest: rewards, comments, the pool and balances change. */
export function useSendBatchReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBatchReward,
    onSettled: (_answer, _error, taskId) => invalidateAfterBatch(queryClient, taskId),
  });
}

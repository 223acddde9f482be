import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRewards } from './invalidate';

export interface DeleteRewardInput {
  id: number;
  task_id: number;
}

export function deleteReward(input: DeleteRewardInput): Promise<unknown> {
  return api.delete(`/api/rewards/${input.id}`);
}

/** Withdraws a reward not yet sent; failed or not, the list is read again (spec 7). */
/** `recipientId`: the commenter, whose list of rewards changes too. */
export function useDeleteReward(recipientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReward,
    onSettled: (_answer, _error, input) => invalidateRewards(queryClient, input.task_id, recipientId),
  });
}

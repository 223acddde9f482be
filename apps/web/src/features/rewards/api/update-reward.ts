import type { Reward } from '@miao/contracts/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRewards } from './invalidate';

export interface UpdateRewardInput {
  id: number;
  task_id: number;
  comment_id: number;
  number: number;
}

export function updateReward({ id, ...body }: UpdateRewardInput): Promise<Reward> {
  return api.patch<Reward>(`/api/rewards/${id}`, body);
}

/** A new amount while processing; failed or not, the list is read again (spec 7). */
/** `recipientId`: the commenter, whose list of rewards changes too. */
export function useUpdateReward(recipientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReward,
    onSettled: (_answer, _error, input) => invalidateRewards(queryClient, input.task_id, recipientId),
  });
}

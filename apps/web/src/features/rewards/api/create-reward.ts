import type { Reward } from '@miao/contracts/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRewards } from './invalidate';

export interface CreateRewardInput {
  task_id: number;
  comment_id: number;
  number: number;
}

export function createReward(input: CreateRewardInput): Promise<Reward> {
  return api.post<Reward>('/api/rewards', input);
}

/** Spec 7: after a failed reward the list is simply reloaded; after success it changes too. */
/** `recipientId`: the commenter, whose list of rewards changes too. */
export function useCreateReward(recipientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSettled: (_answer, _error, input) => invalidateRewards(queryClient, input.task_id, recipientId),
  });
}

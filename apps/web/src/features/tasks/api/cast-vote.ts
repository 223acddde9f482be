import type { TaskDetail, voteResponse } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CastVoteInput = { task_id: number; vote_ids: number[] };
export type VoteResponse = z.infer<typeof voteResponse>;

export function castVote(input: CastVoteInput): Promise<VoteResponse> {
  return api.post<VoteResponse>('/api/votes', input);
}

/** The answer carries the new totals and the voter's picks: only the task detail changes. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    // refused (closed, ended, already voted meanwhile): the page is out of date, read it again
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(input.task_id) }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TaskDetail>(queryKeys.tasks.detail(answer.task_id), (task) =>
        task ? { ...task, vote_content: answer.vote_content, my_vote_ids: answer.my_vote_ids } : task,
      );
    },
  });
}

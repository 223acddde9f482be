import { commentIdParam } from '@miao/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

export const deleteCommentInput = commentIdParam;
export interface DeleteCommentInput {
  taskId: number;
  commentId: number;
}

/** Must match features/tasks/api/get-task.ts and features/rewards/api/get-rewards.ts. */
const taskDetailKey = (id: number) => ['tasks', 'detail', id] as const;
const rewardsKey = (taskId: number) => ['rewards', 'list', taskId] as const;

export function deleteComment(input: DeleteCommentInput): Promise<unknown> {
  return api.delete(`/api/comments/${input.commentId}`);
}

/**
 * Spec 6 delete: the lists, the task's comment count, and the rewards (a processing reward of a
 * deleted comment is withdrawn with it).
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(input.taskId) }),
        queryClient.invalidateQueries({ queryKey: taskDetailKey(input.taskId) }),
        queryClient.invalidateQueries({ queryKey: rewardsKey(input.taskId) }),
      ]),
  });
}

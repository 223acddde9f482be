import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface DeleteCommentInput {
  taskId: number;
  commentId: number;
}

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
        queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(input.taskId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(input.taskId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rewards.list(input.taskId) }),
      ]),
  });
}

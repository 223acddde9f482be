import type { Comment } from '@miao/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateCommentInput {
  taskId: number;
  commentId: number;
  content: string;
  mentionUserIds: number[];
}

/** Spec 7 comment update: PATCH comments/{id}, under the rules of writing it (server-checked). */
export function updateComment(input: UpdateCommentInput): Promise<Comment> {
  return api.patch<Comment>(`/api/comments/${input.commentId}`, {
    content: input.content,
    mention_user_ids: input.mentionUserIds,
  });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (_comment, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(input.taskId) }),
  });
}

import type { LikeResponse } from '@miao/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchCommentPages } from '@/features/comments/utils/patch-comment-pages';
import { queryKeys } from '@/lib/query-keys';

export interface ToggleCommentLikeInput {
  taskId: number;
  commentId: number;
  /** Whether the reader likes it now: true sends unlike, false sends like. */
  liked: boolean;
}

export function likeComment(commentId: number): Promise<LikeResponse> {
  return api.post<LikeResponse>('/api/comments/like', { comment_id: commentId });
}

export function unlikeComment(commentId: number): Promise<LikeResponse> {
  return api.post<LikeResponse>('/api/comments/unlike', { comment_id: commentId });
}

export function toggleCommentLike(input: ToggleCommentLikeInput): Promise<LikeResponse> {
  return input.liked ? unlikeComment(input.commentId) : likeComment(input.commentId);
}

/**
 * Spec 4: like toggles like and unlike, the count comes from the response. Only that comment
 * changes, so it is patched in the cached lists instead of reading them again.
 */
export function useToggleCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCommentLike,
    onSuccess: (answer, input) => {
      queryClient.setQueriesData(
        { queryKey: queryKeys.comments.list(input.taskId) },
        (data: Parameters<typeof patchCommentPages>[0]) =>
          patchCommentPages(data, input.commentId, { like_count: answer.count, is_like: answer.is_like }),
      );
    },
  });
}

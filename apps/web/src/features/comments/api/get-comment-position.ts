import type { commentPosition } from '@miao/contracts/comments';
import { PAGE_SIZE_COMMENTS } from '@miao/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { CommentOrdering } from './get-comments';
import { queryKeys } from '@/lib/query-keys';

export type CommentPosition = z.infer<typeof commentPosition>;

/**
 * Where a comment of a `#task-comment-{id}` hash sits: the top-level page holding its thread. A
 * deleted comment is refused (comment_deleted); the list then simply stays as it is.
 */
export function getCommentPosition(
  id: number,
  ordering: CommentOrdering,
  pageSize = PAGE_SIZE_COMMENTS,
): Promise<CommentPosition> {
  return api.get<CommentPosition>(`/api/comments/${id}/position`, {
    params: { page_size: pageSize, ordering },
    toastErrors: false,
  });
}

export function commentPositionQueryOptions(
  id: number,
  ordering: CommentOrdering,
  pageSize = PAGE_SIZE_COMMENTS,
) {
  return queryOptions({
    queryKey: queryKeys.comments.position(id, ordering, pageSize),
    queryFn: () => getCommentPosition(id, ordering, pageSize),
    staleTime: 0,
  });
}

export function useCommentPosition(
  id: number | null,
  ordering: CommentOrdering,
  { pageSize }: { pageSize?: number } = {},
) {
  return useQuery({ ...commentPositionQueryOptions(id ?? 0, ordering, pageSize), enabled: id !== null });
}

import type { Comment } from '@miao/contracts/comments';
import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_COMMENTS, PAGE_SIZE_REPLIES } from '@miao/contracts/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CommentOrdering = 'id' | '-id';

export interface GetCommentsInput {
  taskId: number;
  /** 0 for the top-level list; a comment id for the replies of its thread. */
  topId: number;
  page: number;
  pageSize: number;
  ordering: CommentOrdering;
}

/**
 * Spec 7 comments list: `superior_id=0` reads the top-level comments, `top_id=X` the replies of
 * thread X (spec 9: 100 per page in both readings).
 */
export function getComments(input: GetCommentsInput): Promise<Page<Comment>> {
  return api.get<Page<Comment>>('/api/comments', {
    params: {
      content_type: 'coin_task',
      object_id: input.taskId,
      ...(input.topId === 0 ? { superior_id: 0 } : { top_id: input.topId }),
      page_number: input.page,
      page_size: input.pageSize,
      ordering: input.ordering,
    },
  });
}

/** The next page of a load-more list, if any. */
export function nextPageOf(last: Page<Comment>): number | undefined {
  return last.page_number * last.page_size < last.count ? last.page_number + 1 : undefined;
}

/** Desktop: one numbered page of the top-level comments. */
export function topCommentsQueryOptions(
  taskId: number,
  ordering: CommentOrdering,
  page: number,
  pageSize = PAGE_SIZE_COMMENTS,
) {
  return queryOptions({
    queryKey: queryKeys.comments.topPage(taskId, ordering, page, pageSize),
    queryFn: () => getComments({ taskId, topId: 0, page, pageSize, ordering }),
    placeholderData: keepPreviousData,
  });
}

/** Mobile: the top-level comments, one more page per "load more". */
export function topCommentsInfiniteQueryOptions(
  taskId: number,
  ordering: CommentOrdering,
  pageSize = PAGE_SIZE_COMMENTS,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.comments.topMore(taskId, ordering, pageSize),
    queryFn: ({ pageParam }) => getComments({ taskId, topId: 0, page: pageParam, pageSize, ordering }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The replies of one thread, oldest first, with their own load more. */
export function repliesQueryOptions(taskId: number, topId: number, pageSize = PAGE_SIZE_REPLIES) {
  return infiniteQueryOptions({
    queryKey: queryKeys.comments.thread(taskId, topId, pageSize),
    queryFn: ({ pageParam }) => getComments({ taskId, topId, page: pageParam, pageSize, ordering: 'id' }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useTopComments(
  taskId: number,
  ordering: CommentOrdering,
  page: number,
  { enabled = true, pageSize }: { enabled?: boolean; pageSize?: number } = {},
) {
  return useQuery({ ...topCommentsQueryOptions(taskId, ordering, page, pageSize), enabled });
}

export function useTopCommentsInfinite(
  taskId: number,
  ordering: CommentOrdering,
  { enabled = true, pageSize }: { enabled?: boolean; pageSize?: number } = {},
) {
  return useInfiniteQuery({ ...topCommentsInfiniteQueryOptions(taskId, ordering, pageSize), enabled });
}

export function useReplies(taskId: number, topId: number, { enabled = true } = {}) {
  return useInfiniteQuery({ ...repliesQueryOptions(taskId, topId), enabled });
}

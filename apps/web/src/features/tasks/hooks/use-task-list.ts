import type { TaskSummary } from '@miao/contracts/tasks';
import { useInfiniteTasks, useTasks, type TaskListFilters } from '@/features/tasks/api/get-tasks';

export interface TaskListState {
  tasks: TaskSummary[];
  count: number;
  pageCount: number;
  /** Nothing to show yet (first load). */
  isPending: boolean;
  /** The first load failed. */
  isError: boolean;
  error: unknown;
  retry: () => void;
  /** Desktop: the previous page is still on screen while the next one loads. */
  isStale: boolean;
  isFetching: boolean;
  /** Mobile: another page can be appended. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/**
 * Spec 2 task list paging: page 1 replaces the list; on desktop later pages replace it too
 * (numbered pages), on mobile they are appended (load more). Only one of the two readings runs.
 */
export function useTaskList(
  filters: TaskListFilters,
  options: { mobile: boolean; page: number },
): TaskListState {
  const { mobile, page } = options;
  const paged = useTasks(filters, page, { enabled: !mobile });
  const more = useInfiniteTasks(filters, { enabled: mobile });
  const pageSize = filters.page_size ?? 20;

  if (mobile) {
    const tasks = more.data?.pages.flatMap((p) => p.results) ?? [];
    const count = more.data?.pages[0]?.count ?? 0;
    return {
      tasks,
      count,
      pageCount: Math.max(1, Math.ceil(count / pageSize)),
      isPending: more.isPending,
      isError: more.isError && tasks.length === 0,
      error: more.error,
      retry: () => void more.refetch(),
      isStale: false,
      isFetching: more.isFetching,
      hasMore: more.hasNextPage,
      isLoadingMore: more.isFetchingNextPage,
      loadMoreFailed: more.isFetchNextPageError,
      loadMore: () => void more.fetchNextPage(),
    };
  }
  const tasks = paged.data?.results ?? [];
  const count = paged.data?.count ?? 0;
  return {
    tasks,
    count,
    pageCount: Math.max(1, Math.ceil(count / pageSize)),
    isPending: paged.isPending,
    isError: paged.isError && !paged.data,
    error: paged.error,
    retry: () => void paged.refetch(),
    isStale: paged.isPlaceholderData,
    isFetching: paged.isFetching,
    hasMore: false,
    isLoadingMore: false,
    loadMoreFailed: false,
    loadMore: () => {},
  };
}

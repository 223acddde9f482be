import type { Page } from '@miao/contracts/common';
import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES, TASK_SEARCH_MAX } from '@miao/contracts/limits';
import {
  TASK_LANGUAGES,
  TASK_LIST_FILTERS,
  TASK_ORDERINGS,
  TASK_STATUSES,
  type TaskListFilter,
  type TaskOrdering,
} from '@miao/contracts/task-rules';
import type { TaskSummary } from '@miao/contracts/tasks';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The filters of the task list screen (spec 2, 7); paging is added per reading. */
export interface TaskListFilters {
  language?: (typeof TASK_LANGUAGES)[number];
  tag_ids?: number[];
  task_category_id?: number;
  status?: (typeof TASK_STATUSES)[number];
  user_id?: number;
  page_size?: number;
  /** Words in the title or content (issue 18); trimmed, blank means none. */
  q?: string;
  /** Issue 18 orderings; newest first (-id) when absent. */
  ordering?: TaskOrdering;
  /** Signed-in members only: the tasks they sponsor or are subscribed to. */
  filter?: TaskListFilter;
}

type ParsedFilters = Required<Pick<TaskListFilters, 'tag_ids' | 'page_size'>> &
  Omit<TaskListFilters, 'tag_ids' | 'page_size'>;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * The filters checked and completed with their defaults (no tags, the default page size); unknown
 * fields are dropped. Throws on a value the API would refuse. Plain code rather than a zod schema:
 * zod (26 KB) would load with the task list only for this.
 */
export function parseTaskListFilters(filters: TaskListFilters): ParsedFilters {
  const fail = (field: string): never => {
    throw new TypeError(`task list filter ${field} is invalid`);
  };
  const optionalId = (field: 'task_category_id' | 'user_id') => {
    const value = filters[field];
    return value === undefined || isId(value) ? value : fail(field);
  };
  const oneOf = <T>(field: 'language' | 'status' | 'ordering' | 'filter', values: readonly T[]) => {
    const value = filters[field] as T | undefined;
    return value === undefined || values.includes(value) ? value : fail(field);
  };
  const tagIds = filters.tag_ids ?? [];
  if (!Array.isArray(tagIds) || !tagIds.every(isId)) fail('tag_ids');
  const pageSize = filters.page_size ?? TASK_LIST_DEFAULT_PAGE_SIZE;
  if (!(TASK_LIST_PAGE_SIZES as readonly number[]).includes(pageSize)) fail('page_size');
  const parsed: ParsedFilters = { tag_ids: tagIds, page_size: pageSize };
  const language = oneOf('language', TASK_LANGUAGES);
  const status = oneOf('status', TASK_STATUSES);
  const category = optionalId('task_category_id');
  const user = optionalId('user_id');
  const ordering = oneOf('ordering', TASK_ORDERINGS);
  const scope = oneOf('filter', TASK_LIST_FILTERS);
  // spec 5: query parameters are trimmed; a blank search is none
  const q = typeof filters.q === 'string' ? filters.q.trim() : undefined;
  if (q !== undefined && q.length > TASK_SEARCH_MAX) fail('q');
  // absent fields stay absent, as zod's parse left them (the query keys compare them)
  if (q) parsed.q = q;
  if (ordering !== undefined && ordering !== '-id') parsed.ordering = ordering;
  if (scope !== undefined) parsed.filter = scope;
  if (language !== undefined) parsed.language = language;
  if (category !== undefined) parsed.task_category_id = category;
  if (status !== undefined) parsed.status = status;
  if (user !== undefined) parsed.user_id = user;
  return parsed;
}

/** Spec 7: newest first (-id) unless another order is chosen; tag_ids as a comma list. */
export function getTasks(filters: TaskListFilters, pageNumber: number): Promise<Page<TaskSummary>> {
  const input = parseTaskListFilters(filters);
  return api.get<Page<TaskSummary>>('/api/tasks', {
    params: {
      language: input.language,
      tag_ids: input.tag_ids.length ? [...input.tag_ids].sort((a, b) => a - b).join(',') : undefined,
      task_category_id: input.task_category_id,
      status: input.status,
      user_id: input.user_id,
      q: input.q,
      filter: input.filter,
      page_number: pageNumber,
      page_size: input.page_size,
      ordering: input.ordering ?? '-id',
    },
  });
}

function keyFilters(filters: TaskListFilters) {
  const input = parseTaskListFilters(filters);
  return { ...input, tag_ids: [...input.tag_ids].sort((a, b) => a - b) };
}

/** One numbered page (desktop: a new page replaces the list). */
export function tasksQueryOptions(filters: TaskListFilters, pageNumber: number) {
  return queryOptions({
    queryKey: queryKeys.tasks.listPage(keyFilters(filters), pageNumber),
    queryFn: () => getTasks(filters, pageNumber),
    // the previous page stays on screen, dimmed, while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** Pages appended one after another (mobile "load more"). */
export function tasksInfiniteQueryOptions(filters: TaskListFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tasks.listInfinite(keyFilters(filters)),
    queryFn: ({ pageParam }) => getTasks(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page_number * last.page_size < last.count ? last.page_number + 1 : undefined,
  });
}

export function useTasks(filters: TaskListFilters, pageNumber: number, { enabled = true } = {}) {
  return useQuery({ ...tasksQueryOptions(filters, pageNumber), enabled });
}

export function useInfiniteTasks(filters: TaskListFilters, { enabled = true } = {}) {
  return useInfiniteQuery({ ...tasksInfiniteQueryOptions(filters), enabled });
}

import type { Page } from '@miao/contracts/common';
import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES } from '@miao/contracts/limits';
import { TASK_LANGUAGES, TASK_STATUSES } from '@miao/contracts/task-rules';
import type { TaskSummary } from '@miao/contracts/tasks';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The filters of the task list screen (spec 2, 7); paging is added per reading. */
export const getTasksInput = z.object({
  language: z.enum(TASK_LANGUAGES).optional(),
  tag_ids: z.array(z.number().int().min(1)).default([]),
  task_category_id: z.number().int().min(1).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  user_id: z.number().int().min(1).optional(),
  page_size: z
    .number()
    .int()
    .refine((n) => (TASK_LIST_PAGE_SIZES as readonly number[]).includes(n))
    .default(TASK_LIST_DEFAULT_PAGE_SIZE),
});
export type TaskListFilters = z.input<typeof getTasksInput>;

/** Every task list reading starts with this key; creating, editing or deleting a task invalidates it. */
export const tasksQueryKey = ['tasks', 'list'] as const;

/** Spec 7: newest first (-id); tag_ids as a comma list. */
export function getTasks(filters: TaskListFilters, pageNumber: number): Promise<Page<TaskSummary>> {
  const input = getTasksInput.parse(filters);
  return api.get<Page<TaskSummary>>('/api/tasks', {
    params: {
      language: input.language,
      tag_ids: input.tag_ids.length ? [...input.tag_ids].sort((a, b) => a - b).join(',') : undefined,
      task_category_id: input.task_category_id,
      status: input.status,
      user_id: input.user_id,
      page_number: pageNumber,
      page_size: input.page_size,
      ordering: '-id',
    },
  });
}

function keyFilters(filters: TaskListFilters) {
  const input = getTasksInput.parse(filters);
  return { ...input, tag_ids: [...input.tag_ids].sort((a, b) => a - b) };
}

/** One numbered page (desktop: a new page replaces the list). */
export function tasksQueryOptions(filters: TaskListFilters, pageNumber: number) {
  return queryOptions({
    queryKey: [...tasksQueryKey, 'page', keyFilters(filters), pageNumber],
    queryFn: () => getTasks(filters, pageNumber),
    // the previous page stays on screen, dimmed, while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** Pages appended one after another (mobile "load more"). */
export function tasksInfiniteQueryOptions(filters: TaskListFilters) {
  return infiniteQueryOptions({
    queryKey: [...tasksQueryKey, 'infinite', keyFilters(filters)],
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

import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { TaskCategory } from '@miao/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getTaskCategories(): Promise<Page<TaskCategory>> {
  return api.get<Page<TaskCategory>>('/api/task-categories', { params: { page_size: PAGE_SIZE_STORE } });
}

/** Non-public categories are listed to staff only, so the answer depends on being signed in. */
export function taskCategoriesQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.tasks.categories(signedIn),
    queryFn: getTaskCategories,
    staleTime: 10 * 60_000,
  });
}

/** Spec 7: page_size 1000 as in the store reading. */
export function useTaskCategories(signedIn: boolean) {
  return useQuery(taskCategoriesQueryOptions(signedIn));
}

/** A category's name in the page language (English falls back to the Chinese name). */
export function categoryName(category: Pick<TaskCategory, 'name' | 'name_en'>, language: string): string {
  return language === 'cn' ? category.name : category.name_en?.trim() || category.name;
}

import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { TaskTag } from '@miao/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getTaskTags(): Promise<Page<TaskTag>> {
  return api.get<Page<TaskTag>>('/api/task-tags', { params: { page_size: PAGE_SIZE_STORE } });
}

export function taskTagsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tasks.tags, queryFn: getTaskTags, staleTime: 10 * 60_000 });
}

export function useTaskTags() {
  return useQuery(taskTagsQueryOptions());
}

/** A tag's name in the page language. */
export function tagName(tag: Pick<TaskTag, 'name' | 'name_en'>, language: string): string {
  return language === 'cn' ? tag.name : tag.name_en?.trim() || tag.name;
}

/** The chip text: `#name`, without doubling a `#` the name already has (#LED2025). */
export function hashTag(name: string): string {
  return `#${name.replace(/^#+/, '')}`;
}

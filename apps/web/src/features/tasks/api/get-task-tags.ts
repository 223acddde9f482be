import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { TaskTag, TaskTagRef } from '@miao/contracts/tasks';
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

/** A tag a task carries, in the page's language: its English name on en pages when staff gave one. */
export function taskTagName(tag: Pick<TaskTagRef, 'tag_name' | 'name_en'>, language: string): string {
  return language === 'cn' ? tag.tag_name : tag.name_en?.trim() || tag.tag_name;
}

import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { TaskTagGroup } from '@miao/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getTagGroups(): Promise<Page<TaskTagGroup>> {
  return api.get<Page<TaskTagGroup>>('/api/task-tag-groups', { params: { page_size: PAGE_SIZE_STORE } });
}

export function useTagGroups() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.tasks.tagGroups, queryFn: getTagGroups, staleTime: 10 * 60_000 }),
  );
}

/** Spec 7 task tag group ids: the tag ids of one group (the board filters by them). */
export function getTagGroupIds(groupId: number): Promise<number[]> {
  return api.get<number[]>('/api/task-tags/group-ids', { params: { id: groupId } });
}

export function tagGroupIdsQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: queryKeys.tasks.tagGroupIds(groupId),
    queryFn: () => getTagGroupIds(groupId),
    staleTime: 10 * 60_000,
  });
}

/** A group's name in the page language. */
export function tagGroupName(group: Pick<TaskTagGroup, 'name' | 'name_en'>, language: string): string {
  return language === 'cn' ? group.name : group.name_en?.trim() || group.name;
}

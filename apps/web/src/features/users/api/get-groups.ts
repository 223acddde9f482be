import type { Page } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import type { Group } from '@miao/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getGroups(): Promise<Page<Group>> {
  return api.get<Page<Group>>('/api/groups', { params: { page_size: PAGE_SIZE_STORE } });
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.groups.all, queryFn: getGroups, staleTime: 10 * 60_000 });
}

/** Every group (spec 7: page_size 1000); 'internal staff' defines the in-house users. */
export function useGroups({ enabled }: { enabled: boolean }) {
  return useQuery({ ...groupsQueryOptions(), enabled });
}

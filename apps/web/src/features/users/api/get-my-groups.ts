import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMyGroups(): Promise<number[]> {
  return api.get<number[]>('/api/groups/mine');
}

export function myGroupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.groups.mine, queryFn: getMyGroups });
}

/** The ids of the signed-in user's groups. */
export function useMyGroups({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myGroupsQueryOptions(), enabled });
}

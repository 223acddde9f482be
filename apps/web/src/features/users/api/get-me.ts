import type { Profile } from '@miao/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMe(): Promise<Profile> {
  return api.get<Profile>('/api/users/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users.me, queryFn: getMe });
}

/** The signed-in user's profile; loaded once the sign-in check passes (spec 4). */
export function useMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled });
}

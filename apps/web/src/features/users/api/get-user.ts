import type { userDetail } from '@miao/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UserDetail = z.infer<typeof userDetail>;

export function getUser(id: number): Promise<UserDetail> {
  return api.get<UserDetail>(`/api/users/${id}`, { toastErrors: false });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: () => getUser(id) });
}

/** A member's public profile and tasks. */
export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

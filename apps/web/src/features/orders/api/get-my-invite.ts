import type { MyInvite } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The member's invite link and how many joined through it. */
export function getMyInvite(): Promise<MyInvite> {
  return api.get<MyInvite>('/api/invites/me');
}

export function myInviteQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders.invite, queryFn: getMyInvite });
}

export function useMyInvite() {
  return useQuery(myInviteQueryOptions());
}

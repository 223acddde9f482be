import type { MyInvite } from '@miao/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKeys } from './query-keys';

/** The member's invite link and how many joined through it. */
export function getMyInvite(): Promise<MyInvite> {
  return api.get<MyInvite>('/api/invites/me');
}

export function myInviteQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKeys.invite, queryFn: getMyInvite });
}

export function useMyInvite() {
  return useQuery(myInviteQueryOptions());
}

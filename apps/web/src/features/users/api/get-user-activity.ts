import type { Page } from '@miao/contracts/common';
import { USER_ACTIVITY_PAGE_SIZE } from '@miao/contracts/limits';
import type { UserComment, UserReward } from '@miao/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Issue 18: a member's recent comments on tasks this reader may see, newest first. */
export function getUserComments(id: number, page: number): Promise<Page<UserComment>> {
  return api.get<Page<UserComment>>(`/api/users/${id}/comments`, {
    params: { page_number: page, page_size: USER_ACTIVITY_PAGE_SIZE },
  });
}

/** Issue 18: rewards a member received on tasks this reader may see, newest first. */
export function getUserRewards(id: number, page: number): Promise<Page<UserReward>> {
  return api.get<Page<UserReward>>(`/api/users/${id}/rewards`, {
    params: { page_number: page, page_size: USER_ACTIVITY_PAGE_SIZE },
  });
}

export function userCommentsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.users.comments(id, page),
    queryFn: () => getUserComments(id, page),
    placeholderData: keepPreviousData,
  });
}

export function userRewardsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.users.rewards(id, page),
    queryFn: () => getUserRewards(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useUserComments(id: number, page: number) {
  return useQuery(userCommentsQueryOptions(id, page));
}

export function useUserRewards(id: number, page: number) {
  return useQuery(userRewardsQueryOptions(id, page));
}

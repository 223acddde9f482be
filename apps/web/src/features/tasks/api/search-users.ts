import type { Page } from '@miao/contracts/common';
import { MENTION_LOOKUP_PAGE_SIZE } from '@miao/contracts/limits';
import type { UserInfo } from '@miao/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 users look-up (mention suggestions, sponsor transfer); needs user.retrieve (spec 6). */
export function searchUsers(nickname: string): Promise<Page<UserInfo>> {
  return api.get<Page<UserInfo>>('/api/users', {
    params: { nickname__icontains: nickname, page_size: MENTION_LOOKUP_PAGE_SIZE, page_number: 1 },
  });
}

export function searchUsersQueryOptions(nickname: string) {
  const term = nickname.trim();
  return queryOptions({
    queryKey: queryKeys.users.search(term),
    queryFn: () => searchUsers(term),
    placeholderData: keepPreviousData,
  });
}

export function useSearchUsers(nickname: string, { enabled = true } = {}) {
  return useQuery({ ...searchUsersQueryOptions(nickname), enabled: enabled && nickname.trim().length > 0 });
}

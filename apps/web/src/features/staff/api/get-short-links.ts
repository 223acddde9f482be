import type { Page } from '@miao/contracts/common';
import type { ShortLink } from '@miao/contracts/links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';
import { queryKeys } from '@/lib/query-keys';

/** Newest first, with their visit counts. */
export function getShortLinks(page_number: number): Promise<Page<ShortLink>> {
  return api.get<Page<ShortLink>>('/api/admin/short-links', {
    params: { page_number, page_size: STAFF_PAGE_SIZE, ordering: '-id' },
  });
}

export function shortLinksQueryOptions(page_number: number) {
  return queryOptions({
    queryKey: queryKeys.staff.shortLinksPage({ page_number }),
    queryFn: () => getShortLinks(page_number),
    placeholderData: keepPreviousData,
  });
}

export function useShortLinks(page_number: number) {
  return useQuery(shortLinksQueryOptions(page_number));
}

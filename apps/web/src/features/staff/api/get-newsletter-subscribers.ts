import type { Page } from '@miao/contracts/common';
import type { adminNewsletterSubscriber } from '@miao/contracts/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, buildUrl } from '@/lib/api-client';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';
import { queryKeys } from '@/lib/query-keys';

export type NewsletterSubscriber = z.infer<typeof adminNewsletterSubscriber>;

export interface NewsletterFilters {
  /** Only current (`true`) or former (`false`) subscribers; absent for everyone. */
  subscribed?: 'true' | 'false';
}

export function getNewsletterSubscribers(
  filters: NewsletterFilters & { page_number: number },
): Promise<Page<NewsletterSubscriber>> {
  return api.get<Page<NewsletterSubscriber>>('/api/admin/newsletter', {
    params: { ...filters, page_size: STAFF_PAGE_SIZE, ordering: '-id' },
  });
}

export function newsletterSubscribersQueryOptions(filters: NewsletterFilters & { page_number: number }) {
  return queryOptions({
    queryKey: queryKeys.staff.newsletterPage(filters),
    queryFn: () => getNewsletterSubscribers(filters),
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterSubscribers(filters: NewsletterFilters & { page_number: number }) {
  return useQuery(newsletterSubscribersQueryOptions(filters));
}

/** Every subscriber as CSV with the same filter; a plain link, authorised by the token cookie. */
export function newsletterCsvUrl(filters: NewsletterFilters): string {
  return buildUrl('/api/admin/newsletter.csv', { subscribed: filters.subscribed });
}

import type { Page } from '@miao/contracts/common';
import { NOTIFICATION_PAGE_SIZE } from '@miao/contracts/limits';
import type { Notification } from '@miao/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 notifications: newest first, 20 per page (spec 9). */
export function getNotifications(page: number): Promise<Page<Notification>> {
  return api.get<Page<Notification>>('/api/notifications', {
    params: { page_number: page, page_size: NOTIFICATION_PAGE_SIZE },
  });
}

export function notificationsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Notification>) =>
      last.page_number * last.page_size < last.count ? last.page_number + 1 : undefined,
  });
}

/** Spec 2 notification list: load more. */
export function useNotifications({ enabled = true } = {}) {
  return useInfiniteQuery({ ...notificationsInfiniteQueryOptions(), enabled });
}

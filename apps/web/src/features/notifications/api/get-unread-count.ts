import type { Page } from '@miao/contracts/common';
import { UNREAD_POLL_MS } from '@miao/contracts/limits';
import type { Notification } from '@miao/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 unread count: the list with is_read=false and page_size 1, reading `count`. */
export async function getUnreadCount(): Promise<number> {
  const page = await api.get<Page<Notification>>('/api/notifications', {
    params: { is_read: false, page_size: 1 },
    // a background poll never interrupts the reader with a toast
    toastErrors: false,
  });
  return page.count;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: getUnreadCount,
    staleTime: 0,
  });
}

/** Spec 4: polled every 100 seconds once signed in, and refetched after marking read. */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...unreadCountQueryOptions(),
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
  });
}

import type { Notification } from '@miao/contracts/notifications';
import type { Page } from '@miao/contracts/common';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Issue 18: every unread notification of mine becomes read; answers how many did (0 when repeated). */
export function markAllNotificationsRead(): Promise<{ count: number }> {
  return api.post<{ count: number }>('/api/notifications/read-all', {});
}

/** The list turns read at once; then the list and the unread count are read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<InfiniteData<Page<Notification>>>(queryKeys.notifications.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((n) => (n.is_read ? n : { ...n, is_read: true })),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(queryKeys.notifications.unreadCount, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

import type { Notification } from '@miao/contracts/notifications';

import type { Page } from '@miao/contracts/common';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function markNotificationsRead(ids: number[]): Promise<{ count: number }> {
  return api.post<{ count: number }>('/api/notifications/read', { notification_ids: ids });
}

/**
 * Spec 4: unread becomes read on click. The item turns read at once (the tab with the task opens
 * meanwhile); then the list and the unread count are read again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (ids) => {
      const read = new Set(ids);
      queryClient.setQueryData<InfiniteData<Page<Notification>>>(queryKeys.notifications.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((n) => (read.has(n.id) ? { ...n, is_read: true } : n)),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

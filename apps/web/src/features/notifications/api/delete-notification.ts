import type { Page } from '@miao/contracts/common';
import type { Notification } from '@miao/contracts/notifications';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 notifications DELETE by id: one of my own. */
export function deleteNotification(id: number): Promise<unknown> {
  return api.delete(`/api/notifications/${id}`);
}

/** The item leaves the list at once; then the list and the unread count are read again. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InfiniteData<Page<Notification>>>(queryKeys.notifications.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.filter((n) => n.id !== id),
                count: Math.max(0, page.count - 1),
              })),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}

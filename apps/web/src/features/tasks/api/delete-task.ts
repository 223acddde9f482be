import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateBalance, invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export function deleteTask({ id }: { id: number; sponsorId: number }): Promise<unknown> {
  return api.delete(`/api/tasks/${id}`);
}

/** What is left of the pool is refunded to the sponsor. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, { id, sponsorId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(id) });
      return Promise.all([invalidateTaskLists(queryClient, [sponsorId]), invalidateBalance(queryClient)]);
    },
  });
}

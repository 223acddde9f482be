import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 batch delete: the sponsor's own tasks (staff: any), all or none; pools are refunded. */
export function batchDeleteTasks(ids: number[]): Promise<{ deleted: number[]; count: number }> {
  return api.post<{ deleted: number[]; count: number }>('/api/tasks/batch-delete', { ids });
}

export function useBatchDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchDeleteTasks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.record }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.list }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
      ]),
  });
}

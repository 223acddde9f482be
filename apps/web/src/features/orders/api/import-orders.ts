import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/** Writes every row of the CSV, or none when any row has a problem. */
export function importOrders(csv: string): Promise<{ imported: number }> {
  return api.post<{ imported: number }>('/api/admin/orders/import', { csv });
}

export function useImportOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.staffList }),
  });
}

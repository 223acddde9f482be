import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteShortLink(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/short-links/${encodeURIComponent(id)}`);
}

export function useDeleteShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.shortLinks }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAppVersions } from './invalidate-app-versions';

export function deleteAppVersion(id: number): Promise<void> {
  return api.delete<void>(`/api/admin/app-versions/${id}`);
}

export function useDeleteAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAppVersion, onSuccess: () => invalidateAppVersions(queryClient) });
}

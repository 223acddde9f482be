import type { AppVersion, AppVersionUpdate } from '@miao/contracts/apps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAppVersions } from './invalidate-app-versions';

/** Only the fields given change. */
export function updateAppVersion({ id, data }: { id: number; data: AppVersionUpdate }): Promise<AppVersion> {
  return api.patch<AppVersion>(`/api/admin/app-versions/${id}`, data);
}

export function useUpdateAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAppVersion, onSuccess: () => invalidateAppVersions(queryClient) });
}

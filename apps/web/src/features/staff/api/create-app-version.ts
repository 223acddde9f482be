import type { appVersionCreate } from '@miao/contracts/apps';
import { type AppVersion, type AppVersionCreate } from '@miao/contracts/apps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidateAppVersions } from './invalidate-app-versions';

export type CreateAppVersionInput = z.input<typeof appVersionCreate>;

export function createAppVersion(input: CreateAppVersionInput | AppVersionCreate): Promise<AppVersion> {
  return api.post<AppVersion>('/api/admin/app-versions', input);
}

export function useCreateAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAppVersion, onSuccess: () => invalidateAppVersions(queryClient) });
}

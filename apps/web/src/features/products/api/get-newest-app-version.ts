import type { AppPlatform } from '@miao/contracts/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The fields of GET /api/app-versions/newest the download buttons use. */
export interface NewestAppVersion {
  version: string;
  download_url: string;
  released_at: string;
}

export function getNewestAppVersion(appCode: string, platform: AppPlatform): Promise<NewestAppVersion> {
  // The download section keeps its fallback version when this fails: no toast.
  return api.get<NewestAppVersion>('/api/app-versions/newest', {
    params: { app_code: appCode, platform },
    auth: false,
    toastErrors: false,
  });
}

export function newestAppVersionQueryOptions(appCode: string, platform: AppPlatform) {
  return queryOptions({
    queryKey: queryKeys.appVersions.newest(appCode, platform),
    queryFn: () => getNewestAppVersion(appCode, platform),
    retry: false,
  });
}

export function useNewestAppVersion(appCode: string, platform: AppPlatform) {
  return useQuery(newestAppVersionQueryOptions(appCode, platform));
}

import type { AppVersion } from '@miao/contracts/apps';
import type { Page } from '@miao/contracts/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';
import { queryKeys } from '@/lib/query-keys';

/** Every app's releases (AM Master, CYBERBLADE, …), newest first. */
export function getAppVersions(input: { page_number: number; app_code?: string }): Promise<Page<AppVersion>> {
  return api.get<Page<AppVersion>>('/api/admin/app-versions', {
    params: { ...input, page_size: STAFF_PAGE_SIZE },
  });
}

export function appVersionsQueryOptions(input: { page_number: number; app_code?: string }) {
  return queryOptions({
    queryKey: queryKeys.staff.appVersionsPage(input),
    queryFn: () => getAppVersions(input),
    placeholderData: keepPreviousData,
  });
}

export function useAppVersions(input: { page_number: number; app_code?: string }) {
  return useQuery(appVersionsQueryOptions(input));
}

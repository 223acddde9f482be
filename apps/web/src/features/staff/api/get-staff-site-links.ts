import type { SiteLink } from '@miao/contracts/links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Read with the token: the server answers staff uncached, so an edit shows at once (decision 009). */
export function getStaffSiteLinks(): Promise<SiteLink[]> {
  return api.get<SiteLink[]>('/api/site-links');
}

export function useStaffSiteLinks() {
  return useQuery(queryOptions({ queryKey: queryKeys.staff.siteLinks, queryFn: getStaffSiteLinks }));
}

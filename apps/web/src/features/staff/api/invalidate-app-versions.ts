import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A release changed: the staff list and the public download pages (newest per platform, history)
 * read it again.
 */
export function invalidateAppVersions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.staff.appVersions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.appVersions.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.info.appReleases }),
    queryClient.invalidateQueries({ queryKey: queryKeys.info.appHistory }),
  ]);
}

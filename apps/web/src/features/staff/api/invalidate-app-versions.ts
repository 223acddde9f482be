import type { QueryClient } from '@tanstack/react-query';
import { appVersionsQueryKey } from './get-app-versions';

/**
 * A release changed: the staff list and the public download pages (newest per platform, history)
 * read it again.
 */
export function invalidateAppVersions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appVersionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['app-versions'] }),
    queryClient.invalidateQueries({ queryKey: ['info', 'app-releases'] }),
    queryClient.invalidateQueries({ queryKey: ['info', 'app-history'] }),
  ]);
}

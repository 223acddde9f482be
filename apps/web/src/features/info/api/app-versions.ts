import type { AppPlatform, AppVersion } from '@miao/contracts/apps';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface VersionPage {
  results: AppVersion[];
  count: number;
  page_number: number;
  page_size: number;
}

/** Dotted numbers compared number by number (0.8.10 > 0.8.9); a pre-release suffix sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const split = (v: string) => {
    const [numbers = '', suffix = ''] = v.split(/[-+](.*)/s);
    return { numbers: numbers.split('.').map((n) => Number(n) || 0), suffix };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.max(x.numbers.length, y.numbers.length); i += 1) {
    const d = (x.numbers[i] ?? 0) - (y.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.suffix === y.suffix) return 0;
  if (!x.suffix) return 1;
  if (!y.suffix) return -1;
  return x.suffix < y.suffix ? -1 : 1;
}

/**
 * The newest release of each platform: the highest version number, and the later release when
 * two carry the same number. Releases of platforms not asked for are ignored.
 */
export function newestPerPlatform(
  releases: readonly AppVersion[],
  platforms: readonly AppPlatform[],
): Partial<Record<AppPlatform, AppVersion>> {
  const newest: Partial<Record<AppPlatform, AppVersion>> = {};
  for (const release of releases) {
    if (!platforms.includes(release.platform)) continue;
    const best = newest[release.platform];
    const order = best ? compareVersions(release.version, best.version) : 1;
    if (order > 0 || (order === 0 && best && release.released_at > best.released_at))
      newest[release.platform] = release;
  }
  return newest;
}

/** The most releases one look-up reads to find every platform's newest. */
export const RELEASES_PAGE_SIZE = 100;
/** Earlier versions shown at a time in the history list. */
export const HISTORY_PAGE_SIZE = 5;

const history = (params: Record<string, string | number | undefined>) =>
  api.get<VersionPage>('/api/app-versions/history', { params, auth: false, toastErrors: false });

/** Step 1: every platform's newest release of the app, from one page of its history. */
export function useAppReleases(appCode: string) {
  return useQuery({
    queryKey: queryKeys.info.appReleasesOf(appCode),
    queryFn: () => history({ app_code: appCode, page_number: 1, page_size: RELEASES_PAGE_SIZE }),
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

/** Step 2: one platform's versions, newest first, a few at a time. */
export function useVersionHistory(appCode: string, platform: AppPlatform) {
  return useInfiniteQuery({
    queryKey: queryKeys.info.appHistoryOf(appCode, platform),
    queryFn: ({ pageParam }) =>
      history({ app_code: appCode, platform, page_number: pageParam, page_size: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page_number * last.page_size < last.count ? last.page_number + 1 : undefined,
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

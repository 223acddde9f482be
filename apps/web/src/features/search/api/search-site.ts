import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchLanguage, SearchResponse } from '@miao/contracts/search';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/search: products, manuals, info pages and public tasks, grouped (decision 063). */
export function searchSite(q: string, lang: SearchLanguage, limit?: number): Promise<SearchResponse> {
  return api.get<SearchResponse>('/api/search', {
    params: { q, lang, limit },
    auth: false,
    toastErrors: false,
  });
}

export function searchSiteQueryOptions(q: string, lang: SearchLanguage, limit?: number) {
  return queryOptions({
    queryKey: queryKeys.search.results(`${q}|${limit ?? ''}`, lang),
    queryFn: () => searchSite(q, lang, limit),
    staleTime: 60_000,
    retry: false,
  });
}

/** The answer for `q` (nothing asked while it is blank); the previous answer shows while the next loads. */
export function useSearchSite(q: string, lang: SearchLanguage, limit?: number) {
  return useQuery({
    ...searchSiteQueryOptions(q.trim(), lang, limit),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

import type { PublicDraw } from '@miao/contracts/draws';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function drawQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.draws.detail(slug),
    queryFn: () => api.get<PublicDraw>(`/api/draws/${encodeURIComponent(slug)}`, { toastErrors: false }),
  });
}

/** The public draw: commitment, then the revealed seed, the entry list's digest and count, and the winners. */
export function useDraw(slug: string) {
  return useQuery(drawQueryOptions(slug));
}

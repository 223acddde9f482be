import type { Chain } from '@miao/contracts/coin';
import type { Page } from '@miao/contracts/common';
import { DEFAULT_COIN_ID, DEFAULT_COIN_NAME, PAGE_SIZE_STORE } from '@miao/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getChains(): Promise<Page<Chain>> {
  return api.get<Page<Chain>>('/api/chains', { params: { page_size: PAGE_SIZE_STORE } });
}

export function chainsQueryOptions() {
  // coin types are added by staff now and then; no need to ask again on every screen
  return queryOptions({ queryKey: queryKeys.coin.chains, queryFn: getChains, staleTime: 10 * 60_000 });
}

/** The coin types (spec 3 "chain or coin type"), page_size 1000 as in the store reading (spec 9). */
export function useChains() {
  return useQuery(chainsQueryOptions());
}

/** Spec 3: id 1 or an unknown id reads as the default coin, MIAO COIN. */
export function coinName(chains: readonly Chain[] | undefined, coinTypeId: number): string {
  if (coinTypeId === DEFAULT_COIN_ID) return DEFAULT_COIN_NAME;
  return chains?.find((c) => c.id === coinTypeId)?.coin_name ?? DEFAULT_COIN_NAME;
}

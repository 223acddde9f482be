import type { BalanceRecord, BalanceType } from '@miao/contracts/coin';
import type { Page } from '@miao/contracts/common';
import { BALANCE_HISTORY_PAGE_SIZE } from '@miao/contracts/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface GetBalanceHistoryInput {
  type?: BalanceType;
  coin_type_id?: number;
  /** From 1; the first page when left out. */
  page_number?: number;
}
export type BalanceHistoryFilters = Omit<GetBalanceHistoryInput, 'page_number'>;

/** Newest first, 20 a page (spec 9). */
export function getBalanceHistory(input: GetBalanceHistoryInput): Promise<Page<BalanceRecord>> {
  return api.get<Page<BalanceRecord>>('/api/balance/history', {
    params: {
      type: input.type,
      coin_type_id: input.coin_type_id,
      page_number: input.page_number ?? 1,
      page_size: BALANCE_HISTORY_PAGE_SIZE,
      ordering: '-id',
    },
  });
}

/** One numbered page (desktop). */
export function balanceHistoryQueryOptions(input: GetBalanceHistoryInput) {
  const { type, coin_type_id, page_number = 1 } = input;
  return queryOptions({
    queryKey: queryKeys.coin.balanceHistoryPage({ type, coin_type_id, page_number }),
    queryFn: () => getBalanceHistory(input),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** Pages appended one after another (mobile "load more"). */
export function balanceHistoryInfiniteQueryOptions(filters: BalanceHistoryFilters) {
  const { type, coin_type_id } = filters;
  return infiniteQueryOptions({
    queryKey: queryKeys.coin.balanceHistoryInfinite({ type, coin_type_id }),
    queryFn: ({ pageParam }) => getBalanceHistory({ type, coin_type_id, page_number: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page_number * last.page_size < last.count ? last.page_number + 1 : undefined,
  });
}

export function useBalanceHistory(input: GetBalanceHistoryInput, { enabled = true } = {}) {
  return useQuery({ ...balanceHistoryQueryOptions(input), enabled });
}

export function useInfiniteBalanceHistory(filters: BalanceHistoryFilters, { enabled = true } = {}) {
  return useInfiniteQuery({ ...balanceHistoryInfiniteQueryOptions(filters), enabled });
}

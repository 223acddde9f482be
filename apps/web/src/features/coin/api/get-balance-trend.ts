import type { BalanceRecord } from '@miao/contracts/coin';
import type { Page } from '@miao/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Records the user center's balance chart draws: the newest changes of one coin. */
export const BALANCE_TREND_RECORDS = 100;

/** The newest BALANCE_TREND_RECORDS records of one coin (the chart walks back from the balance). */
export function getBalanceTrend(coinTypeId: number): Promise<Page<BalanceRecord>> {
  return api.get<Page<BalanceRecord>>('/api/balance/history', {
    params: { coin_type_id: coinTypeId, page_number: 1, page_size: BALANCE_TREND_RECORDS, ordering: '-id' },
  });
}

export function balanceTrendQueryOptions(coinTypeId: number) {
  return queryOptions({
    // under the history's prefix: whatever invalidates the history (a transfer) redraws the chart
    queryKey: queryKeys.coin.balanceHistoryPage({ coin_type_id: coinTypeId, trend: BALANCE_TREND_RECORDS }),
    queryFn: () => getBalanceTrend(coinTypeId),
  });
}

export function useBalanceTrend(coinTypeId: number, { enabled = true } = {}) {
  return useQuery({ ...balanceTrendQueryOptions(coinTypeId), enabled });
}

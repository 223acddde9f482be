import type { FinanceMovements, FinanceSummary } from '@miao/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface FinancePeriod {
  coinTypeId: number;
  from: string;
  to: string;
  group: 'day' | 'month';
}

/** Supply, largest holders and the ledger check of one coin type (`finance.workspace`). */
export function useFinanceSummary(coinTypeId: number) {
  return useQuery({
    queryKey: queryKeys.finance.summary(coinTypeId),
    queryFn: () => api.get<FinanceSummary>('/api/finance/summary', { params: { coin_type_id: coinTypeId } }),
  });
}

/** Movements per day or month, balance type and source, in a period. */
export function useFinanceMovements(period: FinancePeriod) {
  return useQuery({
    queryKey: queryKeys.finance.movements(period),
    queryFn: () =>
      api.get<FinanceMovements>('/api/finance/movements', {
        params: { coin_type_id: period.coinTypeId, from: period.from, to: period.to, group: period.group },
      }),
  });
}

/** The balance records export: a plain link, the token cookie authenticates it. */
export function balanceRecordsCsvUrl(period: FinancePeriod): string {
  const params = new URLSearchParams({
    coin_type_id: String(period.coinTypeId),
    from: period.from,
    to: period.to,
  });
  return `/api/finance/balance-records.csv?${params}`;
}

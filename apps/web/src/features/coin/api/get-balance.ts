import type { balanceQuery, BalanceResponse } from '@miao/contracts/coin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type GetBalanceInput = z.input<typeof balanceQuery>;

export function getBalance(input: GetBalanceInput = {}): Promise<BalanceResponse> {
  return api.get<BalanceResponse>('/api/balance', { params: { coin_type_id: input.coin_type_id } });
}

export function balanceQueryOptions(input: GetBalanceInput = {}) {
  return queryOptions({
    queryKey: queryKeys.coin.balanceOf(input.coin_type_id ?? 'all'),
    queryFn: () => getBalance(input),
  });
}

/** The signed-in user's balance per coin (count_list) and wallet address. */
export function useBalance(input: GetBalanceInput = {}) {
  return useQuery(balanceQueryOptions(input));
}

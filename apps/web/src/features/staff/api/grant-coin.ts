import type { GrantBatchResponse } from '@miao/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface GrantInput {
  coin_type_id: number;
  remarks: string;
  rows: { user: string; number: string }[];
}

/** One user or a CSV of users, all in one ledger transaction; a refusal names every bad row. */
export function grantCoin(input: GrantInput): Promise<GrantBatchResponse> {
  // the form shows the row errors itself
  return api.post<GrantBatchResponse>('/api/staff/coin/grants', input, { toastErrors: false });
}

export function useGrantCoin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantCoin,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.staff.users });
      void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
      void client.invalidateQueries({ queryKey: queryKeys.coin.balance });
      void client.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory });
    },
  });
}

export function useCreateCoinType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coin_name: string) => api.post('/api/admin/coin/types', { coin_name }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.coin.chains });
      void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
    },
  });
}

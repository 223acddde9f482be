import { transferRequest, type TransferRequest, type TransferResponse } from '@miao/contracts/coin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The coin-send form (spec 3, rules of spec 5): the same schema the server validates with. */
export const sendCoinInput = transferRequest;

export interface SendCoinVariables {
  data: TransferRequest;
  /** Same key for a retry of the same content, so the server applies it once. */
  idempotencyKey: string;
}

export function sendCoin({ data, idempotencyKey }: SendCoinVariables): Promise<TransferResponse> {
  return api.post<TransferResponse>('/api/wallet/transfer', data, {
    headers: { 'Idempotency-Key': idempotencyKey },
    // the dialog shows the refusal beside the amount; a toast would cover the dialog
    toastErrors: false,
  });
}

/** Spec 7 wallet transfer: on success the balance and its history reload. */
export function useSendCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCoin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
      ]),
  });
}

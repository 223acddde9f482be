import type { Order } from '@miao/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { balanceHistoryQueryKey } from '../../coin/api/get-balance-history';
import { balanceQueryKey } from '../../coin/api/get-balance';
import { ordersQueryKeys } from './query-keys';

/** Step two: the code the buyer's contact received; the order becomes the member's. */
export function confirmOrderClaim(input: { order_no: string; code: string }): Promise<Order> {
  return api.post<Order>('/api/orders/claim/confirm', input, { toastErrors: false });
}

export function useConfirmOrderClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrderClaim,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKeys.mine }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
        queryClient.invalidateQueries({ queryKey: balanceHistoryQueryKey }),
      ]),
  });
}

import type { Order } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
      ]),
  });
}

import type { orderClaimRequest } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ClaimOrderInput = z.input<typeof orderClaimRequest>;
export interface ClaimOrderAnswer {
  claimed: boolean;
  code_sent: boolean;
}

/** Step one: the order number and the buyer's contact; a code goes to that contact unless it is ours. */
export function claimOrder(input: ClaimOrderInput): Promise<ClaimOrderAnswer> {
  return api.post<ClaimOrderAnswer>('/api/orders/claim', input, { toastErrors: false });
}

export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrder,
    onSuccess: (answer) => {
      if (!answer.claimed) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
      ]);
    },
  });
}

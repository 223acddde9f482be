import type { NumberPickRequest, NumberStatus } from '@miao/contracts/numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function pickNumber(activity: string, input: NumberPickRequest): Promise<NumberStatus> {
  return api.post<NumberStatus>(`/api/number-selection/${encodeURIComponent(activity)}/pick`, input, {
    toastErrors: false,
  });
}

/** Picks a number in the turn; a number taken meanwhile refreshes the taken numbers too. */
export function usePickNumber(activity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NumberPickRequest) => pickNumber(activity, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.numbers.mine });
      void queryClient.invalidateQueries({ queryKey: queryKeys.numbers.queue(activity) });
    },
  });
}

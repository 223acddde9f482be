import type { NumberJoinRequest, NumberStatus } from '@miao/contracts/numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function joinNumberQueue(activity: string, input: NumberJoinRequest): Promise<NumberStatus> {
  return api.post<NumberStatus>(`/api/number-selection/${encodeURIComponent(activity)}/join`, input, {
    toastErrors: false,
  });
}

/** Joins the line; refusals (spec 8 order messages) show beside the form. */
export function useJoinNumberQueue(activity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NumberJoinRequest) => joinNumberQueue(activity, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.numbers.mine });
      void queryClient.invalidateQueries({ queryKey: queryKeys.numbers.queue(activity) });
    },
  });
}

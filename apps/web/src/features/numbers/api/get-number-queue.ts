import { NUMBER_STATUS_POLL_MS, type NumberQueueInfo } from '@miao/contracts/numbers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getNumberQueue(activity: string): Promise<NumberQueueInfo> {
  return api.get<NumberQueueInfo>(`/api/number-selection/${encodeURIComponent(activity)}`, {
    auth: false,
    toastErrors: false,
  });
}

/** A queue's size and the numbers taken, refreshed while the page is open (others pick meanwhile). */
export function useNumberQueue(activity: string) {
  return useQuery({
    queryKey: queryKeys.numbers.queue(activity),
    queryFn: () => getNumberQueue(activity),
    refetchInterval: NUMBER_STATUS_POLL_MS,
  });
}

import { NUMBER_STATUS_POLL_MS, type NumberQueueInfo } from '@miao/contracts/numbers';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The queue's public facts; null when there is no such queue (the page says it is closed). */
export async function getNumberQueue(activity: string): Promise<NumberQueueInfo | null> {
  try {
    return await api.get<NumberQueueInfo>(`/api/number-selection/${encodeURIComponent(activity)}`, {
      auth: false,
      toastErrors: false,
    });
  } catch (error) {
    // an answer, not a failure: the server renders the page with it as the browser does
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A queue's size and the numbers taken, refreshed while the page is open (others pick meanwhile). */
export function useNumberQueue(activity: string) {
  return useQuery({
    queryKey: queryKeys.numbers.queue(activity),
    queryFn: () => getNumberQueue(activity),
    refetchInterval: NUMBER_STATUS_POLL_MS,
  });
}

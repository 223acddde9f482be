import type {
  NumberQueueCreate,
  NumberQueueUpdate,
  StaffNumberEntry,
  StaffNumberQueue,
} from '@miao/contracts/numbers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/staff/number-queues';

export function useStaffNumberQueues() {
  return useQuery({
    queryKey: queryKeys.numbers.staff,
    queryFn: () => api.get<{ results: StaffNumberQueue[] }>(BASE),
  });
}

export function useStaffNumberEntries(queueId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.numbers.staffEntries(queueId ?? 0),
    queryFn: () => api.get<{ results: StaffNumberEntry[] }>(`${BASE}/${queueId}/entries`),
    enabled: queueId !== undefined,
  });
}

export function assignmentsCsvHref(queueId: number): string {
  return `${BASE}/${queueId}/assignments.csv`;
}

/** Every staff queue query: counts and lines change with any of these. */
function useInvalidateStaffQueues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.numbers.staff });
}

export function useCreateNumberQueue() {
  const invalidate = useInvalidateStaffQueues();
  return useMutation({
    mutationFn: (input: NumberQueueCreate) => api.post<StaffNumberQueue>(BASE, input, { toastErrors: false }),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateNumberQueue(queueId: number) {
  const invalidate = useInvalidateStaffQueues();
  return useMutation({
    mutationFn: (input: NumberQueueUpdate) =>
      api.patch<StaffNumberQueue>(`${BASE}/${queueId}`, input, { toastErrors: false }),
    onSuccess: () => void invalidate(),
  });
}

/** Skip a buyer (out of the line, their turn closes) or restore them to their old place. */
export function useSkipNumberEntry(queueId: number) {
  const invalidate = useInvalidateStaffQueues();
  return useMutation({
    mutationFn: ({ entryId, skip }: { entryId: number; skip: boolean }) =>
      api.post<StaffNumberEntry>(`${BASE}/${queueId}/entries/${entryId}/${skip ? 'skip' : 'restore'}`),
    onSuccess: () => void invalidate(),
  });
}

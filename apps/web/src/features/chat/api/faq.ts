import type { FaqEntry, FaqEntryInput } from '@miao/contracts/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The AI workspace's FAQ entries (`ai.workspace`); every edit invalidates this key. */
export function getFaq(): Promise<FaqEntry[]> {
  return api.get<FaqEntry[]>('/api/admin/chat/faq');
}

export function faqQueryOptions() {
  return queryOptions({ queryKey: queryKeys.chat.faq, queryFn: getFaq });
}

export function useFaq() {
  return useQuery(faqQueryOptions());
}

/** Creates an entry (no id) or saves an existing one. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: FaqEntryInput & { id?: number }) =>
      id === undefined
        ? api.post<FaqEntry>('/api/admin/chat/faq', input)
        : api.patch<FaqEntry>(`/api/admin/chat/faq/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.faq }),
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/chat/faq/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.faq }),
  });
}

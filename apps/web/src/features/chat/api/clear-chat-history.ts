import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function clearChatHistory(): Promise<unknown> {
  return api.delete('/api/chat/history');
}

export function useClearChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onSuccess: () => queryClient.setQueryData(queryKeys.chat.history, { messages: [] }),
  });
}

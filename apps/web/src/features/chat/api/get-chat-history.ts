import type { ChatHistory } from '@miao/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's kept conversation; clearing it invalidates this key. */
export function getChatHistory(): Promise<ChatHistory> {
  return api.get<ChatHistory>('/api/chat/history', { toastErrors: false });
}

export function chatHistoryQueryOptions() {
  return queryOptions({ queryKey: queryKeys.chat.history, queryFn: getChatHistory, staleTime: Infinity });
}

/** The signed-in member's conversation of the last 30 days (spec: shown again). */
export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatHistoryQueryOptions(), enabled });
}

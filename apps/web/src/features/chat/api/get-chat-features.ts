import type { ChatFeatures } from '@miao/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getChatFeatures(): Promise<ChatFeatures> {
  return api.get<ChatFeatures>('/api/chat/features', { auth: false, toastErrors: false });
}

export function chatFeaturesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.chat.features, queryFn: getChatFeatures, staleTime: Infinity });
}

/** Whether the server can turn recordings into text (speech input without the browser's recogniser). */
export function useChatFeatures() {
  return useQuery(chatFeaturesQueryOptions());
}

import type { ChatCitation } from '@miao/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UnansweredQuestion {
  question: string;
  language: string;
  count: number;
  last_at: string;
}

export interface ReviewedAnswer {
  user_id: number;
  nickname: string;
  question: string;
  answer: string;
  answerer: string | null;
  unknown: boolean;
  citations: ChatCitation[];
  created_at: string;
}

/** The questions answered "don't know" most often in the last 30 days. */
export function useUnansweredQuestions() {
  return useQuery({
    queryKey: queryKeys.chat.unanswered,
    queryFn: () => api.get<UnansweredQuestion[]>('/api/admin/chat/unanswered'),
  });
}

/** The newest answers with their questions, for review. */
export function useReviewedAnswers() {
  return useQuery({
    queryKey: queryKeys.chat.conversations,
    queryFn: () => api.get<ReviewedAnswer[]>('/api/admin/chat/conversations'),
  });
}

import type { Comment } from '@miao/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CreateCommentInput {
  taskId: number;
  content: string;
  mentionUserIds: number[];
  /** 0 for a top-level comment; the comment replied to otherwise. */
  superiorId: number;
}

/** Spec 7 comment create; a refusal shows its translated message and the editor keeps the text. */
export function createComment(input: CreateCommentInput): Promise<Comment> {
  return api.post<Comment>('/api/comments', {
    content: input.content,
    content_type: 'coin_task',
    object_id: input.taskId,
    mention_user_ids: input.mentionUserIds,
    superior_id: input.superiorId,
  });
}

/** Spec 4 comment send: the task's comment lists and its comment count change. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_comment, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(input.taskId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(input.taskId) }),
      ]),
  });
}

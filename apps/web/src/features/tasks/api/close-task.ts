import type { TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export function closeTask({ id, disableReply }: { id: number; disableReply: boolean }): Promise<TaskDetail> {
  return api.post<TaskDetail>(`/api/tasks/${id}/close`, { disable_reply: disableReply });
}

/** The pool stays (rewards of a closed task are paid later); only the status changes. */
export function useCloseTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTask,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      return invalidateTaskLists(queryClient, [task.user_id]);
    },
  });
}

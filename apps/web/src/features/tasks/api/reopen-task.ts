import type { TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export function reopenTask({ id }: { id: number }): Promise<TaskDetail> {
  return api.post<TaskDetail>(`/api/tasks/${id}/reopen`);
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      return invalidateTaskLists(queryClient, [task.user_id]);
    },
  });
}

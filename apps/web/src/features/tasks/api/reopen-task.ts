import type { TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskQueryKey } from './get-task';
import { invalidateTaskLists } from './invalidate';

export function reopenTask({ id }: { id: number }): Promise<TaskDetail> {
  return api.post<TaskDetail>(`/api/tasks/${id}/reopen`);
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      return invalidateTaskLists(queryClient, [task.user_id]);
    },
  });
}

import type { TaskCreateRequest, TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateBalance, invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export function createTask(input: TaskCreateRequest): Promise<TaskDetail> {
  return api.post<TaskDetail>('/api/tasks', input);
}

/** The reward goes into escrow: lists, the sponsor's page and the balance change. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      return Promise.all([invalidateTaskLists(queryClient, [task.user_id]), invalidateBalance(queryClient)]);
    },
  });
}

import type { taskUpdateRequest } from '@miao/contracts/tasks';
import { type TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidateBalance, invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export type UpdateTaskInput = z.input<typeof taskUpdateRequest>;

export function updateTask({ id, data }: { id: number; data: UpdateTaskInput }): Promise<TaskDetail> {
  return api.patch<TaskDetail>(`/api/tasks/${id}`, data);
}

/** Raising or lowering the reward moves coin between the sponsor and the pool. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      return Promise.all([invalidateTaskLists(queryClient, [task.user_id]), invalidateBalance(queryClient)]);
    },
  });
}

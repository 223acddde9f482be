import type { TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

/** Staff (`task.pin`, decision 028): pin a task as an announcement at the top of the board, or unpin it. */
export function pinTask({ id, pinned }: { id: number; pinned: boolean }): Promise<TaskDetail> {
  return api.post<TaskDetail>(`/api/tasks/${id}/${pinned ? 'pin' : 'unpin'}`);
}

export function usePinTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinTask,
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(task.id) }),
        invalidateTaskLists(queryClient),
      ]);
    },
  });
}

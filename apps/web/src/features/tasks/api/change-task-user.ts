import type { TaskDetail } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTaskLists } from './invalidate';
import { queryKeys } from '@/lib/query-keys';

export interface ChangeTaskUserInput {
  task_id: number;
  user_id: number;
}

/** POST /api/tasks/change-user: the new sponsor takes the task and its reward pool. */
export function changeTaskUser(input: ChangeTaskUserInput): Promise<TaskDetail> {
  return api.post<TaskDetail>('/api/tasks/change-user', input);
}

export function useChangeTaskUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaskUser,
    // the previous sponsor's public page loses the task, the new one's gains it
    onMutate: (input) => queryClient.getQueryData<TaskDetail>(queryKeys.tasks.detail(input.task_id))?.user_id,
    onSuccess: (task, _input, previousSponsor) => {
      queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
      const sponsors = previousSponsor ? [task.user_id, previousSponsor] : [task.user_id];
      return invalidateTaskLists(queryClient, sponsors);
    },
  });
}

import type { TaskDetail } from '@miao/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A task that is deleted or not visible answers 404 task_inaccessible: the page shows that state itself. */
export function getTask(id: number): Promise<TaskDetail> {
  return api.get<TaskDetail>(`/api/tasks/${id}`, { toastErrors: false });
}

export function taskQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.tasks.detail(id), queryFn: () => getTask(id) });
}

export function useTask(id: number, { enabled = true } = {}) {
  return useQuery({ ...taskQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

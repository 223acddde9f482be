// Tasks as staff see them (decision 025): the list, and the task APIs staff act through.
import type { Page } from '@miao/contracts/common';
import type { StaffTaskSummary } from '@miao/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';

export interface StaffTaskFilters {
  q: string;
  status: '' | 'processing' | 'closed';
}

export function useStaffTasks(filters: StaffTaskFilters, page_number: number) {
  return useQuery({
    queryKey: queryKeys.staff.tasksPage({ ...filters, page_number }),
    queryFn: () =>
      api.get<Page<StaffTaskSummary>>('/api/staff/tasks', {
        params: { ...filters, page_number, page_size: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export type TaskAction =
  | { kind: 'close'; id: number }
  | { kind: 'reopen'; id: number }
  | { kind: 'sponsor'; id: number; userId: number }
  | { kind: 'delete'; ids: number[] };

export function runTaskAction(action: TaskAction): Promise<unknown> {
  switch (action.kind) {
    case 'close':
      return api.post(`/api/tasks/${action.id}/close`, {});
    case 'reopen':
      return api.post(`/api/tasks/${action.id}/reopen`);
    case 'sponsor':
      return api.post('/api/tasks/change-user', { task_id: action.id, user_id: action.userId });
    case 'delete':
      // the per-row answer is shown by the panel, not as a toast
      return api.post('/api/tasks/batch-delete', { ids: action.ids }, { toastErrors: false });
  }
}

export function useTaskAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runTaskAction,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.staff.tasks });
      void client.invalidateQueries({ queryKey: queryKeys.tasks.list });
      void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
    },
  });
}

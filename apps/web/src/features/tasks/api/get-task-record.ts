import type { TaskRecord } from '@miao/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 task record: the signed-in member's tasks sponsored and votes cast (every language). */
export function getTaskRecord(): Promise<TaskRecord> {
  return api.get<TaskRecord>('/api/task-record');
}

export function useTaskRecord() {
  return useQuery(queryOptions({ queryKey: queryKeys.tasks.record, queryFn: getTaskRecord }));
}

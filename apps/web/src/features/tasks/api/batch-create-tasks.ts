import { batchRowError, type TaskCreateRequest, type taskBatchCreateResponse } from '@miao/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { invalidateBalance, invalidateTaskLists } from './invalidate';

export type BatchCreateResponse = z.infer<typeof taskBatchCreateResponse>;

/** Staff: all rows or none. A refusal (task_batch_invalid) names each refused row in `rows`. */
export function batchCreateTasks(tasks: TaskCreateRequest[]): Promise<BatchCreateResponse> {
  return api.post<BatchCreateResponse>('/api/tasks/batch-create', { tasks });
}

const refusalRows = z.object({ rows: z.array(batchRowError) });

/** The refused rows of a batch refusal, or none when the error is of another kind. */
export function batchRowErrors(error: unknown): z.infer<typeof batchRowError>[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = refusalRows.safeParse(error.body);
  return parsed.success ? parsed.data.rows : [];
}

/** The staff member sponsors every task and pays every pool. */
export function useBatchCreateTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchCreateTasks,
    onSuccess: (answer) =>
      Promise.all([
        invalidateTaskLists(queryClient, [...new Set(answer.results.map((t) => t.user_id))]),
        invalidateBalance(queryClient),
      ]),
  });
}

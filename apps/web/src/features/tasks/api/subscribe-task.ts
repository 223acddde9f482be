import { EMAIL_PATTERN } from '@miao/contracts/patterns';
import { EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import type { taskSubscribeResponse } from '@miao/contracts/tasks';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export interface SubscribeTaskInput {
  email: string;
  task_id: number;
}

/**
 * Spec 5: a basic e-mail with a 2-4 letter top-level part, at most 80 characters once trimmed, for
 * a task id. A plain check: a task page does not load zod for one field (the server checks too).
 */
export function isSubscription(input: SubscribeTaskInput): boolean {
  const email = input.email.trim();
  return (
    email.length <= EMAIL_INPUT_MAX &&
    EMAIL_PATTERN.test(email) &&
    Number.isInteger(input.task_id) &&
    input.task_id >= 1
  );
}

export function subscribeTask(input: SubscribeTaskInput): Promise<z.infer<typeof taskSubscribeResponse>> {
  return api.post('/api/tasks/subscribe', { email: input.email.trim(), task_id: input.task_id });
}

/** Nothing on screen changes but the box's own message. */
export function useSubscribeTask() {
  return useMutation({ mutationFn: subscribeTask });
}

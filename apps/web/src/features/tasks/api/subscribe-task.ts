import { EMAIL_PATTERN } from '@miao/contracts/patterns';
import { EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { type taskSubscribeResponse } from '@miao/contracts/tasks';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Spec 5: a basic e-mail with a 2-4 letter top-level part, cut to 80 characters. */
export const subscribeTaskInput = z.object({
  email: z.string().trim().max(EMAIL_INPUT_MAX).regex(EMAIL_PATTERN),
  task_id: z.number().int().min(1),
});
export type SubscribeTaskInput = z.input<typeof subscribeTaskInput>;

export function subscribeTask(input: SubscribeTaskInput): Promise<z.infer<typeof taskSubscribeResponse>> {
  return api.post('/api/tasks/subscribe', subscribeTaskInput.parse(input));
}

/** Nothing on screen changes but the box's own message. */
export function useSubscribeTask() {
  return useMutation({ mutationFn: subscribeTask });
}

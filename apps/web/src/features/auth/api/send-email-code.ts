import type { emailCodeRequest, sendCodeResponse } from '@miao/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

/** Overseas mode: a 6-digit code by e-mail. */
export function sendEmailCode(input: z.infer<typeof emailCodeRequest>): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api/auth/email-code', input, { auth: false, toastErrors: false });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}

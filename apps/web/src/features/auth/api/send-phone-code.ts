import type { phoneCodeRequest } from '@miao/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { SendCodeResponse } from './send-email-code';

/** China mode: a 6-digit code by SMS. */
export function sendPhoneCode(input: z.infer<typeof phoneCodeRequest>): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api/auth/phone-code', input, { auth: false, toastErrors: false });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

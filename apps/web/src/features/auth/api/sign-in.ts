import type { SignInRequest, SignInResponse } from '@miao/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sets the token and refresh cookies; answers the checked way back. */
export function signIn(input: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/auth/sign-in', input, { auth: false, toastErrors: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

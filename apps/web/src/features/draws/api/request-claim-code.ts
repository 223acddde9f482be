import type { DrawClaimCodeBody, DrawClaimCodeResult } from '@miao/contracts/draws';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Step one of a claim (decision 045): the order number and a contact. The answer is the same
 * whether the contact is the order's or not; only the order's own e-mail or mobile gets a code.
 */
export function requestClaimCode(slug: string, body: DrawClaimCodeBody): Promise<DrawClaimCodeResult> {
  return api.post<DrawClaimCodeResult>(`/api/draws/${encodeURIComponent(slug)}/claim/code`, body, {
    toastErrors: false,
    auth: false,
  });
}

export function useRequestClaimCode(slug: string) {
  return useMutation({ mutationFn: (body: DrawClaimCodeBody) => requestClaimCode(slug, body) });
}

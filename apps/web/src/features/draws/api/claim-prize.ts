import type { DrawClaimBody, DrawClaimResult } from '@miao/contracts/draws';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A winner's claim with the code sent to the contact, once; the answer holds the purchase-rights code, shown this once. */
export function claimPrize(slug: string, body: DrawClaimBody): Promise<DrawClaimResult> {
  return api.post<DrawClaimResult>(`/api/draws/${encodeURIComponent(slug)}/claim`, body, {
    toastErrors: false,
    auth: false,
  });
}

export function useClaimPrize(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawClaimBody) => claimPrize(slug, body),
    // the winners list marks the prize claimed
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.draws.detail(slug) }),
  });
}

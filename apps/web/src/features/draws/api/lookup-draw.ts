import type { DrawLookupResult } from '@miao/contracts/draws';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 2 prize look-up by order number; refusals show inline beside the form. */
export function lookupDraw(slug: string, orderNo: string): Promise<DrawLookupResult> {
  return api.post<DrawLookupResult>(
    `/api/draws/${encodeURIComponent(slug)}/lookup`,
    { order_no: orderNo },
    { toastErrors: false, auth: false },
  );
}

export function useLookupDraw(slug: string) {
  return useMutation({ mutationFn: (orderNo: string) => lookupDraw(slug, orderNo) });
}

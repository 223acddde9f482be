import type { CustomOrder, CustomOrderQuery } from '@miao/contracts/customisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CustomOrderLookup extends CustomOrderQuery {
  orderNo: string;
}

export function customOrderPath(orderNo: string): string {
  return `/api/custom-orders/${encodeURIComponent(orderNo)}`;
}

/** The member's customisation of the keyboard; refusals (no such order, expired) show in the page, not as toasts. */
export function customOrderQueryOptions(lookup: CustomOrderLookup) {
  return queryOptions({
    queryKey: queryKeys.customisation.order(lookup),
    queryFn: () =>
      api.get<CustomOrder>(customOrderPath(lookup.orderNo), {
        params: { platform: lookup.platform, product: lookup.product },
        toastErrors: false,
      }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useCustomOrder(lookup: CustomOrderLookup | null) {
  return useQuery({
    ...customOrderQueryOptions(lookup ?? { orderNo: '', platform: 'en', product: 'am-65-less' }),
    enabled: lookup !== null,
  });
}

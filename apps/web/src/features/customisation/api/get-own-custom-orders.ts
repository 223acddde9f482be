import type { CustomisableProduct, OwnCustomOrderList } from '@miao/contracts/customisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in member's paid orders of this keyboard, offered instead of typing a number (issue 35 item 9). */
export function ownCustomOrdersQueryOptions(product: CustomisableProduct) {
  return queryOptions({
    queryKey: queryKeys.customisation.own(product),
    queryFn: () =>
      api.get<OwnCustomOrderList>('/api/custom-orders', { params: { product }, toastErrors: false }),
    staleTime: 30_000,
  });
}

export function useOwnCustomOrders(product: CustomisableProduct, { enabled }: { enabled: boolean }) {
  return useQuery({ ...ownCustomOrdersQueryOptions(product), enabled });
}

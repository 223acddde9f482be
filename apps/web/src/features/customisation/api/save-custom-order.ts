import type { CustomOrder, CustomOrderSave } from '@miao/contracts/customisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { customOrderPath, type CustomOrderLookup } from './get-custom-order';

/** Saves the three texts; the answer replaces the order's cached customisation. */
export function useSaveCustomOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lookup: CustomOrderLookup; texts: CustomOrderSave }) =>
      api.post<CustomOrder>(customOrderPath(input.lookup.orderNo), input.texts, {
        params: { platform: input.lookup.platform, product: input.lookup.product },
        toastErrors: false,
      }),
    onSuccess: (order, input) => {
      queryClient.setQueryData(queryKeys.customisation.order(input.lookup), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customisation.own(input.lookup.product) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customisation.staff });
    },
  });
}

import type { ProductRequestBody, ProductRequestInfo } from '@miao/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 4: saves (or saves again) my request for a product; sign-in needed. */
export function createProductRequest(input: ProductRequestBody): Promise<ProductRequestInfo> {
  return api.post<ProductRequestInfo>('/api/product-requests', input);
}

export function useCreateProductRequest(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductRequest,
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.products.requestInfo(code), info);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.requestCount(code) });
    },
  });
}

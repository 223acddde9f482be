import type { ProductRequestCount } from '@miao/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 3: how many people asked for a product, and whether I am one of them. */
export function getProductRequestCount(code: string): Promise<ProductRequestCount> {
  return api.get<ProductRequestCount>('/api/product-requests/count', {
    params: { x: code },
    toastErrors: false,
  });
}

export function productRequestCountQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.products.requestCount(code),
    queryFn: () => getProductRequestCount(code),
    staleTime: 0,
  });
}

export function useProductRequestCount(code: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...productRequestCountQueryOptions(code), enabled });
}

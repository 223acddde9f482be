import type { ProductRequestInfo } from '@miao/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 3: my own request for a product, or null when I have none. */
export async function getProductRequestInfo(code: string): Promise<ProductRequestInfo | null> {
  const info = await api.get<unknown>('/api/product-requests/info', { params: { x: code } });
  // the API answers a JSON null when there is none
  return info && typeof info === 'object' ? (info as ProductRequestInfo) : null;
}

export function productRequestInfoQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.products.requestInfo(code),
    queryFn: () => getProductRequestInfo(code),
    staleTime: 0,
  });
}

export function useProductRequestInfo(code: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...productRequestInfoQueryOptions(code), enabled });
}

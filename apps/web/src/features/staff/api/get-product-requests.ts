import type { Page } from '@miao/contracts/common';
import type { adminProductRequest } from '@miao/contracts/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, buildUrl } from '@/lib/api-client';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';
import { queryKeys } from '@/lib/query-keys';

export type AdminProductRequest = z.infer<typeof adminProductRequest>;

export interface ProductRequestFilters {
  /** One product's requests; empty for all. */
  product_code?: string;
}

/** Newest first, a page at a time. */
export function getProductRequests(
  filters: ProductRequestFilters & { page_number: number },
): Promise<Page<AdminProductRequest>> {
  return api.get<Page<AdminProductRequest>>('/api/admin/product-requests', {
    params: { ...filters, page_size: STAFF_PAGE_SIZE, ordering: '-id' },
  });
}

export function productRequestsQueryOptions(filters: ProductRequestFilters & { page_number: number }) {
  return queryOptions({
    queryKey: queryKeys.staff.productRequestsPage(filters),
    queryFn: () => getProductRequests(filters),
    placeholderData: keepPreviousData,
  });
}

export function useProductRequests(filters: ProductRequestFilters & { page_number: number }) {
  return useQuery(productRequestsQueryOptions(filters));
}

/**
 * Every request as CSV, with the same filter. A plain link: the browser sends the token cookie,
 * which the server reads like the Bearer header, and saves the `attachment` it answers.
 */
export function productRequestsCsvUrl(filters: ProductRequestFilters): string {
  return buildUrl('/api/admin/product-requests.csv', { product_code: filters.product_code });
}

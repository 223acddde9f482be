import type { Page } from '@miao/contracts/common';
import type { StaffCustomOrder } from '@miao/contracts/customisation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildUrl, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

export type StaffCustomOrderRow = StaffCustomOrder & { id: string };

export interface StaffCustomOrderFilters {
  state: '' | 'locked' | 'open';
  product: '' | StaffCustomOrder['product_code'];
  page_number: number;
}

export function useStaffCustomOrders(filters: StaffCustomOrderFilters) {
  return useQuery({
    queryKey: queryKeys.customisation.staffList(filters),
    queryFn: () =>
      api.get<Page<StaffCustomOrder>>('/api/staff/custom-orders', {
        params: { ...filters, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // a row is one keyboard of one order: the pair is its key
    select: (page): Page<StaffCustomOrderRow> => ({
      ...page,
      results: page.results.map((row) => ({ ...row, id: `${row.order_no}:${row.product_code}` })),
    }),
  });
}

/** The fulfilment CSV (locked keyboards only), a plain link the browser downloads with its cookie. */
export function customOrdersCsvHref(product: StaffCustomOrderFilters['product']): string {
  return buildUrl('/api/staff/custom-orders.csv', { product });
}

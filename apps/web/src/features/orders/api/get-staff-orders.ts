import type { Page } from '@miao/contracts/common';
import { queryKeys } from '@/lib/query-keys';
import type { AdminOrder, OrderStatus, OrderStore } from '@miao/contracts/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';

export type StaffOrderRow = Omit<AdminOrder, 'rewards' | 'events'>;
export interface StaffOrderFilter {
  page_number: number;
  status?: OrderStatus;
  store?: OrderStore;
  q?: string;
}

export function getStaffOrders(filter: StaffOrderFilter): Promise<Page<StaffOrderRow>> {
  return api.get<Page<StaffOrderRow>>('/api/admin/orders', {
    params: { ...filter, page_size: STAFF_PAGE_SIZE },
  });
}

export function staffOrdersQueryOptions(filter: StaffOrderFilter) {
  return queryOptions({
    queryKey: [...queryKeys.orders.staffList, filter],
    queryFn: () => getStaffOrders(filter),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrders(filter: StaffOrderFilter) {
  return useQuery(staffOrdersQueryOptions(filter));
}

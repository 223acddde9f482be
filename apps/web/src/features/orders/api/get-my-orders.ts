import type { Order } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import type { Page } from '@miao/contracts/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MY_ORDERS_PAGE_SIZE = 10;

/** The member's orders: bound to them, or bought with their e-mail or phone; newest first. */
export function getMyOrders(page_number: number): Promise<Page<Order>> {
  return api.get<Page<Order>>('/api/orders', { params: { page_number, page_size: MY_ORDERS_PAGE_SIZE } });
}

export function myOrdersQueryOptions(page_number: number) {
  return queryOptions({
    queryKey: [...queryKeys.orders.mine, { page_number }],
    queryFn: () => getMyOrders(page_number),
    placeholderData: keepPreviousData,
  });
}

export function useMyOrders(page_number: number) {
  return useQuery(myOrdersQueryOptions(page_number));
}

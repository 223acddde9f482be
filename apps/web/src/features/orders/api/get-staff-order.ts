import type { AdminOrder } from '@miao/contracts/orders';
import { queryKeys } from '@/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One order with its reward and invite ledger entries and webhook events. */
export function getStaffOrder(orderNo: string): Promise<AdminOrder> {
  return api.get<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderNo)}`);
}

export function staffOrderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders.staffDetail, orderNo],
    queryFn: () => getStaffOrder(orderNo),
  });
}

export function useStaffOrder(orderNo: string) {
  return useQuery(staffOrderQueryOptions(orderNo));
}

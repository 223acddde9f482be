import type { ProductSetting } from '@miao/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Every product setting, asked with the staff member's token: the server then answers
 * `private, no-cache` (decision 004), so an edit shows at once instead of after the public cache.
 */
export function getStaffProductSettings(): Promise<ProductSetting[]> {
  return api.get<ProductSetting[]>('/api/product-settings');
}

export function staffProductSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staff.productSettings,
    queryFn: getStaffProductSettings,
    staleTime: 0,
  });
}

export function useStaffProductSettings() {
  return useQuery(staffProductSettingsQueryOptions());
}

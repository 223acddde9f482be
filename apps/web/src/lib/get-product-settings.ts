import type { ProductSetting } from '@miao/contracts/products';
import { PRODUCT_SETTINGS_MAX_AGE_SECONDS } from '@miao/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Spec 3: every product's status, links, home and header placement for both modes. */
export function getProductSettings(): Promise<ProductSetting[]> {
  // Public and shown on every page: a failure falls back to the catalogue quietly, no toast.
  return api.get<ProductSetting[]>('/api/product-settings', { auth: false, toastErrors: false });
}

export function productSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.products.settings,
    queryFn: getProductSettings,
    staleTime: PRODUCT_SETTINGS_MAX_AGE_SECONDS * 1000,
  });
}

/**
 * The settings as the server has them. Pages are server-rendered without them, so callers render
 * from the catalogue until `data` arrives (features/products/lib/settings.ts).
 */
export function useProductSettings() {
  return useQuery(productSettingsQueryOptions());
}

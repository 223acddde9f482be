import type { ProductSetting, ProductSettingUpdate } from '@miao/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function updateProductSetting({
  code,
  data,
}: {
  code: string;
  data: ProductSettingUpdate;
}): Promise<ProductSetting> {
  return api.patch<ProductSetting>(`/api/product-settings/${encodeURIComponent(code)}`, data);
}

function replace(list: ProductSetting[] | undefined, setting: ProductSetting) {
  return list?.map((s) => (s.code === setting.code ? setting : s));
}

/**
 * Staff edit of one product. The site's own settings (home, header, landing buttons) read
 * `queryKeys.products.settings`: it gets the saved row the server answered, so the change shows in this
 * tab at once; other visitors read it from the server on their next load (no rebuild).
 */
export function useUpdateProductSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductSetting,
    onSuccess: (setting) => {
      queryClient.setQueryData<ProductSetting[]>(queryKeys.staff.productSettings, (list) =>
        replace(list, setting),
      );
      queryClient.setQueryData<ProductSetting[]>(queryKeys.products.settings, (list) =>
        replace(list, setting),
      );
    },
  });
}

import type { ProductSetting } from '@miao/contracts/products';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { HATSU, R4, stubApi } from '@/features/staff/testing/fixtures';
import { useUpdateProductSetting } from './update-product-setting';
import { queryKeys } from '@/lib/query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('useUpdateProductSetting', () => {
  it('puts the saved row into the site settings (home, header, landing buttons) and the staff list', async () => {
    stubApi({
      'PATCH /api/product-settings/cyberboard-r4': () => ({ ...R4, overseas_status: 'soldOut' }),
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.products.settings, [R4, HATSU]);
    client.setQueryData(queryKeys.staff.productSettings, [R4, HATSU]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateProductSetting(), { wrapper });
    result.current.mutate({ code: 'cyberboard-r4', data: { overseas_status: 'soldOut' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const key of [queryKeys.products.settings, queryKeys.staff.productSettings]) {
      const list = client.getQueryData<ProductSetting[]>(key)!;
      expect(list.map((s) => [s.code, s.overseas_status])).toEqual([
        ['cyberboard-r4', 'soldOut'],
        ['am-hatsu', 'soldOut'],
      ]);
    }
  });
});

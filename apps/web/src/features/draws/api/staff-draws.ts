import type { Page } from '@miao/contracts/common';
import type { DrawCreateBody, StaffDraw, StaffDrawDetail } from '@miao/contracts/draws';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

export function useStaffDraws(page: number) {
  return useQuery({
    queryKey: queryKeys.draws.staffList(page),
    queryFn: () =>
      api.get<Page<StaffDraw>>('/api/staff/draws', { params: { page_number: page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffDraw(slug: string | null) {
  return useQuery({
    queryKey: queryKeys.draws.staffDetail(slug ?? ''),
    queryFn: () => api.get<StaffDrawDetail>(`/api/staff/draws/${encodeURIComponent(slug!)}`),
    enabled: slug !== null,
  });
}

/** Defines a draw; refusals show in the form, not as toasts. */
export function useCreateDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawCreateBody) =>
      api.post<StaffDraw>('/api/staff/draws', body, { toastErrors: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.draws.staff }),
  });
}

/** The store uses a purchase-rights code. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{
        slug: string;
        order_no: string;
        redeemed_at: string;
        prize: { name_cn: string; name_en: string };
      }>('/api/staff/draws/redeem', { code }, { toastErrors: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.draws.staff }),
  });
}

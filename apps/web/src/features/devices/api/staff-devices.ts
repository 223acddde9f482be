import type { Page } from '@miao/contracts/common';
import type { AdminDevice, DeviceImportResult, DeviceSummary } from '@miao/contracts/devices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

export function deviceSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.devices.staffSummary,
    queryFn: () => api.get<DeviceSummary>('/api/admin/devices/summary'),
  });
}

export function useDeviceSummary() {
  return useQuery(deviceSummaryQueryOptions());
}

/** Devices whose SN begins with `sn` (all when empty), newest first, a page at a time. */
export function useStaffDevices(filters: { sn: string; page_number: number }) {
  return useQuery({
    queryKey: queryKeys.devices.staffList(filters),
    queryFn: () =>
      api.get<Page<AdminDevice>>('/api/admin/devices', { params: { ...filters, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV checked (dry run) or saved, all rows or none; errors show in the panel, not as toasts. */
export function useImportDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dry_run: boolean }) =>
      api.post<DeviceImportResult>('/api/admin/devices/import', input, { toastErrors: false }),
    onSuccess: (result) => {
      if (result.imported > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.devices.staff });
    },
  });
}

import type { Page } from '@miao/contracts/common';
import type { AuditRecord } from '@miao/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';

export interface AuditFilters {
  actor_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

export function getAuditLog(filters: AuditFilters, page_number: number): Promise<Page<AuditRecord>> {
  return api.get<Page<AuditRecord>>('/api/staff/audit', {
    params: { ...filters, page_number, page_size: STAFF_PAGE_SIZE },
  });
}

/** The CSV export of the same filters: a plain link, the browser downloads it (decision 009). */
export function auditCsvUrl(filters: AuditFilters): string {
  return buildUrl('/api/staff/audit.csv', { ...filters });
}

export function useAuditLog(filters: AuditFilters, page_number: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.staff.auditPage({ ...filters, page_number }),
      queryFn: () => getAuditLog(filters, page_number),
      placeholderData: keepPreviousData,
    }),
  );
}

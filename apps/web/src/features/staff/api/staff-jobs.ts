// Failed background jobs (decision 016): the list, retry, discard.
import type { Page } from '@miao/contracts/common';
import type { Job } from '@miao/contracts/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';

export function useFailedJobs(page_number: number) {
  return useQuery({
    queryKey: queryKeys.staff.jobsPage({ status: 'failed', page_number }),
    queryFn: () =>
      api.get<Page<Job>>('/api/staff/jobs', {
        params: { status: 'failed', page_number, page_size: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useJobAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'discard' }) =>
      action === 'retry' ? api.post(`/api/staff/jobs/${id}/retry`) : api.delete(`/api/staff/jobs/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.staff.jobs });
      void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
    },
  });
}

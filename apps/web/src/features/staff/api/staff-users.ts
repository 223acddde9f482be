// Members as staff see them (decision 025): search, one member, groups, deactivation.
import type { Page } from '@miao/contracts/common';
import type { StaffUserDetail, StaffUserSummary } from '@miao/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { STAFF_PAGE_SIZE } from '@/features/staff/utils/paging';

export function useStaffUsers(q: string, page_number: number) {
  return useQuery({
    queryKey: queryKeys.staff.usersPage({ q, page_number }),
    queryFn: () =>
      api.get<Page<StaffUserSummary>>('/api/staff/users', {
        params: { q, page_number, page_size: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffUser(id: number | null) {
  return useQuery({
    queryKey: queryKeys.staff.user(id ?? 0),
    queryFn: () => api.get<StaffUserDetail>(`/api/staff/users/${id}`),
    enabled: id !== null,
  });
}

export function useStaffGroups() {
  return useQuery({
    queryKey: queryKeys.staff.groups,
    queryFn: () =>
      api.get<{ results: { id: number; name: string; member_count: number }[] }>('/api/staff/groups'),
  });
}

export type UserChange =
  | { kind: 'deactivate'; reason: string }
  | { kind: 'reactivate' }
  | { kind: 'group'; groupId: number; member: boolean };

export function changeUser(id: number, change: UserChange): Promise<StaffUserDetail> {
  switch (change.kind) {
    case 'deactivate':
      return api.post(`/api/staff/users/${id}/deactivate`, { reason: change.reason });
    case 'reactivate':
      return api.post(`/api/staff/users/${id}/reactivate`);
    case 'group': {
      const path = `/api/staff/users/${id}/groups/${change.groupId}`;
      return change.member ? api.put(path) : api.delete(path);
    }
  }
}

export function useChangeUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => changeUser(id, change),
    onSuccess: (detail) => {
      client.setQueryData(queryKeys.staff.user(id), detail);
      void client.invalidateQueries({ queryKey: queryKeys.staff.users });
      void client.invalidateQueries({ queryKey: queryKeys.staff.groups });
      void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
    },
  });
}

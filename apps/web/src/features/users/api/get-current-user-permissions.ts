import type { CurrentUserPermissions, Permission } from '@miao/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getCurrentUserPermissions(): Promise<CurrentUserPermissions> {
  return api.get<CurrentUserPermissions>('/api/permission/current-user');
}

export function currentUserPermissionsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.permissions.currentUser, queryFn: getCurrentUserPermissions });
}

export function useCurrentUserPermissions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...currentUserPermissionsQueryOptions(), enabled });
}

/** Spec 6: a permission counts when the server lists its action with status allow. */
export function hasPermission(list: CurrentUserPermissions | undefined, permission: Permission): boolean {
  const [resource, action] = permission.split('.');
  return !!list?.some(
    (entry) =>
      entry.name === resource && entry.items.some((i) => i.action === action && i.status === 'allow'),
  );
}

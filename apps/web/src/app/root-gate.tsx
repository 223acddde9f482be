import type { ReactNode } from 'react';
import { useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useGroups } from '@/features/users/api/get-groups';
import { useMe } from '@/features/users/api/get-me';
import { useMyGroups } from '@/features/users/api/get-my-groups';
import { useSession } from '@/lib/session';

/**
 * Spec 4: once the sign-in check passes, load the user, permissions, groups and own groups.
 * The check itself is synchronous (cookies and the server's flag), so nothing waits for it and
 * the server-rendered page is never blanked; task categories, tags, chains and notifications
 * join here with their issues.
 */
export function RootGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const enabled = status === 'signed-in';
  useMe({ enabled });
  useCurrentUserPermissions({ enabled });
  useGroups({ enabled });
  useMyGroups({ enabled });
  return <>{children}</>;
}

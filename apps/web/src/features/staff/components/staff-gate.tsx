import type { ReactNode } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError } from '@/lib/api-client';
import { LockIcon } from '@/components/icons/line-icons';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useTranslation } from '@/lib/use-translation';

/** Staff are the members holding admin.access (decision 003: the `internal staff` group). */
export const STAFF_PERMISSION = 'admin.access';

/** Whether the signed-in user is staff; undefined while the permissions load. */
export function useIsStaff({ enabled }: { enabled: boolean }) {
  const permissions = useCurrentUserPermissions({ enabled });
  return {
    permissions,
    isStaff: permissions.data ? hasPermission(permissions.data, STAFF_PERMISSION) : undefined,
  };
}

/** What a member who is not staff sees instead of the console (the server refuses them anyway). */
export function NoStaffPermission() {
  const { t } = useTranslation();
  return (
    <section className="card staff-denied" aria-labelledby="staff-denied-title">
      <span className="staff-denied__icon" aria-hidden="true">
        <LockIcon />
      </span>
      <h2 id="staff-denied-title" className="staff-denied__title">
        {t('staff.denied.title')}
      </h2>
      <p className="staff-denied__body">{t('staff.denied.body')}</p>
      <LocalLink to="/user-center/" className="button button--secondary">
        {t('staff.denied.back')}
      </LocalLink>
    </section>
  );
}

/** Shows `children` to staff only; others read that they have no permission. Needs a signed-in user. */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { permissions, isStaff } = useIsStaff({ enabled: true });
  // The server renders the skeleton (it has no permissions at hand); while hydrating, so does the
  // browser even if the permissions have already arrived (another part of the page may have asked
  // for them first), else the markup would not match the server's.
  const hydrated = useHydrated();
  if (!hydrated || permissions.isPending) return <Skeleton lines={5} />;
  if (permissions.isError) {
    return (
      <ErrorState
        message={
          permissions.error instanceof ApiError ? permissions.error.displayMessage : t('common.loadFailed')
        }
        onRetry={() => void permissions.refetch()}
      />
    );
  }
  return isStaff ? <>{children}</> : <NoStaffPermission />;
}

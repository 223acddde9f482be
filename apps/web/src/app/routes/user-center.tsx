import { LocalLink } from '@/components/ui/local-link';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useSignOut } from '@/features/auth/api/sign-out';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { BalanceCard } from '@/features/coin/components/balance-card';
import { BalanceChart } from '@/features/coin/components/balance-chart';
import { BalanceHistory } from '@/features/coin/components/balance-history';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences';
import { InviteCard } from '@/features/orders/components/invite-card';
import { MyOrdersCard } from '@/features/orders/components/my-orders-card';
import { MyNumbersCard } from '@/features/numbers/components/my-numbers-card';
import '@/features/orders/orders.css';
import { StaffConsoleLink } from '@/features/staff/components/staff-console-link';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';
import { useMe } from '@/features/users/api/get-me';
import { ProfileCard } from '@/features/users/components/profile-card';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

function UserCenter() {
  const { t } = useTranslation();
  const { language, prefix } = useLanguage();
  const me = useMe({ enabled: true });
  const signOut = useSignOut(prefix);

  if (me.isPending)
    return (
      <div className="session-pending">
        <Skeleton lines={5} />
      </div>
    );
  if (me.isError) {
    const message = me.error instanceof ApiError ? me.error.displayMessage : t('common.loadFailed');
    return <ErrorState message={message} onRetry={() => void me.refetch()} />;
  }
  return (
    <div className="stack">
      <ProfileCard
        profile={me.data}
        language={language}
        actions={
          <>
            <LocalLink to="/user-edit/" className="button button--primary">
              {t('route.userEdit')}
            </LocalLink>
            <StaffConsoleLink />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {t('common.signOut')}
            </button>
          </>
        }
      />
      <BalanceCard />
      <BalanceChart />
      <BalanceHistory />
      <MyTasksCard />
      <MyOrdersCard />
      <MyNumbersCard />
      <InviteCard />
      <NotificationList />
      <NotificationPreferencesCard />
    </div>
  );
}

export function UserCenterRoute() {
  return (
    <div className="page page--narrow">
      <RequireSignIn>
        <UserCenter />
      </RequireSignIn>
    </div>
  );
}

export { UserCenterRoute as Component };

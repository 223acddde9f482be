import { useTranslation } from 'react-i18next';
import { BellIcon, CoinIcon } from '../../components/icons/ui-icons';
import { LocalLink } from '../../components/ui/local-link';
import { ComingSoonCard, ErrorState, Skeleton } from '../../components/ui/state-panels';
import { useSignOut } from '../../features/auth/api/sign-out';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { useMe } from '../../features/users/api/get-me';
import { ProfileCard } from '../../features/users/components/profile-card';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';

function UserCenter() {
  const { t } = useTranslation();
  const { language, prefix } = useLanguage();
  const me = useMe({ enabled: true });
  const signOut = useSignOut(prefix);

  if (me.isPending) return <Skeleton lines={5} />;
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
      <div className="grid-2">
        <ComingSoonCard icon={<CoinIcon />} title={t('user.balanceTitle')} body={t('user.balanceComing')} />
        <ComingSoonCard
          icon={<BellIcon />}
          title={t('user.notificationsTitle')}
          body={t('user.notificationsComing')}
        />
      </div>
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

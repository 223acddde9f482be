import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { AvatarUploader } from '@/features/uploads/components/avatar-uploader';
import { useMe } from '@/features/users/api/get-me';
import { ProfileEditForm } from '@/features/users/components/profile-edit-form';
import { displayName } from '@/features/users/components/user-name';
import { useLocalPath } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

function UserEdit() {
  const { t } = useTranslation();
  const me = useMe({ enabled: true });
  const navigate = useNavigate();
  const localPath = useLocalPath();

  if (me.isPending) return <Skeleton lines={4} />;
  if (me.isError) {
    const message = me.error instanceof ApiError ? me.error.displayMessage : t('common.loadFailed');
    return <ErrorState message={message} onRetry={() => void me.refetch()} />;
  }
  const name = displayName(me.data.nickname, t('common.anonymous'));
  return (
    <ProfileEditForm
      profile={me.data}
      renderAvatarInput={(input) => <AvatarUploader {...input} alt={t('user.avatarAlt', { name })} />}
      onSaved={() => {
        toast.success(t('user.saved'));
        void navigate(localPath('/user-center/'));
      }}
      onCancel={() => void navigate(localPath('/user-center/'))}
    />
  );
}

export function UserEditRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <LocalLink to="/user-center/" className="back-link">
        <ArrowLeftIcon /> {t('user.backToCenter')}
      </LocalLink>
      <h1 className="page__title">{t('route.userEdit')}</h1>
      <RequireSignIn>
        <UserEdit />
      </RequireSignIn>
    </div>
  );
}

export { UserEditRoute as Component };

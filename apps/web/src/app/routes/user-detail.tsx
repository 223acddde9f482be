import { useParams } from 'react-router';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useUser } from '@/features/users/api/get-user';
import { UserDetailView } from '@/features/users/components/user-detail-view';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

export function UserDetailRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const user = useUser(id);
  const valid = Number.isInteger(id) && id > 0;

  let body;
  if (!valid || (user.isError && user.error instanceof ApiError && user.error.status === 404)) {
    body = (
      <EmptyState
        action={
          <LocalLink to="/dao/" className="button button--secondary">
            {t('user.browseCommunity')}
          </LocalLink>
        }
      >
        {t('user.notFound')}
      </EmptyState>
    );
  } else if (user.isPending) {
    body = <Skeleton lines={4} />;
  } else if (user.isError) {
    const message = user.error instanceof ApiError ? user.error.displayMessage : t('common.loadFailed');
    body = <ErrorState message={message} onRetry={() => void user.refetch()} />;
  } else {
    body = <UserDetailView user={user.data} language={language} />;
  }
  return <div className="page page--narrow">{body}</div>;
}

export { UserDetailRoute as Component };

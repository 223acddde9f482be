import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { useTaskCategories } from '@/features/tasks/api/get-task-categories';
import { BatchCreateTable } from '@/features/tasks/components/batch-create-table';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/** Staff only (admin.access): others see that they have no permission. */
function BatchGate() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const permissions = useCurrentUserPermissions({ enabled: true });
  const categories = useTaskCategories(true);

  if (permissions.isPending) return <Skeleton lines={5} />;
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
  if (!hasPermission(permissions.data, 'admin.access')) {
    return (
      <EmptyState
        action={
          <LocalLink to="/dao/" className="button button--secondary">
            {t('tasks.detail.backToBoard')}
          </LocalLink>
        }
      >
        {t('tasks.batch.noPermission')}
      </EmptyState>
    );
  }
  return <BatchCreateTable categories={categories.data?.results ?? []} language={language} />;
}

/** /task-batch-create/: many tasks at once, all or none (staff). */
export function TaskBatchCreateRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--batch">
      <LocalLink to="/dao/" className="back-link">
        <ArrowLeftIcon /> {t('tasks.detail.back')}
      </LocalLink>
      <h1 className="page__title">{t('route.taskBatchCreate')}</h1>
      <p className="page__lead">{t('tasks.batch.lead')}</p>
      <RequireSignIn>
        <BatchGate />
      </RequireSignIn>
    </div>
  );
}

export { TaskBatchCreateRoute as Component };

import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useTask } from '@/features/tasks/api/get-task';
import { TaskDetailView } from '@/features/tasks/components/task-detail-view';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useMe } from '@/features/users/api/get-me';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { splitLanguagePrefix } from '@/lib/language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="task-detail task-detail--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="task-detail__layout" aria-hidden="true">
        <div className="task-detail__main">
          <div className="card task-detail__article">
            <div className="task-cover task-detail__cover skeleton__line" />
            <div className="task-detail__head skeleton">
              <span className="skeleton__line" style={{ width: '30%' }} />
              <span className="skeleton__line" style={{ width: '80%', height: '2rem' }} />
              <span className="skeleton__line" style={{ width: '55%' }} />
              <span className="skeleton__line" style={{ width: '95%' }} />
              <span className="skeleton__line" style={{ width: '90%' }} />
            </div>
          </div>
        </div>
        <div className="task-detail__side">
          <div className="card skeleton">
            <span className="skeleton__line" style={{ width: '50%' }} />
            <span className="skeleton__line" style={{ width: '70%', height: '2rem' }} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** /dao/{id}/ and /tasks/{id}/ (spec 2): one task, fetched in the browser. */
export function TaskDetailRoute() {
  const { t } = useTranslation();
  const { language, prefix } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const basePath = splitLanguagePrefix(location.pathname).rest.startsWith('/tasks/') ? '/tasks' : '/dao';
  const signedIn = useSession().status === 'signed-in';
  const task = useTask(id, { enabled: valid });
  const me = useMe({ enabled: signedIn });
  const permissions = useCurrentUserPermissions({ enabled: signedIn });
  // titled by the task once it arrives (a page opened in the browser; the server's render has it already)
  const title = task.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  let body;
  if (!valid || (task.isError && task.error instanceof ApiError && task.error.status === 404)) {
    // spec 8: a deleted task and one the viewer may not see answer the same
    body = (
      <EmptyState
        action={
          <LocalLink to={`${basePath}/`} className="button button--secondary">
            {t('tasks.detail.backToBoard')}
          </LocalLink>
        }
      >
        {t('tasks.detail.inaccessible')}
      </EmptyState>
    );
  } else if (task.isPending) {
    body = <DetailSkeleton />;
  } else if (task.isError) {
    body = (
      <ErrorState
        message={task.error instanceof ApiError ? task.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void task.refetch()}
      />
    );
  } else {
    body = (
      <TaskDetailView
        task={task.data}
        viewer={{
          id: me.data?.id,
          signedIn,
          canSeeMentions: hasPermission(permissions.data, 'user.retrieve'),
          isStaff: hasPermission(permissions.data, 'admin.access'),
          canPin: hasPermission(permissions.data, 'task.pin'),
        }}
        language={language}
        basePath={basePath}
        signInHref={signInHref(prefix, `${location.pathname}${location.search}`)}
        onDeleted={() => void navigate(`${prefix}${basePath}/`, { replace: true })}
      />
    );
  }
  return <div className="page task-page">{body}</div>;
}

export { TaskDetailRoute as Component };

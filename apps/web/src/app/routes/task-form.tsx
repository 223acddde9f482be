import type { TaskDetail } from '@miao/contracts/tasks';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { useBalance } from '@/features/coin/api/get-balance';
import { useChains } from '@/features/coin/api/get-chains';
import { useTask } from '@/features/tasks/api/get-task';
import { useTaskCategories } from '@/features/tasks/api/get-task-categories';
import { useTaskTags } from '@/features/tasks/api/get-task-tags';
import { TaskForm } from '@/features/tasks/components/task-form';
import { emptyTaskForm, taskToForm } from '@/features/tasks/utils/task-form';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useMe } from '@/features/users/api/get-me';
import { useLanguage, useLocalPath } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

function errorText(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.displayMessage : fallback;
}

/** Loads what the form needs (categories, tags, coin types, balance, and the task when editing). */
function TaskFormLoader({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const me = useMe({ enabled: true });
  const permissions = useCurrentUserPermissions({ enabled: true });
  const categories = useTaskCategories(true);
  const tags = useTaskTags();
  const chains = useChains();
  const balance = useBalance();
  const task = useTask(id ?? 0, { enabled: editing });

  if (editing && task.isError && task.error instanceof ApiError && task.error.status === 404) {
    return (
      <EmptyState
        action={
          <LocalLink to="/dao/" className="button button--secondary">
            {t('tasks.detail.backToBoard')}
          </LocalLink>
        }
      >
        {t('tasks.detail.inaccessible')}
      </EmptyState>
    );
  }
  const needed = [categories, chains, me, ...(editing ? [task] : [])];
  const failed = needed.find((q) => q.isError);
  if (failed)
    return (
      <ErrorState
        message={errorText(failed.error, t('common.loadFailed'))}
        onRetry={() => void failed.refetch()}
      />
    );
  if (needed.some((q) => q.isPending) || (editing && !task.data) || !me.data) return <Skeleton lines={6} />;

  const isStaff = hasPermission(permissions.data, 'admin.access');
  if (editing && task.data && task.data.user_id !== me.data.id && !isStaff) {
    return (
      <EmptyState
        action={
          <LocalLink to={`/dao/${id}/`} className="button button--secondary">
            {t('tasks.form.backToTask')}
          </LocalLink>
        }
      >
        {t('tasks.form.notYours')}
      </EmptyState>
    );
  }

  const chainList = chains.data?.results ?? [];
  const done = (saved: TaskDetail) => void navigate(localPath(`/dao/${saved.id}/`));
  return (
    <TaskForm
      key={editing ? `edit-${id}` : 'create'}
      mode={editing ? 'edit' : 'create'}
      // read once when the form mounts: a new task starts now, in the page's language
      initial={editing && task.data ? taskToForm(task.data) : emptyTaskForm(language, Date.now())}
      task={task.data}
      categories={categories.data?.results ?? []}
      tags={tags.data?.results ?? []}
      chains={chainList.length ? chainList : [{ id: 1, coin_name: 'MIAO COIN' }]}
      balanceOf={(coinTypeId) =>
        balance.data ? (balance.data.count_list.find((c) => c.coin_id === coinTypeId)?.count ?? 0) : undefined
      }
      language={language}
      canMention={hasPermission(permissions.data, 'user.retrieve')}
      onSaved={done}
      onCancel={() => void navigate(localPath(editing ? `/dao/${id}/` : '/dao/'))}
    />
  );
}

/** /task-create/ and /task-create/{id}/ (spec 2): create or edit a task; members only. */
export function TaskFormRoute() {
  const { t } = useTranslation();
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  return (
    <div className="page page--task-form">
      <LocalLink to={id ? `/dao/${id}/` : '/dao/'} className="back-link">
        <ArrowLeftIcon /> {id ? t('tasks.form.backToTask') : t('tasks.detail.back')}
      </LocalLink>
      <h1 className="page__title">{t(id === undefined ? 'route.taskCreate' : 'route.taskEdit')}</h1>
      <RequireSignIn>
        {valid ? <TaskFormLoader id={id} /> : <EmptyState>{t('tasks.detail.inaccessible')}</EmptyState>}
      </RequireSignIn>
    </div>
  );
}

export { TaskFormRoute as Component };

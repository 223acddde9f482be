import { useId, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { LocalLink } from '@/components/ui/local-link';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/hooks/use-language';
import { useBatchDeleteTasks } from '@/features/tasks/api/batch-delete-tasks';
import { useTaskRecord } from '@/features/tasks/api/get-task-record';
import { useTranslation } from '@/lib/use-translation';

/**
 * Issue 17, user center: the member's task record (tasks sponsored, votes cast, the latest tasks)
 * and batch delete of their own tasks, after a confirmation; what is left of each pool is refunded.
 */
export function MyTasksCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const record = useTaskRecord();
  const remove = useBatchDeleteTasks();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);

  let body;
  if (record.isPending) body = <Skeleton lines={3} />;
  else if (record.isError)
    body = (
      <ErrorState
        message={record.error instanceof ApiError ? record.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void record.refetch()}
      />
    );
  else {
    const { tasks, created_count, vote_count } = record.data;
    const toggle = (id: number) =>
      setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
    const confirm = () =>
      remove.mutate(selected, {
        onSuccess: (answer) => {
          toast.success(t('tasks.record.deleted', { count: answer.count }));
          setSelected([]);
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      });
    body = (
      <>
        <dl className="my-tasks__stats">
          <div>
            <dt>{t('tasks.record.created')}</dt>
            <dd className="mono">{created_count}</dd>
          </div>
          <div>
            <dt>{t('tasks.record.votes')}</dt>
            <dd className="mono">{vote_count}</dd>
          </div>
        </dl>
        {tasks.length === 0 ? (
          <EmptyState>{t('tasks.record.empty')}</EmptyState>
        ) : (
          <ul className="my-tasks__list">
            {tasks.map((task) => (
              <li key={task.id} className="my-tasks__item">
                <input
                  type="checkbox"
                  className="check"
                  id={`${titleId}-${task.id}`}
                  checked={selected.includes(task.id)}
                  onChange={() => toggle(task.id)}
                  aria-label={t('tasks.record.select', { title: task.title })}
                />
                <LocalLink to={`/dao/${task.id}/`} className="my-tasks__title">
                  {task.title}
                </LocalLink>
                <span className={`tag tag--${task.status}`}>{t(`tasks.status.${task.status}`)}</span>
                <time className="my-tasks__time" dateTime={task.create_time}>
                  {formatDate(task.create_time, language, 'YYYY-MM-DD')}
                </time>
              </li>
            ))}
          </ul>
        )}
        {selected.length > 0 ? (
          <div className="my-tasks__actions" role="group" aria-label={t('tasks.record.actions')}>
            {confirming ? (
              <>
                <p className="my-tasks__confirm" role="alert">
                  {t('tasks.record.confirm', { count: selected.length })}
                </p>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={confirm}
                  disabled={remove.isPending}
                >
                  {t('tasks.record.confirmDelete')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setConfirming(false)}
                >
                  {t('common.cancel')}
                </button>
              </>
            ) : (
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                {t('tasks.record.deleteSelected', { count: selected.length })}
              </button>
            )}
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className="card my-tasks" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('tasks.record.title')}
      </h2>
      {body}
    </section>
  );
}

import { LocalLink } from '@/components/ui/local-link';
import { useTaskCategories } from '@/features/tasks/api/get-task-categories';
import { useTaskTags } from '@/features/tasks/api/get-task-tags';
import { PlusIcon } from '@/components/icons/line-icons';
import { TaskListView } from '@/features/tasks/components/task-list-view';
import { useTaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { usePageHandle } from '@/app/use-page-info';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/** /dao/ and /tasks/ (spec 2): the community task board. */
export function TaskListRoute() {
  const { t } = useTranslation();
  const kind = usePageHandle().slug === 'tasks' ? 'tasks' : 'dao';
  const { language, prefix } = useLanguage();
  const mobile = useIsMobile();
  const signedIn = useSession().status === 'signed-in';
  const { params, filters, update } = useTaskListParams(language, signedIn);
  const categories = useTaskCategories(signedIn).data?.results ?? [];
  const tags = useTaskTags().data?.results ?? [];

  // Signed out, the create button goes through sign-in and comes back to the form (spec 6).
  const createAction = signedIn ? (
    <LocalLink to="/task-create/" className="button button--primary">
      <PlusIcon /> {t('tasks.list.create')}
    </LocalLink>
  ) : (
    <a href={signInHref(prefix, `${prefix}/task-create/`)} className="button button--primary">
      <PlusIcon /> {t('tasks.list.create')}
    </a>
  );

  return (
    <div className="page task-board">
      <header className="task-board__head">
        <div className="task-board__intro">
          <p className="eyebrow">{t('tasks.list.eyebrow')}</p>
          <h1 className="task-board__title">{t(kind === 'dao' ? 'route.dao' : 'route.tasks')}</h1>
          <p className="task-board__lead">{t('tasks.list.lead')}</p>
        </div>
        {createAction}
      </header>
      <TaskListView
        params={params}
        filters={filters}
        update={update}
        categories={categories}
        tags={tags}
        language={language}
        mobile={mobile}
        basePath={kind === 'dao' ? '/dao' : '/tasks'}
        createAction={createAction}
        signedIn={signedIn}
      />
    </div>
  );
}

export { TaskListRoute as Component };

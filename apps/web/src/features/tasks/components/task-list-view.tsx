import { TASK_LIST_PAGE_SIZES } from '@miao/contracts/limits';
import { TASK_LANGUAGES, type TaskLanguage } from '@miao/contracts/task-rules';
import type { TaskCategory, TaskTag } from '@miao/contracts/tasks';
import { useId, useRef, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { categoryName } from '@/features/tasks/api/get-task-categories';
import { hashTag, tagName } from '@/features/tasks/api/get-task-tags';
import type { TaskListFilters } from '@/features/tasks/api/get-tasks';
import type { TaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { useTaskList } from '@/features/tasks/hooks/use-task-list';
import { TagGroupFilter } from './tag-group-filter';
import { TaskBoardControls, TaskSortSelect } from './task-board-controls';
import { TaskCard, TaskCardSkeleton } from './task-card';
import { Pagination } from '@/components/ui/pagination';
import { useTranslation } from '@/lib/use-translation';

const SKELETON_CARDS = 6;

/** Language, category and page size above the grid; tag chips below them (spec 2, /dao/?tag_ids=). */
function TaskFilters(props: {
  params: TaskListParams;
  update: (change: Partial<TaskListParams>) => void;
  categories: readonly TaskCategory[];
  tags: readonly TaskTag[];
  language: Language;
}) {
  const { t } = useTranslation();
  const { params, update, language } = props;
  const categoryId = useId();
  const sizeId = useId();
  return (
    <div className="task-filters">
      <div className="task-filters__row">
        <fieldset className="segmented" aria-label={t('tasks.list.language')}>
          <legend className="visually-hidden">{t('tasks.list.language')}</legend>
          {TASK_LANGUAGES.map((lang) => (
            <label key={lang} className={`segmented__item${params.language === lang ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="task-language"
                className="visually-hidden"
                value={lang}
                checked={params.language === lang}
                onChange={() => update({ language: lang as TaskLanguage })}
              />
              {t(`tasks.languages.${lang}`)}
            </label>
          ))}
        </fieldset>
        <div className="task-filters__selects">
          <TaskSortSelect ordering={params.ordering} update={update} />
          <label className="task-filters__field task-filters__field--category" htmlFor={categoryId}>
            <span className="task-filters__label">{t('tasks.list.category')}</span>
            <select
              id={categoryId}
              className="input task-filters__select"
              value={params.categoryId ?? ''}
              onChange={(e) => update({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('tasks.list.allCategories')}</option>
              {props.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryName(c, language)}
                </option>
              ))}
            </select>
          </label>
          <label className="task-filters__field" htmlFor={sizeId}>
            <span className="task-filters__label">{t('tasks.list.pageSize')}</span>
            <select
              id={sizeId}
              className="input task-filters__select task-filters__select--size"
              value={params.pageSize}
              onChange={(e) => update({ pageSize: Number(e.target.value) })}
            >
              {TASK_LIST_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('tasks.list.perPage', { size })}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <TagGroupFilter
        tagIds={params.tagIds}
        tags={props.tags}
        language={language}
        onChange={(tagIds) => update({ tagIds })}
      />
      {props.tags.length ? (
        <div className="task-filters__tags" role="group" aria-label={t('tasks.list.tags')}>
          {props.tags.map((tag) => {
            const on = params.tagIds.includes(tag.id);
            return (
              <button
                key={tag.id}
                type="button"
                className={`task-chip task-chip--filter${on ? ' is-active' : ''}`}
                aria-pressed={on}
                onClick={() =>
                  update({
                    tagIds: on ? params.tagIds.filter((id) => id !== tag.id) : [...params.tagIds, tag.id],
                  })
                }
              >
                {hashTag(tagName(tag, language))}
              </button>
            );
          })}
          {params.tagIds.length ? (
            <button type="button" className="task-filters__clear" onClick={() => update({ tagIds: [] })}>
              {t('tasks.list.clearTags')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The task board: filters, a grid of cards (one column on mobile) and paging. Desktop pages
 * replace the grid; mobile appends with "load more". Nothing is fetched on the server, so it and
 * the first browser render both show the skeleton.
 */
export function TaskListView(props: {
  params: TaskListParams;
  filters: TaskListFilters;
  update: (change: Partial<TaskListParams>) => void;
  categories: readonly TaskCategory[];
  tags: readonly TaskTag[];
  language: Language;
  mobile: boolean;
  basePath: '/dao' | '/tasks';
  /** The create button's link (the sign-in page when signed out). */
  createAction: ReactNode;
  /** Members also get "mine" and "subscribed" (issue 18). */
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const { params, update, language, mobile } = props;
  const gridTop = useRef<HTMLDivElement>(null);
  const list = useTaskList(props.filters, { mobile, page: params.page });
  const filtered =
    params.tagIds.length > 0 ||
    params.categoryId !== undefined ||
    params.q !== '' ||
    params.scope !== undefined;

  const changePage = (page: number) => {
    update({ page });
    // the new page replaces the list: bring its top back into view
    const top = gridTop.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) gridTop.current?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (list.isPending) {
    body = (
      <div className="task-grid" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <TaskCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState
        message={list.error instanceof ApiError ? list.error.displayMessage : t('common.loadFailed')}
        onRetry={list.retry}
      />
    );
  } else if (list.tasks.length === 0) {
    body = filtered ? (
      <EmptyState
        action={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => update({ tagIds: [], categoryId: undefined, q: '', scope: undefined })}
          >
            {t('tasks.list.clearFilters')}
          </button>
        }
      >
        {params.q
          ? t('tasks.board.noMatch', { q: params.q })
          : params.scope
            ? t(`tasks.board.empty.${params.scope}`)
            : t('tasks.list.emptyFiltered')}
      </EmptyState>
    ) : (
      <EmptyState action={props.createAction}>{t('tasks.list.empty')}</EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={`task-grid${list.isStale ? ' is-stale' : ''}`} aria-busy={list.isFetching}>
          {list.tasks.map((task, index) => (
            <li key={task.id}>
              {/* the first card's cover is the board's largest content in the first screen: lazily,
                  it waited for layout (2.3 s of a phone's Largest Contentful Paint) */}
              <TaskCard task={task} language={language} basePath={props.basePath} priority={index === 0} />
            </li>
          ))}
        </ul>
        {mobile ? (
          list.hasMore || list.loadMoreFailed ? (
            <div className="task-board__more">
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={list.loadMore}
                disabled={list.isLoadingMore}
              >
                {list.isLoadingMore ? t('common.loading') : t('tasks.list.loadMore')}
              </button>
            </div>
          ) : (
            <p className="task-board__end">{t('tasks.list.allShown')}</p>
          )
        ) : list.pageCount > 1 ? (
          <Pagination
            label={t('tasks.list.pages')}
            className="task-pager"
            page={Math.min(params.page, list.pageCount)}
            pageCount={list.pageCount}
            onChange={changePage}
            disabled={list.isStale}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <TaskBoardControls params={params} update={update} signedIn={props.signedIn ?? false} />
      <TaskFilters
        params={params}
        update={update}
        categories={props.categories}
        tags={props.tags}
        language={language}
      />
      <div ref={gridTop} className="task-board__count" aria-live="polite">
        {list.isPending || list.isError ? '\u00a0' : t('tasks.list.count', { count: list.count })}
      </div>
      {body}
    </>
  );
}

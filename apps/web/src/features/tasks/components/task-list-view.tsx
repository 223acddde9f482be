import type { TaskCategory, TaskTag } from '@miao/contracts/tasks';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import type { TaskListFilters } from '@/features/tasks/api/get-tasks';
import type { TaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { useTaskList } from '@/features/tasks/hooks/use-task-list';
import { TaskBoardControls } from './task-board-controls';
import {
  activeBoardFilters,
  ActiveFilterChips,
  TaskFilterButton,
  TaskFilters,
  TaskFilterSheet,
} from './task-board-filters';
import { TaskCard, TaskCardSkeleton } from './task-card';
import { Pagination } from '@/components/ui/pagination';
import { useTranslation } from '@/lib/use-translation';

const SKELETON_CARDS = 6;

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
  const [sheetOpen, setSheetOpen] = useState(false);
  // one identity: the dialog moves focus to itself whenever its onClose changes
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const list = useTaskList(props.filters, { mobile, page: params.page });
  const signedIn = props.signedIn ?? false;
  const filterProps = {
    params,
    update,
    categories: props.categories,
    tags: props.tags,
    language,
    signedIn,
  };
  const active = activeBoardFilters(filterProps, t);
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
      <TaskBoardControls
        params={params}
        update={update}
        filterButton={<TaskFilterButton count={active.length} onOpen={() => setSheetOpen(true)} />}
      />
      <ActiveFilterChips filters={active} update={update} language={language} />
      {/* issue 35: inline from 1000 px; under it (CSS) the same filters open in the sheet */}
      <div className="task-board__inline-filters">
        <TaskFilters {...filterProps} />
      </div>
      {sheetOpen ? (
        <TaskFilterSheet
          {...filterProps}
          activeCount={active.length}
          resultCount={list.isPending || list.isError ? undefined : list.count}
          onClose={closeSheet}
        />
      ) : null}
      <div ref={gridTop} className="task-board__count" aria-live="polite">
        {list.isPending || list.isError ? '\u00a0' : t('tasks.list.count', { count: list.count })}
      </div>
      {body}
    </>
  );
}

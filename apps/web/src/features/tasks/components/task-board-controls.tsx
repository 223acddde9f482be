import { TASK_SEARCH_DEBOUNCE_MS, TASK_SEARCH_MAX } from '@miao/contracts/limits';
import { TASK_LIST_FILTERS, TASK_ORDERINGS, type TaskListFilter } from '@miao/contracts/task-rules';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SearchIcon } from '@/components/icons/line-icons';
import type { TaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { useTranslation } from '@/lib/use-translation';

/** The search box: asks once typing pauses, and follows the address (back button, shared link). */
function TaskSearch(props: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(props.value);
  const { onSearch } = props;
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // the address changed by itself (back, a link): show its search, unless it is what is typed
  useEffect(() => {
    setText((typed) => (typed.trim() === props.value ? typed : props.value));
  }, [props.value]);

  useEffect(() => {
    if (text.trim() === props.value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), TASK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, props.value]);

  return (
    <form
      className="task-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== props.value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('tasks.board.search')}
      </label>
      <SearchIcon className="task-search__icon" />
      <input
        id={id}
        type="search"
        className="input task-search__input"
        value={text}
        maxLength={TASK_SEARCH_MAX}
        placeholder={t('tasks.board.searchPlaceholder')}
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

/**
 * Issue 18: search above the board and (for members) "mine" / "subscribed". Every choice is in the
 * address (use-task-list-params), so the board can be shared and survives a reload. Issue 35: the
 * Filter button (phones) sits beside the search, the scope moved into the filters.
 */
export function TaskBoardControls(props: {
  params: TaskListParams;
  update: (change: Partial<TaskListParams>) => void;
  filterButton?: ReactNode;
}) {
  const { params, update } = props;
  return (
    <div className="task-board-controls">
      <TaskSearch value={params.q} onSearch={(q) => update({ q })} />
      {props.filterButton}
    </div>
  );
}

/** All tasks, started by me, subscribed (issue 18; members only). */
export function TaskScopeTabs(props: {
  scope: TaskListFilter | undefined;
  update: (change: Partial<TaskListParams>) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const scopes: (TaskListFilter | undefined)[] = [undefined, ...TASK_LIST_FILTERS];
  return (
    <div className="task-board-controls__row">
      <fieldset className="segmented task-board-controls__scope">
        <legend className="visually-hidden">{t('tasks.board.scope')}</legend>
        {scopes.map((scope) => (
          <label
            key={scope ?? 'all'}
            className={`segmented__item${props.scope === scope ? ' is-active' : ''}`}
          >
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={scope ?? 'all'}
              checked={props.scope === scope}
              onChange={() => props.update({ scope })}
            />
            {t(`tasks.board.scopes.${scope ?? 'all'}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * The board's order (issue 18): on the filter row beside category and page size, not on a row of
 * its own.
 */
export function TaskSortSelect(props: {
  ordering: TaskListParams['ordering'];
  update: (change: Partial<TaskListParams>) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <label className="task-filters__field" htmlFor={sortId}>
      <span className="task-filters__label">{t('tasks.board.sort')}</span>
      <select
        id={sortId}
        className="input task-filters__select"
        value={props.ordering}
        onChange={(e) => props.update({ ordering: e.target.value as TaskListParams['ordering'] })}
      >
        {TASK_ORDERINGS.map((ordering) => (
          <option key={ordering} value={ordering}>
            {t(`tasks.board.orderings.${ordering}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

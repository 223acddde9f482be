import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES } from '@miao/contracts/limits';
import { TASK_LANGUAGES, type TaskLanguage } from '@miao/contracts/task-rules';
import type { TaskCategory, TaskTag } from '@miao/contracts/tasks';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon, Line, type IconProps } from '@/components/icons/ui-icons';
import type { Language } from '@/lib/language';
import { categoryName } from '@/features/tasks/api/get-task-categories';
import { hashTag, tagName } from '@/features/tasks/api/get-task-tags';
import type { TaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import type { Translate } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { TagGroupFilter } from './tag-group-filter';
import { TaskScopeTabs, TaskSortSelect } from './task-board-controls';

type Update = (change: Partial<TaskListParams>) => void;

interface FilterProps {
  params: TaskListParams;
  update: Update;
  categories: readonly TaskCategory[];
  tags: readonly TaskTag[];
  /** The page's language: the board's default task language. */
  language: Language;
  signedIn: boolean;
}

const FilterIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Line>
);

/** One filter that differs from the board's default, and the change that takes it away. */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: Partial<TaskListParams>;
}

/**
 * Issue 35 item 4: what the sheet sets away from the default, one chip each (every tag its own).
 * The search stays on screen beside the Filter button, so it is not one of them.
 */
export function activeBoardFilters(
  props: Pick<FilterProps, 'params' | 'categories' | 'tags' | 'language'>,
  t: Translate,
): ActiveFilter[] {
  const { params, language } = props;
  const chips: ActiveFilter[] = [];
  if (params.scope)
    chips.push({
      key: 'scope',
      label: t(`tasks.board.scopes.${params.scope}`),
      remove: { scope: undefined },
    });
  if (params.language !== language)
    chips.push({
      key: 'language',
      label: t(`tasks.languages.${params.language}`),
      remove: { language: language as TaskLanguage },
    });
  if (params.categoryId !== undefined) {
    const category = props.categories.find((c) => c.id === params.categoryId);
    chips.push({
      key: 'category',
      label: category ? categoryName(category, language) : t('tasks.list.category'),
      remove: { categoryId: undefined },
    });
  }
  for (const id of params.tagIds) {
    const tag = props.tags.find((item) => item.id === id);
    chips.push({
      key: `tag-${id}`,
      label: tag ? hashTag(tagName(tag, language)) : `#${id}`,
      remove: { tagIds: params.tagIds.filter((other) => other !== id) },
    });
  }
  if (params.ordering !== '-id')
    chips.push({
      key: 'ordering',
      label: t(`tasks.board.orderings.${params.ordering}`),
      remove: { ordering: '-id' },
    });
  if (params.pageSize !== TASK_LIST_DEFAULT_PAGE_SIZE)
    chips.push({
      key: 'page-size',
      label: t('tasks.list.perPage', { size: params.pageSize }),
      remove: { pageSize: TASK_LIST_DEFAULT_PAGE_SIZE },
    });
  return chips;
}

/** Everything the sheet changes back to its default (the search stays). */
export const clearedFilters = (language: Language): Partial<TaskListParams> => ({
  scope: undefined,
  language,
  categoryId: undefined,
  tagIds: [],
  ordering: '-id',
  pageSize: TASK_LIST_DEFAULT_PAGE_SIZE,
});

/** Scope, language, sort, category, page size, tag groups and tags (spec 2, /dao/?tag_ids=). */
export function TaskFilters(props: FilterProps) {
  const { t } = useTranslation();
  const { params, update, language } = props;
  const categoryId = useId();
  const sizeId = useId();
  // two copies live at once while the sheet is open: each radio group needs a name of its own
  const languageName = useId();
  return (
    <div className="task-filters">
      {props.signedIn ? <TaskScopeTabs scope={params.scope} update={update} /> : null}
      <div className="task-filters__row">
        <fieldset className="segmented" aria-label={t('tasks.list.language')}>
          <legend className="visually-hidden">{t('tasks.list.language')}</legend>
          {TASK_LANGUAGES.map((lang) => (
            <label key={lang} className={`segmented__item${params.language === lang ? ' is-active' : ''}`}>
              <input
                type="radio"
                name={languageName}
                className="visually-hidden"
                value={lang}
                checked={params.language === lang}
                onChange={() => update({ language: lang })}
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
 * Under 1000 px (spec 1's phone width) the filters sit behind this button, which counts the ones
 * set; CSS shows it only there, so the server's page and the first browser render are the same.
 */
export function TaskFilterButton(props: { count: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary task-filter-button"
      aria-haspopup="dialog"
      onClick={props.onOpen}
    >
      <FilterIcon /> {t('tasks.filters.open')}
      {props.count ? (
        <>
          <span className="task-filter-button__count" aria-hidden="true">
            {props.count}
          </span>
          {/* the name says what the badge shows: "Filter, 1 set" (no aria-label: the name keeps
              the visible words, as WCAG 2.5.3 asks) */}
          <span className="visually-hidden">{t('tasks.filters.openCount', { count: props.count })}</span>
        </>
      ) : null}
    </button>
  );
}

/** The filters set, each a chip that takes it away; shown under the Filter button on a phone. */
export function ActiveFilterChips(props: { filters: ActiveFilter[]; update: Update; language: Language }) {
  const { t } = useTranslation();
  if (props.filters.length === 0) return null;
  return (
    <ul className="task-active-filters" aria-label={t('tasks.filters.active')}>
      {props.filters.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            className="task-chip task-active-filters__chip"
            aria-label={t('tasks.filters.remove', { name: filter.label })}
            onClick={() => props.update(filter.remove)}
          >
            {filter.label}
            <CloseIcon className="task-active-filters__x" />
          </button>
        </li>
      ))}
      {props.filters.length > 1 ? (
        <li>
          <button
            type="button"
            className="task-filters__clear"
            onClick={() => props.update(clearedFilters(props.language))}
          >
            {t('tasks.filters.clearAll')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The sheet: the same filters, applied as they are chosen (the address changes and the list
 * behind reloads), closed by "Show tasks", the close icon or Escape.
 */
export function TaskFilterSheet(
  props: FilterProps & { activeCount: number; resultCount: number | undefined; onClose: () => void },
) {
  const { t } = useTranslation();
  const { onClose, activeCount, resultCount, ...filters } = props;
  return (
    <Dialog
      title={t('tasks.filters.title')}
      onClose={onClose}
      className="dialog--sheet task-filter-sheet"
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={activeCount === 0}
            onClick={() => filters.update(clearedFilters(filters.language))}
          >
            {t('tasks.filters.clearAll')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {resultCount === undefined
              ? t('tasks.filters.show')
              : t('tasks.filters.showCount', { count: resultCount })}
          </button>
        </>
      }
    >
      <TaskFilters {...filters} />
    </Dialog>
  );
}

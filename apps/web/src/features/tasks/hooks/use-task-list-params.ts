import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES, TASK_SEARCH_MAX } from '@miao/contracts/limits';
import {
  TASK_LANGUAGES,
  TASK_LIST_FILTERS,
  TASK_ORDERINGS,
  type TaskLanguage,
  type TaskListFilter,
  type TaskOrdering,
} from '@miao/contracts/task-rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskListFilters } from '@/features/tasks/api/get-tasks';

export interface TaskListParams {
  language: TaskLanguage;
  tagIds: number[];
  categoryId: number | undefined;
  page: number;
  pageSize: number;
  /** The search text (trimmed; empty for none). */
  q: string;
  ordering: TaskOrdering;
  /** Mine or subscribed (signed in); undefined for every task. */
  scope: TaskListFilter | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  (values as readonly string[]).includes(value?.trim() ?? '') ? (value!.trim() as T) : undefined;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 ? n : undefined;
}

/** `tag_ids=1,2` (spec 2: the /dao/ filter), also `3&tag_ids=4` from older links. */
export function parseTagIds(values: string[]): number[] {
  const ids = values
    .flatMap((v) => v.split(','))
    .map((v) => positiveInt(v))
    .filter((v): v is number => !!v);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The list's filters live in the address, so a filtered or paged list can be shared and the back
 * button works: tag_ids, language (default: the page's language), category, page and size, and
 * (issue 18) the search `q`, `ordering` and `filter` (mine, subscribed; only when signed in).
 */
export function useTaskListParams(pageLanguage: TaskLanguage, signedIn = false) {
  const [search, setSearch] = useSearchParams();

  const params: TaskListParams = useMemo(() => {
    const language = search.get('language')?.trim().toLowerCase();
    const size = positiveInt(search.get('page_size'));
    return {
      language: (TASK_LANGUAGES as readonly string[]).includes(language ?? '')
        ? (language as TaskLanguage)
        : pageLanguage,
      tagIds: parseTagIds(search.getAll('tag_ids')),
      categoryId: positiveInt(search.get('task_category_id')),
      page: positiveInt(search.get('page')) ?? 1,
      q: (search.get('q') ?? '').trim().slice(0, TASK_SEARCH_MAX),
      ordering: oneOf(TASK_ORDERINGS, search.get('ordering')) ?? '-id',
      // a shared "mine" link opened signed out shows every task rather than a sign-in error
      scope: signedIn ? oneOf(TASK_LIST_FILTERS, search.get('filter')) : undefined,
      pageSize:
        size && (TASK_LIST_PAGE_SIZES as readonly number[]).includes(size)
          ? size
          : TASK_LIST_DEFAULT_PAGE_SIZE,
    };
  }, [search, pageLanguage, signedIn]);

  const update = useCallback(
    (change: Partial<TaskListParams>) => {
      const next = { ...params, ...change };
      // a new filter or page size starts again at page 1
      if (!('page' in change)) next.page = 1;
      const query = new URLSearchParams();
      if (next.language !== pageLanguage) query.set('language', next.language);
      if (next.tagIds.length) query.set('tag_ids', next.tagIds.join(','));
      if (next.categoryId) query.set('task_category_id', String(next.categoryId));
      if (next.q.trim()) query.set('q', next.q.trim());
      if (next.ordering !== '-id') query.set('ordering', next.ordering);
      if (next.scope) query.set('filter', next.scope);
      if (next.pageSize !== TASK_LIST_DEFAULT_PAGE_SIZE) query.set('page_size', String(next.pageSize));
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query, { preventScrollReset: true });
    },
    [params, pageLanguage, setSearch],
  );

  const filters: TaskListFilters = {
    language: params.language,
    tag_ids: params.tagIds,
    task_category_id: params.categoryId,
    page_size: params.pageSize,
    q: params.q || undefined,
    ordering: params.ordering,
    filter: params.scope,
  };
  return { params, filters, update };
}

import { TASK_LIST_DEFAULT_PAGE_SIZE } from '@miao/contracts/limits';
import { describe, expect, it } from 'vitest';
import { parseTaskListFilters, type TaskListFilters } from './get-tasks';

describe('parseTaskListFilters', () => {
  it('adds the defaults and keeps absent filters absent', () => {
    expect(parseTaskListFilters({})).toEqual({ tag_ids: [], page_size: TASK_LIST_DEFAULT_PAGE_SIZE });
    expect(Object.keys(parseTaskListFilters({ language: undefined }))).toEqual(['tag_ids', 'page_size']);
  });

  it('keeps valid filters and drops unknown fields', () => {
    const filters = {
      language: 'en',
      tag_ids: [3, 1],
      task_category_id: 2,
      status: 'processing',
      user_id: 7,
      page_size: 50,
      extra: 1,
    };
    expect(parseTaskListFilters(filters as TaskListFilters)).toEqual({
      language: 'en',
      tag_ids: [3, 1],
      task_category_id: 2,
      status: 'processing',
      user_id: 7,
      page_size: 50,
    });
  });

  it.each<[string, TaskListFilters]>([
    ['language', { language: 'fr' as 'en' }],
    ['tag_ids', { tag_ids: [0] }],
    ['tag_ids', { tag_ids: [1.5] }],
    ['task_category_id', { task_category_id: -1 }],
    ['status', { status: 'nope' as 'closed' }],
    ['user_id', { user_id: 0 }],
    ['page_size', { page_size: 15 }],
    ['ordering', { ordering: '-title' as 'id' }],
    ['filter', { filter: 'all' as 'mine' }],
    ['q', { q: 'x'.repeat(101) }],
  ])('refuses an invalid %s', (field, filters) => {
    expect(() => parseTaskListFilters(filters)).toThrow(field);
  });

  it('trims the search, drops a blank one and the default order (issue 18)', () => {
    expect(parseTaskListFilters({ q: '  glow  ', ordering: 'ending_soon', filter: 'mine' })).toEqual({
      tag_ids: [],
      page_size: TASK_LIST_DEFAULT_PAGE_SIZE,
      q: 'glow',
      ordering: 'ending_soon',
      filter: 'mine',
    });
    expect(parseTaskListFilters({ q: '   ', ordering: '-id' })).toEqual({
      tag_ids: [],
      page_size: TASK_LIST_DEFAULT_PAGE_SIZE,
    });
  });
});

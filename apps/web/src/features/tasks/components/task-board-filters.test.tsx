import type { TaskSummary } from '@miao/contracts/tasks';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { useTaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { buildTaskSummary } from '@/features/tasks/testing/fixtures';
import { TaskListView } from './task-list-view';

function Board() {
  const { params, filters, update } = useTaskListParams('en', true);
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <TaskListView
        params={params}
        filters={filters}
        update={update}
        categories={[{ id: 5, name: '设计', name_en: 'Design', is_public: true }]}
        tags={[
          { id: 3, name: '键帽', name_en: 'Keycaps', group_id: null },
          { id: 4, name: '轴体', name_en: 'Switches', group_id: null },
        ]}
        language="en"
        mobile
        basePath="/dao"
        createAction={null}
        signedIn
      />
    </>
  );
}

function board() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string) => {
      const url = new URL(raw, 'http://x');
      if (url.pathname !== '/api/tasks')
        return Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 });
      const results: TaskSummary[] = [buildTaskSummary({ id: 1, title: 'Plain task' })];
      return Response.json({ results, count: 1, page_number: 1, page_size: 20 });
    }),
  );
}

const WAIT = { timeout: 5000 };
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

afterEach(() => vi.unstubAllGlobals());

describe('the board filters on a phone (issue 35 item 4)', { timeout: 20_000 }, () => {
  it('counts the filters set on one Filter button and shows each as a removable chip', async () => {
    board();
    renderInApp(<Board />, { path: '/en/dao/?tag_ids=3,4&task_category_id=5&ordering=-comment_count' });
    await screen.findByText('Plain task', undefined, WAIT);
    expect(screen.getByRole('button', { name: /^Filter ?, 4 set$/ })).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Filters set' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Remove filter: Design',
      'Remove filter: #Keycaps',
      'Remove filter: #Switches',
      'Remove filter: Most discussed',
      'Clear all',
    ]);
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: #Keycaps' }));
    await vi.waitFor(() => expect(address().get('tag_ids')).toBe('4'), WAIT);
    expect(address().get('task_category_id')).toBe('5');
    expect(screen.getByRole('button', { name: /^Filter ?, 3 set$/ })).toBeTruthy();
    fireEvent.click(chips.getByRole('button', { name: 'Clear all' }));
    await vi.waitFor(() => expect(address().toString()).toBe(''), WAIT);
    expect(screen.queryByRole('list', { name: 'Filters set' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });

  it('opens the filters in a sheet that applies each choice to the address', async () => {
    board();
    renderInApp(<Board />, { path: '/en/dao/?q=glow' });
    await screen.findByText('Plain task', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filter tasks' }));
    fireEvent.click(sheet.getByRole('radio', { name: '日本語' }));
    await vi.waitFor(() => expect(address().get('language')).toBe('ja'), WAIT);
    fireEvent.click(sheet.getByRole('radio', { name: 'Started by me' }));
    fireEvent.click(sheet.getByRole('button', { name: '#Switches' }));
    await vi.waitFor(() => expect(address().get('tag_ids')).toBe('4'), WAIT);
    expect(address().get('filter')).toBe('mine');
    // the search is not one of the sheet's filters: it stays
    expect(address().get('q')).toBe('glow');
    expect(screen.getByRole('button', { name: /^Filter ?, 3 set$/ })).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Clear all' }));
    await vi.waitFor(() => expect(address().toString()).toBe('q=glow'), WAIT);
    fireEvent.click(await sheet.findByRole('button', { name: 'Show 1 task' }, WAIT));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

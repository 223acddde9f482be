import { TASK_SEARCH_MAX } from '@miao/contracts/limits';
import type { TaskSummary } from '@miao/contracts/tasks';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { useTaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { buildTaskSummary } from '@/features/tasks/testing/fixtures';
import { TaskListView } from './task-list-view';

function Board({ signedIn }: { signedIn: boolean }) {
  const { params, filters, update } = useTaskListParams('en', signedIn);
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <TaskListView
        params={params}
        filters={filters}
        update={update}
        categories={[]}
        tags={[]}
        language="en"
        mobile={false}
        basePath="/dao"
        createAction={null}
        signedIn={signedIn}
      />
    </>
  );
}

/** /api/tasks answering two tasks, the first pinned; every asked address is kept. */
function board() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string) => {
      const url = new URL(raw, 'http://x');
      if (url.pathname !== '/api/tasks')
        return Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 });
      urls.push(url);
      const results: TaskSummary[] = [
        buildTaskSummary({ id: 2, title: 'Announcement', pinned_at: '2026-01-01T00:00:00.000Z' }),
        buildTaskSummary({ id: 1, title: 'Plain task' }),
      ];
      return Response.json({ results, count: 2, page_number: 1, page_size: 20 });
    }),
  );
  return urls;
}

const WAIT = { timeout: 5000 };
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

afterEach(() => vi.unstubAllGlobals());

describe('task board controls (issue 18)', { timeout: 20_000 }, () => {
  it('searches once typing pauses, trimmed, in the address and the request', async () => {
    const urls = board();
    renderInApp(<Board signedIn={false} />, { path: '/en/dao/' });
    expect(await screen.findByText('Announcement', undefined, WAIT)).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search tasks' });
    expect(box.getAttribute('maxLength')).toBe(String(TASK_SEARCH_MAX));
    const asked = urls.length;
    fireEvent.change(box, { target: { value: 'key' } });
    fireEvent.change(box, { target: { value: '  keycap 50%  ' } });
    // nothing is asked while typing
    expect(urls.length).toBe(asked);
    expect(address().get('q')).toBeNull();
    await vi.waitFor(() => expect(address().get('q')).toBe('keycap 50%'), WAIT);
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('q')).toBe('keycap 50%'), WAIT);
    expect(urls.filter((u) => u.searchParams.has('q'))).toHaveLength(1);
    // what is typed stays as typed (the trailing spaces too)
    expect((box as HTMLInputElement).value).toBe('  keycap 50%  ');
  });

  it('reads search, sort and scope from a shared address; the pinned card is marked', async () => {
    const urls = board();
    renderInApp(<Board signedIn />, { path: '/en/dao/?q=glow&ordering=-comment_count&filter=mine' });
    expect(await screen.findByText('Pinned', undefined, WAIT)).toBeTruthy();
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({
      q: 'glow',
      ordering: '-comment_count',
      filter: 'mine',
    });
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('glow');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('-comment_count');
    expect((screen.getByRole('radio', { name: 'Started by me' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Announcement').closest('article')!.className).toContain('task-card--pinned');
    expect(screen.getByText('Plain task').closest('article')!.className).not.toContain('task-card--pinned');
  });

  it('changes the order and the scope for members, back to page 1', async () => {
    const urls = board();
    renderInApp(<Board signedIn />, { path: '/en/dao/?page=2' });
    await screen.findByText('Announcement', undefined, WAIT);
    const sort = screen.getByLabelText('Sort by');
    // issue 18: on the filter row beside the category, not alone on a row of its own
    expect(sort.closest('.task-filters__row')).toBe(
      screen.getByLabelText('Category').closest('.task-filters__row'),
    );
    const options = Array.from((sort as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Newest', 'Most discussed', 'Largest reward', 'Ending soon', 'Oldest']);
    fireEvent.change(sort, { target: { value: 'ending_soon' } });
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('ordering')).toBe('ending_soon'), WAIT);
    expect(address().get('page')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Subscribed' }));
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('filter')).toBe('subscribed'), WAIT);
    expect(address().get('filter')).toBe('subscribed');
    fireEvent.click(screen.getByRole('radio', { name: 'All tasks' }));
    await vi.waitFor(() => expect(address().get('filter')).toBeNull(), WAIT);
    expect(address().get('ordering')).toBe('ending_soon');
  });

  it('shows visitors no "mine" or "subscribed", and ignores them in a shared address', async () => {
    const urls = board();
    renderInApp(<Board signedIn={false} />, { path: '/en/dao/?filter=mine' });
    await screen.findByText('Announcement', undefined, WAIT);
    expect(screen.queryByRole('radio', { name: 'Started by me' })).toBeNull();
    expect(urls[0]!.searchParams.get('filter')).toBeNull();
  });

  it('says what found nothing and clears the search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ results: [], count: 0, page_number: 1, page_size: 20 })),
    );
    renderInApp(<Board signedIn />, { path: '/en/dao/?q=zzz' });
    expect(await screen.findByText(/No task matches “zzz”/, undefined, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(address().get('q')).toBeNull(), WAIT);
    expect((screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement).value).toBe('');
  });
});

import type { TaskSummary } from '@miao/contracts/tasks';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { useTaskListParams } from '@/features/tasks/hooks/use-task-list-params';
import { buildTaskSummary } from '@/features/tasks/testing/fixtures';
import { TaskListView } from './task-list-view';

function Board({ mobile }: { mobile: boolean }) {
  const { params, filters, update } = useTaskListParams('en');
  return (
    <TaskListView
      params={params}
      filters={filters}
      update={update}
      categories={[]}
      tags={[{ id: 3, name: 'Cosmo Killer', name_en: null, group_id: null }]}
      language="en"
      mobile={mobile}
      basePath="/dao"
      createAction={null}
    />
  );
}

/** /api/tasks answering `count` tasks newest first, `page_size` a page. */
function board(count: number, covered = false) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string) => {
      const url = new URL(raw, 'http://x');
      // the filters' own lists (tag groups, issue 17) are not the board's pages
      if (url.pathname !== '/api/tasks')
        return Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 });
      urls.push(url);
      const page = Number(url.searchParams.get('page_number'));
      const size = Number(url.searchParams.get('page_size'));
      const ids = Array.from({ length: count }, (_, i) => count - i).slice((page - 1) * size, page * size);
      const results: TaskSummary[] = ids.map((id) =>
        buildTaskSummary({
          id,
          title: `Task ${id}`,
          medias: covered ? [{ url: `/uploads/task/${id}.png` }] : [],
        }),
      );
      return Response.json({ results, count, page_number: page, page_size: size });
    }),
  );
  return urls;
}

/** The whole suite runs in parallel: give each page load room. */
const WAIT = { timeout: 5000 };

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

// dozens of cards render per step; the suite shares the machine with every other test file
describe('task list paging (spec 2)', { timeout: 20_000 }, () => {
  it('asks for the newest 20 in the page language first', async () => {
    const urls = board(3);
    renderInApp(<Board mobile={false} />, { path: '/en/dao/' });
    expect(await screen.findByText('Task 3', undefined, WAIT)).toBeTruthy();
    const query = Object.fromEntries(urls[0]!.searchParams);
    expect(query).toMatchObject({ language: 'en', page_number: '1', page_size: '20', ordering: '-id' });
    expect(screen.getByText('Tasks: 3')).toBeTruthy();
  });

  it.each([false, true])(
    'fetches the first card’s cover at once and first, the others lazily (mobile: %s)',
    async (mobile) => {
      board(3, true);
      const { container } = renderInApp(<Board mobile={mobile} />, { path: '/en/dao/' });
      expect(await screen.findByText('Task 1', undefined, WAIT)).toBeTruthy();
      const covers = [...container.querySelectorAll('.task-card__cover img')];
      expect(covers.map((img) => img.getAttribute('src'))).toEqual([
        '/uploads/task/3.png',
        '/uploads/task/2.png',
        '/uploads/task/1.png',
      ]);
      expect(covers.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
        ['high', null],
        [null, 'lazy'],
        [null, 'lazy'],
      ]);
    },
  );

  it('replaces the list with the next page on desktop', async () => {
    const urls = board(45);
    renderInApp(<Board mobile={false} />, { path: '/en/dao/' });
    expect(await screen.findByText('Task 45', undefined, WAIT)).toBeTruthy();
    expect(titles()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Task list pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Task 25', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('Task 45')).toBeNull();
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Task 25');
    expect(urls.at(-1)!.searchParams.get('page_number')).toBe('2');
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('appends the next page with load more on mobile', async () => {
    const urls = board(45);
    renderInApp(<Board mobile />, { path: '/en/dao/', boot: { mobileAgent: true } });
    expect(await screen.findByText('Task 45', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Task list pages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Task 25', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Task 45')).toBeTruthy();
    expect(titles()).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Task 1', undefined, WAIT)).toBeTruthy();
    expect(titles()).toHaveLength(45);
    expect(screen.getByText('That is every task.')).toBeTruthy();
    expect(urls.map((u) => u.searchParams.get('page_number'))).toEqual(['1', '2', '3']);
  });

  it('filters by tag chips and page size from the address, starting again at page 1', async () => {
    const urls = board(45);
    renderInApp(<Board mobile={false} />, { path: '/en/dao/?tag_ids=3&page=2' });
    expect(await screen.findByText('Task 25', undefined, WAIT)).toBeTruthy();
    expect(urls[0]!.searchParams.get('tag_ids')).toBe('3');
    const chip = screen.getByRole('button', { name: '#Cosmo Killer' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    expect(await screen.findByText('Task 45', undefined, WAIT)).toBeTruthy();
    expect(urls.at(-1)!.searchParams.get('tag_ids')).toBeNull();
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    await screen.findByText('Task 1', undefined, WAIT);
    expect(urls.at(-1)!.searchParams.get('page_size')).toBe('50');
  });

  it('offers to clear filters when nothing matches', async () => {
    board(0);
    renderInApp(<Board mobile={false} />, { path: '/en/dao/?tag_ids=3' });
    expect(await screen.findByText('No task matches these filters.', undefined, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByText('No tasks in this language yet. Start the first one.', undefined, WAIT),
    ).toBeTruthy();
  });
});

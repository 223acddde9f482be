import type { Page } from '@miao/contracts/common';
import type { TaskSummary } from '@miao/contracts/tasks';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { buildTaskSummary } from '@/features/tasks/testing/fixtures';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { seedTaskList, taskListFromDocument } from './seeded-task-list';

const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';

/** The API as a visitor: the board's page of tasks (two, the first with a cover), or a failure. */
function visitor(fail = false) {
  const asked: string[] = [];
  const results: TaskSummary[] = [
    buildTaskSummary({ id: 9, title: 'Graffiti on a keyboard', medias: [{ url: '/uploads/task/9.png' }] }),
    buildTaskSummary({ id: 8, title: 'Post your WPM', medias: [{ url: '/uploads/task/8.png' }] }),
  ];
  const page: Page<TaskSummary> = { results, count: 2, page_number: 1, page_size: 20 };
  const visitorRead = async (path: string) => {
    asked.push(path);
    if (fail) return { status: 503, body: JSON.stringify({ code: 'overloaded', message: 'busy' }) };
    return path.startsWith('/api/tasks?')
      ? { status: 200, body: JSON.stringify(page) }
      : { status: 404, body: JSON.stringify({ code: 'not_found', message: 'not found' }) };
  };
  return { asked, visitorRead };
}

/** The keys of the queries the page carries in `miao-task-list`. */
function carried(head: string): string[] {
  document.head.innerHTML = head;
  return (taskListFromDocument(document)?.queries ?? []).map((query) => JSON.stringify(query.queryKey));
}

describe('the task board rendered with its list', () => {
  it('reads the list a visitor is shown, once, and renders its cards, the first cover fetched first', async () => {
    const { asked, visitorRead } = visitor();
    const page = await render({ url: '/en/dao/', visitorRead });
    expect(asked).toEqual(['/api/tasks?language=en&page_number=1&page_size=20&ordering=-id']);
    expect(page.incomplete).toBeUndefined();
    expect(page.html).toContain('Graffiti on a keyboard');
    expect(page.html).toContain('Post your WPM');
    expect(page.html).not.toContain('task-card--skeleton');
    expect(page.html).toContain(
      '<img src="/uploads/task/9.png" alt="" width="800" height="240" fetchPriority="high"/>',
    );
    expect(page.html).toContain(
      '<img src="/uploads/task/8.png" alt="" width="800" height="240" loading="lazy"/>',
    );
    // desktop shows numbered pages: the first page's answer travels with the page
    expect(carried(page.head)).toEqual([
      JSON.stringify(queryKeys.tasks.listPage({ tag_ids: [], page_size: 20, language: 'en' }, 1)),
    ]);
  });

  it('reads the filters of the address, and a phone’s growing list', async () => {
    const { asked, visitorRead } = visitor();
    const page = await render({ url: '/cn/dao/?tag_ids=3&page_size=50', userAgent: phone, visitorRead });
    expect(asked).toEqual(['/api/tasks?language=cn&tag_ids=3&page_number=1&page_size=50&ordering=-id']);
    expect(page.html).toContain('Graffiti on a keyboard');
    const [key] = carried(page.head);
    expect(key).toContain('"infinite"');
  });

  it('leaves the list to the browser when the read fails: the skeleton, nothing carried, not to be kept', async () => {
    const { visitorRead } = visitor(true);
    const page = await render({ url: '/en/dao/', visitorRead });
    expect(page.incomplete).toBe(true);
    expect(page.html).toContain('task-card--skeleton');
    expect(page.head).not.toContain('miao-task-list');
  });

  it('reads nothing on other pages, nor on the board without a visitor reader', async () => {
    const { asked, visitorRead } = visitor();
    for (const url of ['/en/', '/en/products/', '/en/dao/1/']) await render({ url, visitorRead });
    expect(asked).toEqual([]);
    // a member's own list (the session hint, `filter=mine`) is left to the browser, which asks as them
    const mine = await render({
      url: '/en/dao/?filter=mine',
      cookieHeader: 'test_refresh_token=abc',
      cookiePrefix: 'test_',
      visitorRead,
    });
    expect(asked).toEqual([]);
    expect(mine.html).toContain('task-card--skeleton');
    const page = await render({ url: '/en/dao/' });
    expect(page.html).toContain('task-card--skeleton');
    expect(page.head).not.toContain('miao-task-list');
  });

  it('fills the browser’s query before hydrating; a member asks for their own list once the page runs', async () => {
    const { visitorRead } = visitor();
    const page = await render({ url: '/en/dao/', visitorRead });
    document.head.innerHTML = page.head;
    const state = taskListFromDocument(document);
    const key = queryKeys.tasks.listPage({ tag_ids: [], page_size: 20, language: 'en' }, 1);

    const visitorClient = createQueryClient();
    seedTaskList(visitorClient, state, { signedIn: false });
    expect(visitorClient.getQueryData<Page<TaskSummary>>(key)?.results.map((task) => task.id)).toEqual([
      9, 8,
    ]);
    expect(visitorClient.getQueryState(key)?.isInvalidated).toBe(false);

    // a window narrower than the server guessed reads the growing list: the same first page
    const growing = visitorClient.getQueryData<InfiniteData<Page<TaskSummary>, number>>(
      queryKeys.tasks.listInfinite({ tag_ids: [], page_size: 20, language: 'en' }),
    );
    expect(growing?.pages.map((page) => page.results.map((task) => task.id))).toEqual([[9, 8]]);
    expect(growing?.pageParams).toEqual([1]);

    const memberClient = createQueryClient();
    seedTaskList(memberClient, state, { signedIn: true });
    expect(memberClient.getQueryData<Page<TaskSummary>>(key)?.results).toHaveLength(2);
    expect(memberClient.getQueryState(key)?.isInvalidated).toBe(true);
    const memberGrowing = queryKeys.tasks.listInfinite({ tag_ids: [], page_size: 20, language: 'en' });
    expect(memberClient.getQueryState(memberGrowing)?.isInvalidated).toBe(true);
  });

  it('ignores an element that carries anything but the board’s list', () => {
    document.head.innerHTML =
      '<script type="application/json" id="miao-task-list">{"mutations":[],"queries":[{"queryKey":["users","me"],"state":{}}]}</script>';
    expect(taskListFromDocument(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="miao-task-list">{"queries":{}}</script>';
    expect(taskListFromDocument(document)).toBeUndefined();
  });
});

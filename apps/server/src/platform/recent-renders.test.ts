import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';
import { RecentRenders } from './recent-renders';

afterEach(() => vi.useRealTimers());

describe('the last render standing in for a changing page', () => {
  const setup = (pages = new ReadCache(1_000_000)) => {
    vi.useFakeTimers({ now: 0 });
    pages.set('board|1', '<p>board at 1</p>');
    const recent = new RecentRenders(pages, 2, 5_000, 30_000);
    recent.done('board', 'board|1', 'sight-1');
    return { pages, recent };
  };

  it('stands in for less than its age limit, then no more', () => {
    const { recent } = setup();
    vi.setSystemTime(4_999);
    expect(recent.standIn('board', 'sight-1')).toEqual({ key: 'board|1', body: '<p>board at 1</p>' });
    vi.setSystemTime(5_000);
    expect(recent.standIn('board', 'sight-1')).toBeUndefined();
  });

  it('never stands in across a change of whom a task is shown to, nor once the page cache dropped it', () => {
    const { recent } = setup();
    expect(recent.standIn('board', 'sight-2')).toBeUndefined();
    // a cache too small to hold the page (as when it was pushed out) has nothing to stand in
    const dropped = setup(new ReadCache(4)).recent;
    expect(dropped.standIn('board', 'sight-1')).toBeUndefined();
  });

  it('counts as fresh again while a new render runs, and starts afresh past its size', () => {
    const { recent } = setup();
    vi.setSystemTime(6_000);
    recent.started('board');
    expect(recent.standIn('board', 'sight-1')?.key).toBe('board|1');
    recent.done('task-1', 'board|1', undefined);
    recent.started('task-2'); // a third address: the map starts again
    expect(recent.standIn('board', 'sight-1')).toBeUndefined();
  });

  it('stands in no more once it is the oldest allowed, however often new renders start', () => {
    const { recent } = setup();
    // every new render of the board fails (its list read refused), and each starts afresh
    for (let now = 4_000; now < 30_000; now += 4_000) {
      vi.setSystemTime(now);
      recent.started('board');
      expect(recent.standIn('board', 'sight-1')?.key).toBe('board|1');
    }
    vi.setSystemTime(30_000);
    recent.started('board');
    expect(recent.standIn('board', 'sight-1')).toBeUndefined();
    // a complete render makes it fresh again
    recent.done('board', 'board|1', 'sight-1');
    expect(recent.standIn('board', 'sight-1')?.key).toBe('board|1');
  });
});

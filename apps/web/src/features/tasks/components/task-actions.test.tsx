import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import type { TaskDetail } from '@miao/contracts/tasks';
import { useTask } from '@/features/tasks/api/get-task';
import { buildTask } from '@/features/tasks/testing/fixtures';
import { TaskActions, TaskPinCard } from './task-actions';

/** Like the detail page: the actions follow the task's query, which the mutation updates. */
function Harness({ canPin }: { canPin: boolean }) {
  const task = useTask(12);
  return task.data ? (
    <TaskActions task={task.data} editHref="/task-create/12/" onDeleted={() => {}} canPin={canPin} />
  ) : null;
}

/** The server: GET answers the task as stored, POST pin/unpin change it (held until `release`). */
function stubServer(start: TaskDetail, { hold = false } = {}) {
  let stored = start;
  const posts: string[] = [];
  let release = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(url);
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        stored = { ...stored, pinned_at: url.endsWith('/pin') ? new Date().toISOString() : null };
      }
      return Response.json(url.startsWith('/api/tasks/12') ? stored : { count: 0, results: [] });
    }),
  );
  return { posts, release: () => release() };
}

function renderActions(canPin: boolean, path = '/en/dao/12/') {
  return renderInApp(
    <>
      <Harness canPin={canPin} />
      <Toaster />
    </>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TaskActions pin toggle', () => {
  it('is offered to staff holding task.pin, not to a member', async () => {
    stubServer(buildTask());
    const { unmount } = renderActions(false);
    expect(await screen.findByRole('button', { name: 'Close task' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pin to the board|Unpin/ })).toBeNull();
    unmount();
    renderActions(true);
    expect(await screen.findByRole('button', { name: 'Pin to the board' })).toBeTruthy();
  });

  it('posts once while pending, thanks and flips its label', async () => {
    const server = stubServer(buildTask({ pinned_at: null }), { hold: true });
    renderActions(true);
    const button = await screen.findByRole('button', { name: 'Pin to the board' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(button);
    await act(async () => {
      server.release();
    });
    expect(server.posts).toEqual(['/api/tasks/12/pin']);
    expect(await screen.findByText('Pinned to the top of the board')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeTruthy();
  });

  it('unpins a pinned task, in Chinese too', async () => {
    const server = stubServer(buildTask({ pinned_at: new Date().toISOString() }));
    renderActions(true, '/cn/dao/12/');
    const button = await screen.findByRole('button', { name: '取消置顶' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(server.posts).toEqual(['/api/tasks/12/unpin']);
    expect(await screen.findByText('已取消置顶')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '置顶到任务板' })).toBeTruthy();
  });
});

describe('TaskPinCard (issue 18)', () => {
  function PinHarness() {
    const task = useTask(12);
    return task.data ? <TaskPinCard task={task.data} /> : null;
  }

  it('gives staff with task.pin but no admin access the pin toggle alone, in cn and en', async () => {
    const server = stubServer(buildTask({ pinned_at: null }));
    const en = renderInApp(
      <>
        <PinHarness />
        <Toaster />
      </>,
      { path: '/en/dao/12/' },
    );
    expect(await screen.findByRole('heading', { name: 'Board announcement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close task|Edit/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pin to the board' }));
    });
    expect(server.posts).toEqual(['/api/tasks/12/pin']);
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeTruthy();
    en.unmount();
    renderInApp(<PinHarness />, { path: '/cn/dao/12/' });
    expect(await screen.findByRole('heading', { name: '任务板公告' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消置顶' })).toBeTruthy();
  });
});

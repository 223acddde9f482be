import type { Notification } from '@miao/contracts/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { NotificationList } from './notification-list';
import { NotificationPreferencesCard } from './notification-preferences';

afterEach(() => vi.unstubAllGlobals());

const base: Notification = {
  id: 1,
  is_read: false,
  action: 'comment',
  original_type: 'comment',
  location_id: 42,
  task_id: 7,
  publish_at: '2025-06-01T08:00:00Z',
  user_info: { id: 3, nickname: 'Alice', avatar: '' },
  target_task_info: { id: 7, title: 'Typing test', user_info: { id: 4, nickname: 'Me', avatar: '' } },
  target_comment_info: { id: 42, content: 'Nice' },
  original_comment_info: null,
  reward_info: null,
  target_deleted: false,
};

describe('Mark all read (issue 18)', () => {
  it('marks everything read once, then is disabled while nothing is unread', async () => {
    let unread = 2;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/notifications/read-all') {
          calls.push(`${init?.method} ${url}`);
          const count = unread;
          unread = 0;
          return Response.json({ count });
        }
        if (url.includes('is_read=false'))
          return Response.json({ results: [], count: unread, page_number: 1, page_size: 1 });
        return Response.json({
          results: [
            { ...base, is_read: unread === 0 },
            { ...base, id: 2, is_read: unread === 0 },
          ],
          count: 2,
          page_number: 1,
          page_size: 20,
        });
      }),
    );
    renderInApp(<NotificationList />, { path: '/en/user-center/', signedIn: true });
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await screen.findByText('2 unread');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(calls).toEqual(['POST /api/notifications/read-all']);
    await waitFor(() => expect(screen.queryByText(/unread/)).toBeNull());
  });

  it('is disabled when nothing is unread', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('is_read=false')
          ? Response.json({ results: [], count: 0, page_number: 1, page_size: 1 })
          : Response.json({ results: [{ ...base, is_read: true }], count: 1, page_number: 1, page_size: 20 }),
      ),
    );
    renderInApp(<NotificationList />, { path: '/cn/user-center/', signedIn: true });
    await screen.findByRole('link', { name: /Alice/ });
    const button = screen.getByRole('button', { name: '全部标为已读' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('E-mail preferences (issue 18)', () => {
  it('shows the stored choice and saves a new one', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return Response.json({ ...body, email: 'me@example.com' });
        }
        return Response.json({
          mail_enabled: true,
          actions: ['comment', 'reply', 'reward', 'mention'],
          email: 'me@example.com',
        });
      }),
    );
    renderInApp(
      <>
        <NotificationPreferencesCard />
        <Toaster />
      </>,
      { path: '/en/user-center/', signedIn: true },
    );
    expect(await screen.findByText('Mails go to me@example.com.')).toBeTruthy();
    const comment = screen.getByRole('checkbox', { name: 'someone comments on my task' }) as HTMLInputElement;
    const like = screen.getByRole('checkbox', { name: 'someone likes my comment' }) as HTMLInputElement;
    await waitFor(() => expect(comment.checked).toBe(true));
    expect(like.checked).toBe(false);

    fireEvent.click(comment);
    fireEvent.click(like);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([{ mail_enabled: true, actions: ['like', 'reply', 'reward', 'mention'] }]),
    );
    expect(await screen.findByText('E-mail choices saved')).toBeTruthy();

    // "no e-mails": the kinds are kept but cannot be changed
    const master = screen.getByRole('switch', { name: 'E-mail me about notifications' });
    fireEvent.click(master);
    expect(like.disabled || like.closest('fieldset')?.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts[1]).toEqual({ mail_enabled: false, actions: ['like', 'reply', 'reward', 'mention'] }),
    );
  });

  it('says when the account has no address (Chinese)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ mail_enabled: true, actions: ['comment'], email: '' })),
    );
    renderInApp(<NotificationPreferencesCard />, { path: '/cn/user-center/', signedIn: true });
    expect(await screen.findByText(/你的账号未绑定邮箱/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '邮件通知' })).toBeTruthy();
  });
});

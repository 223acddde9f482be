import type { Notification } from '@miao/contracts/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { NotificationList } from './notification-list';

afterEach(() => vi.unstubAllGlobals());

const base: Notification = {
  id: 1,
  is_read: false,
  action: 'mention',
  original_type: 'comment',
  location_id: 42,
  task_id: 7,
  publish_at: '2025-06-01T08:00:00Z',
  user_info: { id: 3, nickname: 'Alice', avatar: '' },
  target_task_info: { id: 7, title: 'Typing test', user_info: { id: 3, nickname: 'Alice', avatar: '' } },
  target_comment_info: { id: 42, content: 'The fade at the edges is lovely, which firmware did you use?' },
  original_comment_info: null,
  reward_info: null,
  target_deleted: false,
};

describe('NotificationList', () => {
  it('shows actor, action, task and a 40-character preview; opening marks read and links to the comment', async () => {
    const posts: unknown[] = [];
    let unread = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/notifications/read') {
          posts.push(JSON.parse(String(init?.body)));
          unread = 1;
          return Response.json({ count: 1 });
        }
        if (url.includes('is_read=false'))
          return Response.json({ results: [], count: unread, page_number: 1, page_size: 1 });
        return Response.json({
          results: [
            base,
            {
              ...base,
              id: 2,
              action: 'like',
              target_deleted: true,
              target_comment_info: { id: 43, content: '' },
            },
          ],
          count: 2,
          page_number: 1,
          page_size: 20,
        });
      }),
    );
    renderInApp(
      <>
        <NotificationList />
        <Toaster />
      </>,
      { path: '/en/user-center/', signedIn: true },
    );
    const link = await screen.findByRole('link', { name: /Alice mentioned you/ });
    expect(link.getAttribute('href')).toBe('/en/dao/7/#task-comment-42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(link).getByText('The fade at the edges is lovely, which f…')).toBeTruthy();
    expect(within(link).getByText('Typing test')).toBeTruthy();
    expect(await screen.findByText('2 unread')).toBeTruthy();

    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(posts).toEqual([{ notification_ids: [1] }]));
    expect(await screen.findByText('1 unread')).toBeTruthy();

    // a deleted target: no link, the notice instead
    const deleted = screen.getByRole('button', { name: /Alice liked your comment/ });
    expect(within(deleted).getByText('The comment or reply has been deleted')).toBeTruthy();
    fireEvent.click(deleted);
    await waitFor(() => expect(posts).toEqual([{ notification_ids: [1] }, { notification_ids: [2] }]));
    expect(await screen.findAllByText('The comment or reply has been deleted')).toHaveLength(2);
  });

  it('says a promised reward is pending until the payout, and names the payout (issue 18)', async () => {
    const reward = { ...base, action: 'reward' as const, original_type: 'reward' as const };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('is_read=false'))
          return Response.json({ results: [], count: 0, page_number: 1, page_size: 1 });
        return Response.json({
          results: [
            { ...reward, id: 1, reward_info: { id: 5, number: 20, status: 'processing' } },
            {
              ...reward,
              id: 2,
              original_type: 'payout',
              user_info: { id: 9, nickname: 'MIAO Staff', avatar: '' },
              reward_info: { id: 6, number: 30, status: 'sent' },
            },
          ],
          count: 2,
          page_number: 1,
          page_size: 20,
        });
      }),
    );
    renderInApp(<NotificationList />, { path: '/en/user-center/', signedIn: true });
    const promised = await screen.findByRole('link', { name: /Alice rewarded your comment \+20/ });
    expect(
      within(promised).getByText(/Pending: paid into your balance when the task is closed/),
    ).toBeTruthy();
    const paid = screen.getByRole('link', { name: /MIAO Staff paid out your reward \+30/ });
    expect(within(paid).getByText('Added to your balance')).toBeTruthy();
  });
});

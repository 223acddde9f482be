import type { Notification } from '@miao/contracts/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { badgeText, NotificationBell } from './notification-bell';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const HOUR = 3_600_000;

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    is_read: false,
    action: 'reply',
    original_type: 'comment',
    location_id: 40 + id,
    task_id: 7,
    publish_at: new Date(Date.now() - 3 * HOUR - 60_000).toISOString(),
    user_info: { id: 3, nickname: `Member ${id}`, avatar: '' },
    target_task_info: { id: 7, title: 'Typing test', user_info: { id: 3, nickname: 'Alice', avatar: '' } },
    target_comment_info: { id: 40 + id, content: 'Which firmware did you use?' },
    original_comment_info: null,
    reward_info: null,
    target_deleted: false,
    ...overrides,
  };
}

/** The API as the bell meets it: `unread` unread of `items`, mark read lowering the count. */
function stubApi(items: Notification[]) {
  const posts: unknown[] = [];
  let unread = items.filter((n) => !n.is_read).length;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/notifications/read') {
        const body = JSON.parse(String(init?.body)) as { notification_ids: number[] };
        posts.push(body);
        unread -= body.notification_ids.length;
        return Response.json({ count: body.notification_ids.length });
      }
      if (url.includes('is_read=false'))
        return Response.json({ results: [], count: unread, page_number: 1, page_size: 1 });
      return Response.json({ results: items, count: items.length, page_number: 1, page_size: 20 });
    }),
  );
  return posts;
}

describe('NotificationBell', () => {
  it('shows the unread count, opens the latest five with relative times, marks one read and links to all', async () => {
    const items = Array.from({ length: 7 }, (_, i) => notification(i + 1, { is_read: i >= 3 }));
    const posts = stubApi(items);
    renderInApp(<NotificationBell status="signed-in" />, { path: '/en/dao/', signedIn: true });

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bell);
    // the dropdown is a chunk of its own: its first load takes a moment
    const panel = await screen.findByRole('dialog', { name: /Notifications/ }, { timeout: 10_000 });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(panel));
    const rows = await within(panel).findAllByRole('link', { name: /replied to your comment/ });
    expect(rows).toHaveLength(5);
    expect(rows[0]!.getAttribute('href')).toBe('/en/dao/7/#task-comment-41');
    expect(within(rows[0]!).getByText('3 h ago')).toBeTruthy();
    // the dropdown deletes nothing: that is the page's
    expect(within(panel).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/en/notifications/',
    );

    rows[0]!.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(posts).toEqual([{ notification_ids: [1] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('closes on Escape with the focus back on the bell, and on a press outside', async () => {
    stubApi([notification(1)]);
    renderInApp(
      <>
        <NotificationBell status="signed-in" />
        <p>outside</p>
      </>,
      { path: '/cn/', signedIn: true },
    );
    const bell = await screen.findByRole('button', { name: '通知，1 条未读' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: /通知/ });
    expect(await within(panel).findByText('3 小时前')).toBeTruthy();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);

    fireEvent.click(bell);
    await screen.findByRole('dialog');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there is nothing; draws the bell without a count while the session is confirmed; none when signed out', async () => {
    stubApi([]);
    const { unmount } = renderInApp(<NotificationBell status="signed-in" />, {
      path: '/en/',
      signedIn: true,
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
    unmount();

    const refreshing = renderInApp(<NotificationBell status="refreshing" />, { path: '/en/' });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    refreshing.unmount();
    renderInApp(<NotificationBell status="signed-out" />, { path: '/en/' });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

import type { Comment } from '@miao/contracts/comments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { useTopComments } from '@/features/comments/api/get-comments';
import { LikeButton } from './like-button';

afterEach(() => vi.unstubAllGlobals());

const comment: Comment = {
  id: 5,
  content: '<p>Hi</p>',
  user_info: { id: 2, nickname: 'Bob', avatar: '' },
  superior_id: 0,
  superior_user_info: null,
  top_id: 0,
  reply_count: 0,
  like_count: 2,
  is_like: false,
  is_deleted: false,
  create_time: '2025-01-01T00:00:00Z',
  update_time: '2025-01-01T00:00:00Z',
  content_type: 'coin_task',
  object_id: 9,
  mention_user_ids: [],
  reward_info: null,
};

/** The button as the list renders it: from the cached page of comments. */
function Harness({ signedIn, onSignIn }: { signedIn: boolean; onSignIn: () => void }) {
  const page = useTopComments(9, '-id', 1);
  const first = page.data?.results[0];
  return first ? <LikeButton taskId={9} comment={first} signedIn={signedIn} onSignIn={onSignIn} /> : null;
}

describe('LikeButton', () => {
  it('shows the count the server answers, not a count of its own', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
        if (url.startsWith('/api/comments?'))
          return Response.json({ results: [comment], count: 1, page_number: 1, page_size: 100 });
        // other readers liked meanwhile: the server's count is 7, not 2 + 1
        if (url === '/api/comments/like') return Response.json({ count: 7, is_like: true });
        if (url === '/api/comments/unlike') return Response.json({ count: 6, is_like: false });
        return Response.json({});
      }),
    );
    renderInApp(<Harness signedIn onSignIn={() => {}} />, { path: '/en/dao/9/', signedIn: true });
    const button = await screen.findByRole('button', { name: 'Like 2' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    const liked = await screen.findByRole('button', { name: 'Like 7' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.querySelector('.comment__like-count')?.textContent).toBe('7');

    fireEvent.click(liked);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like 6' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(calls).toEqual(['GET /api/comments', 'POST /api/comments/like', 'POST /api/comments/unlike']);
  });

  it('sends a signed-out reader to sign in instead of liking', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ results: [comment], count: 1, page_number: 1, page_size: 100 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSignIn = vi.fn();
    renderInApp(<Harness signedIn={false} onSignIn={onSignIn} />, { path: '/en/dao/9/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Like 2' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

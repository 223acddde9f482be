import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import type { CommentListTarget } from '@/features/comments/utils/comment-hash';
import { useCommentTarget } from './use-comment-target';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const [target, setTarget] = useState<CommentListTarget | null>(null);
  const state = useCommentTarget('-id', setTarget);
  return (
    <p>
      page={target?.page ?? '-'} thread={target?.expandThread ?? '-'} id={state.targetId ?? '-'} pending=
      {String(state.scrollPending)}
    </p>
  );
}

describe('useCommentTarget', () => {
  it('fetches the position of the hashed reply, then moves to its page and opens its thread', async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toBe('/api/comments/50/position?page_size=100&ordering=-id');
      return Response.json({ id: 50, object_id: 9, top_id: 42, page_number: 3, page_size: 100 });
    });
    vi.stubGlobal('fetch', fetch);
    renderInApp(<Probe />, { path: '/en/dao/9/#task-comment-50' });
    await waitFor(() => expect(screen.getByText(/page=3 thread=42 id=50 pending=true/)).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a comment hash', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInApp(<Probe />, { path: '/en/dao/9/#comments' });
    expect(screen.getByText(/page=- thread=- id=- pending=false/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

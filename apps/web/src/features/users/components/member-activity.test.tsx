import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { MemberComments, MemberRewards } from './member-activity';

afterEach(() => vi.unstubAllGlobals());

describe("A member's comments and rewards (issue 18)", () => {
  it('links each comment to its place on its task and lists rewards with amount and state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/users/5/comments'))
          return Response.json({
            results: [
              {
                id: 31,
                content: 'Lovely fade',
                is_reply: true,
                create_time: '2025-06-01T08:00:00.000Z',
                task: { id: 7, title: 'Typing test' },
              },
            ],
            count: 12,
            page_number: 1,
            page_size: 10,
          });
        return Response.json({
          results: [
            {
              id: 4,
              number: 20,
              status: 'processing',
              create_time: '2025-06-02T08:00:00.000Z',
              comment_id: 31,
              task: { id: 7, title: 'Typing test' },
            },
            {
              id: 3,
              number: 5,
              status: 'sent',
              create_time: '2025-05-02T08:00:00.000Z',
              comment_id: 30,
              task: { id: 6, title: 'Mat art' },
            },
          ],
          count: 2,
          page_number: 1,
          page_size: 10,
        });
      }),
    );
    renderInApp(
      <>
        <MemberComments userId={5} language="en" />
        <MemberRewards userId={5} language="en" />
      </>,
      { path: '/en/users/5/' },
    );
    const comment = await screen.findByRole('link', { name: /Reply on Typing test/ });
    expect(comment.getAttribute('href')).toBe('/en/tasks/7/#task-comment-31');
    expect(within(comment).getByText('Lovely fade')).toBeTruthy();
    // 12 comments, 10 a page: numbered pages
    expect(screen.getByRole('navigation', { name: 'Comment pages' })).toBeTruthy();

    const reward = await screen.findByRole('link', { name: /Mat art/ });
    expect(reward.getAttribute('href')).toBe('/en/tasks/6/#task-comment-30');
    expect(within(reward).getByText('+5 MIAO COIN')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('says when there is nothing yet (Chinese)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ results: [], count: 0, page_number: 1, page_size: 10 })),
    );
    renderInApp(
      <>
        <MemberComments userId={5} language="cn" />
        <MemberRewards userId={5} language="cn" />
      </>,
      { path: '/cn/users/5/' },
    );
    expect(await screen.findByText('还没有评论。')).toBeTruthy();
    expect(await screen.findByText('还没有获得打赏。')).toBeTruthy();
  });
});

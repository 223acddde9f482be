import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { RewardButton } from './reward-button';

const TASK = {
  id: 7,
  user_id: 1,
  status: 'processing' as const,
  remaining_number: 10,
  chain: { coin_name: 'MIAO COIN' },
} as Parameters<typeof RewardButton>[0]['task'];
const VISITOR = { signedIn: false, id: undefined, may: () => false };
const comment = (over: Partial<Parameters<typeof RewardButton>[0]['comment']> = {}) => ({
  id: 3,
  authorId: 2,
  authorName: 'Ann',
  isDeleted: false,
  reward: null,
  ...over,
});

describe('RewardButton for a visitor (issue 38, spec 6)', () => {
  it('shows Reward where a member could reward, leading to sign-in and back to the task', () => {
    renderInApp(<RewardButton task={TASK} viewer={VISITOR} comment={comment()} />, {
      path: '/en/dao/7/?page=2',
    });
    const link = screen.getByRole('link', { name: 'Reward' });
    expect(link.getAttribute('href')).toBe(
      `/en/auth/login?redirect=${encodeURIComponent('/en/dao/7/?page=2')}`,
    );
  });

  it('in Chinese too', () => {
    renderInApp(<RewardButton task={TASK} viewer={VISITOR} comment={comment()} />, { path: '/cn/dao/7/' });
    expect(screen.getByRole('link').getAttribute('href')).toContain('/cn/auth/login?redirect=');
  });

  it('shows nothing on a closed task, a deleted or an already rewarded comment', () => {
    const reward = { id: 1, number: 5, status: 'processing' } as never;
    for (const [task, c] of [
      [{ ...TASK, status: 'closed' }, comment()],
      [TASK, comment({ isDeleted: true })],
      [TASK, comment({ reward })],
    ] as const) {
      const { container, unmount } = renderInApp(
        <RewardButton task={task as typeof TASK} viewer={VISITOR} comment={c} />,
        {
          path: '/en/dao/7/',
        },
      );
      expect(container.querySelector('a, button')).toBeNull();
      unmount();
    }
  });

  it('shows nothing while a returning member is being signed in again', () => {
    const { container } = renderInApp(<RewardButton task={TASK} viewer={VISITOR} comment={comment()} />, {
      path: '/en/dao/7/',
      boot: { hasRefresh: true },
    });
    expect(container.querySelector('a')).toBeNull();
  });
});

import type { Permission } from '@miao/contracts/users';
import { describe, expect, it } from 'vitest';
import {
  mayBatchReward,
  mayChangeReward,
  mayCreateReward,
  poolAvailable,
  type RewardViewer,
} from './reward-rules';

function viewer(id: number | undefined, permissions: Permission[], signedIn = true): RewardViewer {
  return { signedIn, id, may: (p) => permissions.includes(p) };
}

const staff = viewer(1, ['task.reward']);
const processing = { status: 'processing' as const };
const sent = { status: 'sent' as const };

describe('batch reward button (spec 4)', () => {
  it('shows for task.reward on a closed task whose first reward is processing', () => {
    expect(mayBatchReward(staff, { status: 'closed' }, [processing, processing])).toBe(true);
  });

  it('hides without task.reward or signed out', () => {
    expect(mayBatchReward(viewer(2, ['reward.create']), { status: 'closed' }, [processing])).toBe(false);
    expect(
      mayBatchReward(viewer(undefined, ['task.reward'], false), { status: 'closed' }, [processing]),
    ).toBe(false);
  });

  it('hides while the task is processing', () => {
    expect(mayBatchReward(staff, { status: 'processing' }, [processing])).toBe(false);
  });

  it('hides when the first entry is sent, there are none, or they are still loading', () => {
    expect(mayBatchReward(staff, { status: 'closed' }, [sent, processing])).toBe(false);
    expect(mayBatchReward(staff, { status: 'closed' }, [])).toBe(false);
    expect(mayBatchReward(staff, { status: 'closed' }, undefined)).toBe(false);
  });
});

describe('reward on a comment (spec 4, 6)', () => {
  const task = { user_id: 10, status: 'processing' as const };
  const comment = { authorId: 20, isDeleted: false, reward: null };

  it('lets the owner reward with reward.create, others with reward.other_create_reward', () => {
    expect(mayCreateReward(viewer(10, ['reward.create']), task, comment)).toBe(true);
    expect(mayCreateReward(viewer(30, ['reward.create']), task, comment)).toBe(false);
    expect(mayCreateReward(viewer(30, ['reward.other_create_reward']), task, comment)).toBe(true);
  });

  it('never for one’s own, a deleted or an already rewarded comment, nor on a closed task', () => {
    const owner = viewer(10, ['reward.create']);
    expect(mayCreateReward(owner, task, { ...comment, authorId: 10 })).toBe(false);
    expect(mayCreateReward(owner, task, { ...comment, isDeleted: true })).toBe(false);
    expect(
      mayCreateReward(owner, task, { ...comment, reward: { id: 1, number: 5, status: 'processing' } }),
    ).toBe(false);
    expect(mayCreateReward(owner, { ...task, status: 'closed' }, comment)).toBe(false);
  });

  it('edits and withdraws while processing only', () => {
    const owner = viewer(10, ['reward.update']);
    expect(mayChangeReward(owner, task, { id: 1, number: 5, status: 'processing' })).toBe(true);
    expect(mayChangeReward(owner, task, { id: 1, number: 5, status: 'sent' })).toBe(false);
    expect(
      mayChangeReward(viewer(30, ['reward.update']), task, { id: 1, number: 5, status: 'processing' }),
    ).toBe(false);
  });

  it('counts what the pool can still promise', () => {
    const rewards = [
      { id: 1, number: 10, status: 'processing' as const },
      { id: 2, number: 5, status: 'sent' as const },
      { id: 3, number: 7, status: 'processing' as const },
    ];
    expect(poolAvailable(40, rewards)).toBe(23);
    expect(poolAvailable(40, rewards, 3)).toBe(30);
    expect(poolAvailable(5, rewards)).toBe(0);
  });
});

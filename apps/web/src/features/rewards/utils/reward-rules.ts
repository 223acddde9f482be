import type { Reward, RewardInfo } from '@miao/contracts/rewards';
import type { TaskDetail } from '@miao/contracts/tasks';
import type { Permission } from '@miao/contracts/users';

export interface RewardViewer {
  signedIn: boolean;
  id: number | undefined;
  may: (permission: Permission) => boolean;
}

type TaskRef = Pick<TaskDetail, 'user_id' | 'status'>;

function isOwner(viewer: RewardViewer, task: TaskRef): boolean {
  return viewer.id !== undefined && viewer.id === task.user_id;
}

/**
 * Spec 6: the task owner rewards with reward.create, anyone else needs reward.other_create_reward;
 * only while the task is processing, never one's own or a deleted comment, once per comment.
 */
export function mayCreateReward(
  viewer: RewardViewer,
  task: TaskRef,
  comment: { authorId: number; isDeleted: boolean; reward: RewardInfo | null },
): boolean {
  if (!viewer.signedIn || viewer.id === undefined || task.status !== 'processing') return false;
  if (comment.isDeleted || comment.reward || comment.authorId === viewer.id) return false;
  return viewer.may(isOwner(viewer, task) ? 'reward.create' : 'reward.other_create_reward');
}

/** Spec 4 and 6: a reward is edited or withdrawn while not sent, by the owner with reward.update. */
export function mayChangeReward(viewer: RewardViewer, task: TaskRef, reward: RewardInfo): boolean {
  if (!viewer.signedIn || task.status !== 'processing' || reward.status === 'sent') return false;
  return viewer.may(isOwner(viewer, task) ? 'reward.update' : 'reward.other_update_reward');
}

/**
 * Spec 4: the batch reward button shows to users allowed task.reward, once the task is closed,
 * while the first reward entry (newest first, as listed) is still processing.
 */
export function mayBatchReward(
  viewer: Pick<RewardViewer, 'signedIn' | 'may'>,
  task: Pick<TaskDetail, 'status'>,
  rewards: readonly Pick<Reward, 'status'>[] | undefined,
): boolean {
  return (
    viewer.signedIn &&
    viewer.may('task.reward') &&
    task.status === 'closed' &&
    rewards?.[0]?.status === 'processing'
  );
}

/** Coin the pool can still promise: what is left in escrow minus the processing rewards (except one being edited). */
export function poolAvailable(
  remaining: number,
  rewards: readonly Pick<Reward, 'id' | 'number' | 'status'>[] | undefined,
  exceptId?: number,
): number {
  const promised = (rewards ?? [])
    .filter((r) => r.status === 'processing' && r.id !== exceptId)
    .reduce((sum, r) => sum + r.number, 0);
  return Math.max(0, remaining - promised);
}

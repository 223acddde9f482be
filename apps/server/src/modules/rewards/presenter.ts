import type { Reward } from '@miao/contracts/rewards';
import type { UserInfo } from '@miao/contracts/users';
import { presentUserInfo } from '../users/presenter';
import type { rewards } from '../../db/schema/rewards';

/** One reward as the list query reads it. */
export interface RewardListRow {
  reward: typeof rewards.$inferSelect;
  recipient: UserInfo;
  comment: { id: number; content: string; deletedAt: Date | null };
}

/** Spec 3 reward; the web floors the number and shows a plus sign. */
export function presentReward(row: RewardListRow): Reward {
  const { reward, comment } = row;
  const recipient = presentUserInfo(row.recipient);
  return {
    id: reward.id,
    task_id: reward.taskId,
    number: reward.number,
    status: reward.status,
    create_time: reward.createdAt.toISOString(),
    update_time: reward.updatedAt.toISOString(),
    send_time: reward.sentAt?.toISOString() ?? null,
    user_info: recipient,
    comment_info: {
      id: comment.id,
      content: comment.deletedAt ? '' : comment.content,
      user_info: recipient,
      is_deleted: comment.deletedAt !== null,
    },
  };
}

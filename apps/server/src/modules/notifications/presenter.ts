import { NOTIFICATION_PREVIEW_MAX } from '@miao/contracts/limits';
import type {
  Notification,
  NotificationAction,
  NotificationOriginalType,
} from '@miao/contracts/notifications';
import type { RewardStatus } from '@miao/contracts/rewards';
import { plainText } from '../../platform/sanitize';

/** Spec 9: plain text cut at 40 characters, then an ellipsis. */
export function previewOf(html: string): string {
  const characters = [...plainText(html)];
  return characters.length > NOTIFICATION_PREVIEW_MAX
    ? `${characters.slice(0, NOTIFICATION_PREVIEW_MAX).join('')}…`
    : characters.join('');
}

/** One notification as the list query reads it (snake_case, straight from SQL). */
export interface NotificationRow {
  id: number | string;
  is_read: boolean;
  action: NotificationAction;
  original_type: NotificationOriginalType;
  task_id: number;
  publish_at: string;
  actor_id: number;
  actor_nickname: string;
  actor_avatar: string;
  task_title: string;
  task_deleted: boolean;
  sponsor_id: number;
  sponsor_nickname: string;
  sponsor_avatar: string;
  comment_id: number | null;
  comment_content: string | null;
  comment_deleted: boolean | null;
  original_comment_id: number | null;
  original_comment_content: string | null;
  original_comment_deleted: boolean | null;
  reward_ref: number | null;
  reward_id: number | null;
  reward_number: string | null;
  reward_status: RewardStatus | null;
}

function commentPreview(id: number | null, content: string | null, deleted: boolean | null) {
  if (id === null) return null;
  return { id, content: deleted ? '' : previewOf(content ?? '') };
}

export function presentNotification(row: NotificationRow): Notification {
  const rewardGone = row.reward_ref !== null && row.reward_id === null;
  return {
    id: Number(row.id),
    is_read: row.is_read,
    action: row.action,
    original_type: row.original_type,
    location_id: row.comment_id,
    task_id: row.task_id,
    publish_at: row.publish_at,
    user_info: { id: row.actor_id, nickname: row.actor_nickname, avatar: row.actor_avatar },
    target_task_info: {
      id: row.task_id,
      title: row.task_title,
      user_info: { id: row.sponsor_id, nickname: row.sponsor_nickname, avatar: row.sponsor_avatar },
    },
    target_comment_info: commentPreview(row.comment_id, row.comment_content, row.comment_deleted),
    original_comment_info: commentPreview(
      row.original_comment_id,
      row.original_comment_content,
      row.original_comment_deleted,
    ),
    reward_info:
      row.reward_id === null
        ? null
        : { id: row.reward_id, number: Number(row.reward_number), status: row.reward_status! },
    target_deleted: row.task_deleted || row.comment_deleted === true || rewardGone,
  };
}

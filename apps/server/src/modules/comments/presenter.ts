import type { Comment } from '@miao/contracts/comments';
import type { RewardStatus } from '@miao/contracts/rewards';

/** One comment as the list query reads it (snake_case, straight from SQL). */
export interface CommentRow {
  id: number;
  content: string;
  user_id: number;
  nickname: string;
  avatar: string;
  superior_id: number;
  superior_user_id: number | null;
  superior_nickname: string | null;
  superior_avatar: string | null;
  top_id: number;
  reply_count: number;
  like_count: number;
  is_like: boolean;
  is_deleted: boolean;
  create_time: string;
  update_time: string;
  content_type: 'coin_task';
  object_id: number;
  mention_user_ids: unknown;
  reward_id: number | null;
  reward_number: string | null;
  reward_status: RewardStatus | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Spec 3 comment; a deleted one keeps its place (and its author) with empty content. */
export function presentComment(row: CommentRow, signedIn: boolean): Comment {
  return {
    id: row.id,
    content: row.is_deleted ? '' : row.content,
    user_info: { id: row.user_id, nickname: row.nickname, avatar: row.avatar },
    superior_id: row.superior_id,
    superior_user_info:
      row.superior_user_id === null
        ? null
        : {
            id: row.superior_user_id,
            nickname: row.superior_nickname ?? '',
            avatar: row.superior_avatar ?? '',
          },
    top_id: row.top_id,
    reply_count: row.reply_count,
    like_count: row.like_count,
    is_like: row.is_like,
    is_deleted: row.is_deleted,
    create_time: row.create_time,
    update_time: row.update_time,
    content_type: row.content_type,
    object_id: row.object_id,
    // Spec 6: mentioned users are shown to signed-in readers only.
    mention_user_ids: signedIn && !row.is_deleted ? json<number[]>(row.mention_user_ids) : [],
    reward_info:
      row.reward_id === null
        ? null
        : { id: row.reward_id, number: Number(row.reward_number), status: row.reward_status! },
  };
}

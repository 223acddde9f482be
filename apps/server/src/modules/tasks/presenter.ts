import { DEFAULT_COIN_NAME } from '@miao/contracts/limits';
import type { TaskCategory, TaskDetail, TaskSummary, TaskTagRef, VoteContent } from '@miao/contracts/tasks';
import type { UserInfo } from '@miao/contracts/users';
import type { taskCategories } from '../../db/schema/tasks';
import { presentUserInfo } from '../users/presenter';
import type { TaskRow } from './policy';
import type { Viewer } from '../../platform/identity';

type CategoryRow = typeof taskCategories.$inferSelect;

/** One task as the list query reads it. */
export interface SummaryRow {
  task: TaskRow;
  author: UserInfo;
  category: CategoryRow | null;
  coinName: string | null;
  medias: { url: string }[];
  tags: TaskTagRef[];
  mentionIds: number[];
}

export function presentCategory(row: CategoryRow): TaskCategory {
  return { id: row.id, name: row.name, name_en: row.nameEn, name_ja: row.nameJa, is_public: row.isPublic };
}

/** Spec 3 task, without content and votes (a card of the task list, spec 2). */
export function presentTaskSummary(row: SummaryRow, viewer: Viewer): TaskSummary {
  const { task } = row;
  return {
    id: task.id,
    user_id: task.userId,
    title: task.title,
    status: task.status,
    operation: task.operation,
    start_at: task.startAt.toISOString(),
    end_at: task.endAt.toISOString(),
    coin_type_id: task.coinTypeId,
    max_reward_number: task.maxRewardNumber,
    task_category_id: task.taskCategoryId,
    medias: row.medias,
    language: task.language,
    public_permission: task.publicPermission,
    published: task.published,
    reply_disabled: task.replyDisabled,
    user_info: presentUserInfo(row.author),
    tags: row.tags,
    // Spec 6: mentioned users are shown to signed-in viewers only.
    mention_user_ids: viewer.userId === undefined ? [] : row.mentionIds,
    vote_conf: { enable: task.voteEnable, max_num: task.voteMaxNum, show_res: task.voteShowRes },
    category: row.category && presentCategory(row.category),
    // Spec 3: an unknown coin type reads as MIAO COIN.
    chain: { id: task.coinTypeId, coin_name: row.coinName ?? DEFAULT_COIN_NAME },
    comment_count: task.commentCount,
    pinned_at: task.pinnedAt?.toISOString() ?? null,
    create_time: task.createdAt.toISOString(),
    update_time: task.updatedAt.toISOString(),
  };
}

export function presentTaskDetail(
  row: SummaryRow,
  viewer: Viewer,
  extra: {
    mentioned: UserInfo[];
    vote_content: VoteContent;
    my_vote_ids: number[];
    rewarded: number;
    remaining: number;
    pending: number;
  },
): TaskDetail {
  return {
    ...presentTaskSummary(row, viewer),
    // Spec 6: the detail's tag chips are for signed-in viewers; the board's cards keep their tags
    // for everyone (spec 2's card, decision 061).
    tags: viewer.userId === undefined ? [] : row.tags,
    content: row.task.content,
    mention_user_info: extra.mentioned.map(presentUserInfo),
    vote_content: extra.vote_content,
    my_vote_ids: extra.my_vote_ids,
    rewarded_number: extra.rewarded,
    remaining_number: extra.remaining,
    pending_number: extra.pending,
  };
}

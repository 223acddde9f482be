// Rewards on comments (issue 6): coin promised to a comment out of its task's escrowed pool,
// `processing` until the batch reward pays it (`sent`). Spec 3 shapes in snake_case.
import { z } from 'zod';
import { coinNumber } from './coin';
import { pageOf } from './common';
import { MAX_PAGE_SIZE, PAGE_SIZE_STORE } from './limits';
import { idQuery } from './tasks';
import { userInfo } from './users';

export const REWARD_STATUSES = ['processing', 'sent'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

const ID_MAX = 2 ** 31 - 1;
/** An id in a JSON body: a number or a string of digits (forms send strings). */
export const idInput = z.union([
  z.number().int().min(1).max(ID_MAX),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(ID_MAX)),
]);

/** The reward of a comment, as the comment shows it (spec 3 reward_info). */
export const rewardInfo = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(REWARD_STATUSES),
});
export type RewardInfo = z.infer<typeof rewardInfo>;

export const rewardListQuery = z.object({
  task_id: idQuery,
  page_number: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Spec 9: rewards are read 1000 at a time. */
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE_STORE),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export type RewardListQuery = z.infer<typeof rewardListQuery>;

/**
 * POST /api/rewards. `number` is a whole number of at least 1 (spec 5); the dialog takes the
 * absolute value and ignores what is not positive before sending, the server refuses 0, negative
 * and fractional amounts (validation_error on `number`).
 */
export const rewardCreateRequest = z.object({
  task_id: idInput,
  comment_id: idInput,
  number: coinNumber,
});
export type RewardCreate = z.infer<typeof rewardCreateRequest>;

/** PATCH /api/rewards/{id}: the new amount; task_id and comment_id may be sent (spec 7) and must match. */
export const rewardUpdateRequest = z.object({
  number: coinNumber,
  task_id: idInput.optional(),
  comment_id: idInput.optional(),
});
export type RewardUpdate = z.infer<typeof rewardUpdateRequest>;

export const rewardIdParam = z.object({ id: idQuery });

/** The rewarded comment, as a reward shows it; content empty and is_deleted once deleted. */
export const rewardCommentInfo = z.object({
  id: z.number().int(),
  content: z.string(),
  user_info: userInfo,
  is_deleted: z.boolean(),
});

/** Spec 3 reward. */
export const reward = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  number: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  create_time: z.string(),
  update_time: z.string(),
  /** When the batch reward paid it; null while processing. */
  send_time: z.string().nullable(),
  /** Who is paid: the comment's author. */
  user_info: userInfo,
  comment_info: rewardCommentInfo,
});
export type Reward = z.infer<typeof reward>;
export const rewardList = pageOf(reward);

/** PATCH /api/tasks/{id}/reward-batch: what was paid and what went back to the sponsor. */
export const rewardBatchResponse = z.object({
  task_id: z.number().int(),
  /** The rewards sent by this call. */
  results: z.array(reward),
  count: z.number().int(),
  /** Coin paid to commenters by this call. */
  sent_number: z.number().int(),
  /** Coin refunded to the sponsor: what was left in the pool. */
  refunded_number: z.number().int(),
});
export type RewardBatch = z.infer<typeof rewardBatchResponse>;

/**
 * GET /api/rewards/pending: the signed-in member's rewards still waiting for the payout (spec 4),
 * newest first, with the task they wait on: the wallet shows them beside the balance.
 */
export const pendingReward = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  task_title: z.string(),
  /** The task is closed: only staff sending the batch is left. */
  task_closed: z.boolean(),
  coin_type_id: z.number().int(),
  number: z.number().int(),
  create_time: z.string(),
});
export type PendingReward = z.infer<typeof pendingReward>;
export const pendingRewardList = z.object({ results: z.array(pendingReward), count: z.number().int() });
export type PendingRewardList = z.infer<typeof pendingRewardList>;

// Comments, replies and likes on tasks (issue 6). Spec 3 comment shape in snake_case; times are
// ISO-8601 UTC strings.
import { z } from 'zod';
import { pageOf } from './common';
import { COMMENT_IDS_MAX, COMMENT_MENTIONS_MAX, MAX_PAGE_SIZE, PAGE_SIZE_COMMENTS } from './limits';
import { idInput, rewardInfo } from './rewards';
import { idQuery } from './tasks';
import { userInfo } from './users';

/** What a comment is on: only tasks (spec 7 content_type coin_task). */
export const COMMENT_CONTENT_TYPES = ['coin_task'] as const;
export type CommentContentType = (typeof COMMENT_CONTENT_TYPES)[number];

/** 0 or an id: `superior_id` 0 means a top-level comment. */
const idOrZero = z.union([z.literal(0), idInput, z.literal('0').transform(() => 0 as const)]);
const idOrZeroQuery = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const pageNumber = z.coerce.number().int().min(1).max(1_000_000).default(1);

/**
 * POST /api/comments. `content` is rich-text HTML: the server refuses null characters
 * (null_character) and more than COMMENT_MAX_HTML characters before or after sanitising
 * (comment_too_long), then refuses it blank unless an image or video is embedded (validation_error
 * on `content`). `mention_user_ids` needs comment.mention.
 */
export const commentCreateRequest = z.object({
  content: z.string(),
  content_type: z.enum(COMMENT_CONTENT_TYPES).default('coin_task'),
  object_id: idInput,
  mention_user_ids: z.array(idInput).max(COMMENT_MENTIONS_MAX).default([]),
  superior_id: idOrZero.default(0),
});
export type CommentCreate = z.infer<typeof commentCreateRequest>;

/** PATCH /api/comments/{id}: new content, and the mentions when sent (else kept). */
export const commentUpdateRequest = z.object({
  content: z.string(),
  mention_user_ids: z.array(idInput).max(COMMENT_MENTIONS_MAX).optional(),
});
export type CommentUpdate = z.infer<typeof commentUpdateRequest>;

export const commentIdParam = z.object({ id: idQuery });

/**
 * GET /api/comments. `superior_id=0` (or `top_id=0`) lists the top-level comments, `top_id=X`
 * the replies of thread X, `superior_id=X` the direct replies of comment X; without either, every
 * comment of the task. A deleted top-level comment is listed while it has replies (as deleted).
 */
export const commentListQuery = z.object({
  content_type: z.enum(COMMENT_CONTENT_TYPES).default('coin_task'),
  object_id: idQuery,
  top_id: idOrZeroQuery.optional(),
  superior_id: idOrZeroQuery.optional(),
  page_number: pageNumber,
  /** Spec 9: 100 per page in the comment list and for replies; the store reads 1000. */
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE_COMMENTS),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

/** GET /api/comments/{id}/position: the list page holding a comment (the `#task-comment-{id}` hash). */
export const commentPositionQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE_COMMENTS),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export const commentPosition = z.object({
  id: z.number().int(),
  object_id: z.number().int(),
  /** The top-level comment whose page this is (the comment itself when top-level). */
  top_id: z.number().int(),
  /** The page of the top-level list (superior_id=0) holding `top_id`. */
  page_number: z.number().int(),
  page_size: z.number().int(),
});

/** Spec 3 comment. A deleted one (listed while it has replies) has empty content and is_deleted. */
export const comment = z.object({
  id: z.number().int(),
  content: z.string(),
  user_info: userInfo,
  superior_id: z.number().int(),
  /** The author of the comment replied to (kept when that comment is deleted); null at top level. */
  superior_user_info: userInfo.nullable(),
  top_id: z.number().int(),
  reply_count: z.number().int(),
  like_count: z.number().int(),
  /** Whether the signed-in reader likes it (false when signed out). */
  is_like: z.boolean(),
  is_deleted: z.boolean(),
  create_time: z.string(),
  update_time: z.string(),
  content_type: z.enum(COMMENT_CONTENT_TYPES),
  object_id: z.number().int(),
  /** Empty for signed-out readers (spec 6: mentioned users are shown to signed-in users). */
  mention_user_ids: z.array(z.number().int()),
  reward_info: rewardInfo.nullable(),
});
export type Comment = z.infer<typeof comment>;
export const commentList = pageOf(comment);

export const likeRequest = z.object({ comment_id: idInput });
/** The comment's like count after the call, and whether the caller now likes it. */
export const likeResponse = z.object({ count: z.number().int(), is_like: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponse>;

export const likeCheckRequest = z.object({ comment_ids: z.array(idInput).max(COMMENT_IDS_MAX) });
/** The asked ids this member likes (empty when signed out). */
export const likeCheckResponse = z.array(z.number().int());

// The conversation on tasks (issue 6): comments and replies, likes, rewards on comments and the
// notifications they cause. Counters (tasks.comment_count, comments.reply_count, like_count) only
// change by SQL arithmetic in the transaction that adds or removes what they count.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMMENT_CONTENT_TYPES } from '@miao/contracts/comments';
import { NOTIFICATION_ACTIONS, NOTIFICATION_ORIGINAL_TYPES } from '@miao/contracts/notifications';
import { REWARD_STATUSES } from '@miao/contracts/rewards';
import { ledgerTransactions } from './coin';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Spec 3 comment. `superior_id` is 0 for a top-level comment, else the comment replied to;
 * `top_id` is 0 for a top-level comment, else the top-level comment of the thread. A deleted
 * comment keeps its row (replies still name its author) with the content emptied.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type', { enum: COMMENT_CONTENT_TYPES }).notNull().default('coin_task'),
    /** object_id: the task commented on. */
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Sanitised HTML (platform/sanitize), at most COMMENT_MAX_HTML characters. */
    content: text('content').notNull(),
    superiorId: integer('superior_id').notNull().default(0),
    topId: integer('top_id').notNull().default(0),
    /** Live replies in the thread (top-level comments only). */
    replyCount: integer('reply_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    mentionUserIds: integer('mention_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('comments_counts_non_negative', sql`${t.replyCount} >= 0 AND ${t.likeCount} >= 0`),
    check('comments_thread', sql`(${t.superiorId} = 0) = (${t.topId} = 0)`),
    // the list of a task's top-level comments (top_id 0) or of one thread (top_id X), by id
    index('comments_task_thread_idx').on(t.taskId, t.topId, t.id),
    index('comments_superior_idx')
      .on(t.superiorId, t.id)
      .where(sql`${t.superiorId} <> 0`),
    index('comments_user_idx').on(t.userId),
  ],
);

/** One row per member and comment: inserted with ON CONFLICT DO NOTHING, so a member likes once. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

/**
 * Spec 3 reward: coin promised to a comment out of its task's pool. It stays `processing` (the pool
 * still holds the coin) until the batch reward pays it to `user_id` and marks it `sent`.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** Who is paid: the comment's author. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: bigint('number', { mode: 'number' }).notNull(),
    status: text('status', { enum: REWARD_STATUSES }).notNull().default('processing'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The ledger movement that paid it, once sent. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_number_positive', sql`${t.number} >= 1`),
    uniqueIndex('rewards_comment_key').on(t.commentId),
    index('rewards_task_idx').on(t.taskId, t.status, t.id),
  ],
);

/**
 * Spec 3 notification, written in the transaction of its cause. `comment_id` is the comment to
 * open (the new comment, the reply, the liked or rewarded one); `original_comment_id` the comment
 * replied to. `reward_id` is a plain integer: a deleted reward leaves its notification behind.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The recipient. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: NOTIFICATION_ACTIONS }).notNull(),
    originalType: text('original_type', { enum: NOTIFICATION_ORIGINAL_TYPES }).notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    originalCommentId: integer('original_comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id'),
    isRead: boolean('is_read').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notifications_not_self', sql`${t.userId} <> ${t.actorId}`),
    // the list and the unread count (spec 7): one index range per user and read state, newest first
    index('notifications_user_read_idx').on(t.userId, t.isRead, t.id),
  ],
);

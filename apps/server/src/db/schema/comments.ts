// The conversation on tasks (issue 6): comments and replies and their likes. Counters
// (tasks.comment_count, comments.reply_count, like_count) only change by SQL arithmetic in the
// transaction that adds or removes what they count. Rewards and notifications: rewards.ts,
// notifications.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { COMMENT_CONTENT_TYPES } from '@miao/contracts/comments';
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

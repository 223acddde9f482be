// The community task board (issue 4). A task's reward pool is a ledger escrow account keyed by the
// task id (schema/coin.ts); the rewarded amount is read from the ledger, never stored twice.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { TASK_LANGUAGES, TASK_OPERATIONS, TASK_PERMISSIONS, TASK_STATUSES } from '@miao/contracts/tasks';
import { coinTypes } from './coin';
import { users } from './users';

/** Spec 3 task category. Non-public categories are listed to and usable by staff only. */
export const taskCategories = pgTable('task_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  /** Japanese name for ja tasks (issue 17: the starter categories come in cn/en/ja). */
  nameJa: text('name_ja'),
  isPublic: boolean('is_public').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** Staff took it out of the pickers and lists (decision 025); tasks filed under it keep it. */
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tagGroups = pgTable('tag_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameJa: text('name_ja'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameJa: text('name_ja'),
    groupId: integer('group_id').references(() => tagGroups.id, { onDelete: 'set null' }),
    /** Shown when the tag is picked in the create form (POST /api/task-tags/tips). */
    tips: text('tips').notNull().default(''),
    /** Staff order in the pickers (ascending, then id). */
    sort: integer('sort').notNull().default(0),
    /** Staff took it out of the pickers and lists (decision 025); tasks that carry it keep it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tags_group_idx').on(t.groupId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** The sponsor; `change-user` moves it, the reward pool goes with the task. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** Sanitised HTML (platform/sanitize). */
    content: text('content').notNull().default(''),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('processing'),
    operation: text('operation', { enum: TASK_OPERATIONS }).notNull().default('manual'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    coinTypeId: integer('coin_type_id')
      .notNull()
      .references(() => coinTypes.id),
    /** What the sponsor put into the reward pool, in total. */
    maxRewardNumber: bigint('max_reward_number', { mode: 'number' }).notNull(),
    taskCategoryId: integer('task_category_id').references(() => taskCategories.id, { onDelete: 'set null' }),
    language: text('language', { enum: TASK_LANGUAGES }).notNull(),
    publicPermission: text('public_permission', { enum: TASK_PERMISSIONS }).notNull().default('public'),
    /** False while the task is a draft: only its sponsor and staff see it (issue 38, decision 060). */
    published: boolean('published').notNull().default(true),
    /** When the task went on the board (its creation, or the edit that published the draft). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    replyDisabled: boolean('reply_disabled').notNull().default(false),
    voteEnable: boolean('vote_enable').notNull().default(false),
    voteMaxNum: integer('vote_max_num').notNull().default(1),
    voteShowRes: boolean('vote_show_res').notNull().default(false),
    /** Kept by the comments module (issue: comments) as comments come and go. */
    commentCount: integer('comment_count').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A staff announcement leads the board's default list while set (issue 18, decision 028). */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tasks_reward_positive', sql`${t.maxRewardNumber} > 0`),
    check('tasks_time_order', sql`${t.startAt} < ${t.endAt}`),
    check('tasks_vote_max_num', sql`${t.voteMaxNum} >= 1`),
    index('tasks_list_idx')
      .on(t.language, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // also the hourly creation rule (spec 5): the user's latest task
    index('tasks_user_idx').on(t.userId, t.createdAt),
    index('tasks_category_idx').on(t.taskCategoryId),
    // the "ending soon" ordering asks for the next end after now (issue 18)
    index('tasks_end_idx')
      .on(t.endAt)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Spec 3 medias: the first (sort 0) is the cover. */
export const taskMedias = pgTable(
  'task_medias',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('task_medias_task_sort_key').on(t.taskId, t.sort)],
);

export const taskTags = pgTable(
  'task_tags',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.tagId] }), index('task_tags_tag_idx').on(t.tagId, t.taskId)],
);

/** Mentioned users may see a non-public task (spec 2 and 6). */
export const taskMentions = pgTable(
  'task_mentions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_mentions_user_idx').on(t.userId)],
);

/** Spec 3 subscription: mailed on new comments until the unsubscribe link is followed. */
export const taskSubscriptions = pgTable(
  'task_subscriptions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Random, in the unsubscribe link of every mail. */
    token: text('token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_subscriptions_task_email_key').on(t.taskId, sql`lower(${t.email})`),
    uniqueIndex('task_subscriptions_token_key').on(t.token),
  ],
);

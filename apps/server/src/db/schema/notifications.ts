// Notifications (issue 6): written in the transaction of the comment, reply, like or reward that
// causes them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_ACTIONS, NOTIFICATION_ORIGINAL_TYPES } from '@miao/contracts/notifications';
import { comments } from './comments';
import { tasks } from './tasks';
import { users } from './users';

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
    /**
     * When a mail job considered it for its recipient's digest (mailed or not, as the recipient
     * wanted then); null until then. A notification is mailed at most once (docs/decisions/030).
     */
    mailDecidedAt: timestamp('mail_decided_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_not_self', sql`${t.userId} <> ${t.actorId}`),
    // the list and the unread count (spec 7): one index range per user and read state, newest first
    index('notifications_user_read_idx').on(t.userId, t.isRead, t.id),
  ],
);

/**
 * Which notifications a member wants by e-mail (issue 18). No row: the defaults of
 * NOTIFICATION_MAIL_DEFAULTS. `mail_enabled` false is "no e-mails" and keeps the chosen actions, so
 * turning mail back on restores them.
 */
export const notificationMailPreferences = pgTable('notification_mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailEnabled: boolean('mail_enabled').notNull().default(true),
  actions: text('actions', { enum: NOTIFICATION_ACTIONS }).array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each member's notification mails stand (docs/decisions/030, "One mail for what waited"): the
 * highest notification id a mail job has decided for them. The next digest looks at what came after
 * it, and a job locks the row first, so the jobs of one member run one after another.
 */
export const notificationMailMarks = pgTable('notification_mail_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  decidedThrough: bigint('decided_through', { mode: 'number' }).notNull(),
});

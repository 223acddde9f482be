// Notifications (issue 6): written in the transaction of their cause, listed to their recipient.
// Spec 3 shape in snake_case; previews are plain text cut at NOTIFICATION_PREVIEW_MAX characters.
import { z } from 'zod';
import { pageOf } from './common';
import { MAX_PAGE_SIZE, NOTIFICATION_IDS_MAX, NOTIFICATION_PAGE_SIZE } from './limits';
import { idInput, rewardInfo } from './rewards';
import { idQuery } from './tasks';
import {
  NOTIFICATION_ACTIONS,
  NOTIFICATION_ORIGINAL_TYPES,
  type NotificationAction,
} from './notification-rules';
import { userInfo } from './users';

export {
  NOTIFICATION_ACTIONS,
  NOTIFICATION_ORIGINAL_TYPES,
  type NotificationAction,
  type NotificationOriginalType,
} from './notification-rules';

/** `is_read=false&page_size=1` is the unread count (spec 7): read `count`. */
export const notificationListQuery = z.object({
  is_read: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  page_number: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

const commentPreview = z.object({
  id: z.number().int(),
  /** Plain text, at most NOTIFICATION_PREVIEW_MAX characters then an ellipsis; empty once deleted. */
  content: z.string(),
});

/** Spec 3 notification. */
export const notification = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  action: z.enum(NOTIFICATION_ACTIONS),
  original_type: z.enum(NOTIFICATION_ORIGINAL_TYPES),
  /** The comment to scroll to: `#task-comment-{location_id}` on the task page. */
  location_id: z.number().int().nullable(),
  task_id: z.number().int(),
  publish_at: z.string(),
  /** Who did it. */
  user_info: userInfo,
  target_task_info: z.object({ id: z.number().int(), title: z.string(), user_info: userInfo }),
  /** The new comment or reply, or the liked, rewarded or mentioning comment. */
  target_comment_info: commentPreview.nullable(),
  /** The comment replied to (reply notifications). */
  original_comment_info: commentPreview.nullable(),
  /** The reward (reward notifications); null once the reward was withdrawn. */
  reward_info: rewardInfo.nullable(),
  /** The comment, the task or the reward is gone: the web shows the "deleted" notice (spec 2). */
  target_deleted: z.boolean(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = pageOf(notification);

export const notificationIdParam = z.object({ id: idQuery });
export const notificationReadRequest = z.object({
  notification_ids: z.array(idInput).min(1).max(NOTIFICATION_IDS_MAX),
});
/** How many of the named notifications (of the caller) are now read. */
export const notificationReadResponse = z.object({ count: z.number().int() });
export const notificationUpdateRequest = z.object({ is_read: z.boolean() });

/** POST /api/notifications/read-all: how many of the caller's unread notifications became read. */
export const notificationReadAllResponse = notificationReadResponse;

/**
 * Issue 18: the actions mailed to a member who set nothing. Likes are left out: they come often and
 * say little.
 */
export const NOTIFICATION_MAIL_DEFAULTS: readonly NotificationAction[] = [
  'comment',
  'reply',
  'mention',
  'reward',
];

/**
 * PUT /api/notifications/preferences: which notifications are mailed. `mail_enabled` false is "no
 * e-mails" (the chosen actions are kept for when mail is turned on again). Each action at most once.
 */
export const notificationPreferencesUpdate = z.strictObject({
  mail_enabled: z.boolean(),
  actions: z
    .array(z.enum(NOTIFICATION_ACTIONS))
    .max(NOTIFICATION_ACTIONS.length)
    .refine((actions) => new Set(actions).size === actions.length, { message: 'Each action at most once' }),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

/** GET /api/notifications/preferences; `email` is where mails go, empty when the account has none. */
export const notificationPreferences = notificationPreferencesUpdate.extend({ email: z.string() });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

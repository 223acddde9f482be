// The notifications' fixed values without zod: the user center's preferences card lists the actions
// before any schema loads (issue 13); notifications.ts re-exports them next to its schemas.

/** Spec 3: a comment on your task, a like or a reward of your comment, a reply to it, a mention. */
export const NOTIFICATION_ACTIONS = ['comment', 'like', 'reply', 'reward', 'mention'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];
/**
 * What the notification is about: a comment, a reward of one (promised, waiting for the payout), or
 * the payout of that reward into the member's balance (`payout`, written by the batch reward).
 */
export const NOTIFICATION_ORIGINAL_TYPES = ['comment', 'reward', 'payout'] as const;
export type NotificationOriginalType = (typeof NOTIFICATION_ORIGINAL_TYPES)[number];

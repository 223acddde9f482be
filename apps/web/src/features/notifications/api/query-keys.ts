/**
 * Every notification query (the list and the unread count) starts with this key. It lives apart
 * from the list's call so the header's unread count loads without the list's schema (zod).
 */
export const notificationsQueryKey = ['notifications'] as const;

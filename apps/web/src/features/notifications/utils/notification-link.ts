import type { Notification } from '@miao/contracts/notifications';

/** Spec 2: the task page, scrolled to the comment: `/dao/{task_id}/#task-comment-{location_id}`. */
export function notificationHref(
  prefix: string,
  notification: Pick<Notification, 'task_id' | 'location_id'>,
): string {
  const anchor = notification.location_id ? `#task-comment-${notification.location_id}` : '';
  return `${prefix}/dao/${notification.task_id}/${anchor}`;
}

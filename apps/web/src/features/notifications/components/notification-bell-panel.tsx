import type { Notification } from '@miao/contracts/notifications';
import { useEffect, useId, useRef } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStringSet } from '@/locales/string-sets';
import { useTranslation } from '@/lib/use-translation';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import '@/features/notifications/notifications.css';
import { NotificationItem } from './notification-item';

/** How many of the latest the dropdown shows; the page shows them all. */
export const BELL_LATEST = 5;

/**
 * The bell's dropdown: the latest notifications (spec 2: a row opens the task at the comment in a
 * new tab and is marked read, spec 4), "mark all read", and "see all". It takes the focus when it
 * opens, so a keyboard or screen reader user is inside it.
 */
export function NotificationBellPanel(props: { id: string; signedIn: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  // the rows' words are the community's strings: a landing page has not loaded them
  useStringSet(i18n, 'community');
  const { language, prefix } = useLanguage();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const list = useNotifications({ enabled: props.signedIn });
  const unread = useUnreadCount({ enabled: props.signedIn });
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate([notification.id]);
    if (notification.target_deleted) toast.info(t('notifications.deleted'));
  };

  const items = (list.data?.pages[0]?.results ?? []).slice(0, BELL_LATEST);
  const unreadCount = unread.data ?? 0;
  let content;
  if (!props.signedIn || list.isPending)
    content = (
      <p className="bell__state" role="status">
        {t('common.loading')}
      </p>
    );
  else if (list.isError && items.length === 0)
    content = (
      <p className="bell__state" role="alert">
        {list.error instanceof ApiError ? list.error.displayMessage : t('common.loadFailed')}
      </p>
    );
  else if (items.length === 0) content = <p className="bell__state">{t('notifications.empty')}</p>;
  else
    content = (
      <ul className="notification-list bell__list">
        {items.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            language={language}
            prefix={prefix}
            onOpen={open}
            compact
          />
        ))}
      </ul>
    );

  return (
    <div
      ref={panel}
      id={props.id}
      className="bell__panel tone-light"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="bell__head">
        <h2 id={titleId} className="bell__title">
          {t('notifications.title')}
          {unreadCount > 0 ? (
            <span className="tag tag--accent bell__unread">
              {t('notifications.unreadCount', { count: unreadCount })}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className="bell__action"
          onClick={() => markAll.mutate()}
          disabled={unreadCount === 0 || markAll.isPending}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {content}
      <LocalLink to="/notifications/" className="bell__all" onClick={props.onClose}>
        {t('layout.notificationsAll')}
      </LocalLink>
    </div>
  );
}

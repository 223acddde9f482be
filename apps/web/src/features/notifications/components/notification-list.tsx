import type { Notification } from '@miao/contracts/notifications';
import { useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import { BellIcon } from '@/components/icons/ui-icons';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useDeleteNotification } from '@/features/notifications/api/delete-notification';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import '@/features/notifications/notifications.css';
import { useTranslation } from '@/lib/use-translation';
import { NotificationItem } from './notification-item';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="notification-list notification-list--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="notification__link" aria-hidden="true">
          <span className="avatar avatar--md skeleton__line" />
          <span className="notification__body">
            <span className="skeleton__line" style={{ width: `${70 - i * 12}%` }} />
            <span className="skeleton__line" style={{ width: '40%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The signed-in member's notifications (spec 2): load more, 20 at a time; clicking marks read and
 * opens the task at the comment in a new tab, or says the target was deleted.
 */
export function NotificationList({ asPage = false }: { asPage?: boolean } = {}) {
  const { t } = useTranslation();
  const { language, prefix } = useLanguage();
  const titleId = useId();
  const list = useNotifications();
  const unread = useUnreadCount({ enabled: true });
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllNotificationsRead();
  // the mutation's pending state reaches the button a tick later: a double click must send once
  const markingAll = useRef(false);
  const onMarkAll = () => {
    if (markingAll.current) return;
    markingAll.current = true;
    markAll.mutate(undefined, {
      onSettled: () => {
        markingAll.current = false;
      },
    });
  };

  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate([notification.id]);
    if (notification.target_deleted) toast.info(t('notifications.deleted'));
  };

  const onDelete = (notification: Notification) =>
    remove.mutate(notification.id, { onSuccess: () => toast.success(t('notifications.delete.done')) });

  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  let content;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.isError && items.length === 0)
    content = (
      <ErrorState
        message={list.error instanceof ApiError ? list.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0) content = <EmptyState>{t('notifications.empty')}</EmptyState>;
  else
    content = (
      <ul className="notification-list">
        {items.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            language={language}
            prefix={prefix}
            onOpen={open}
            onDelete={onDelete}
            deleting={remove.isPending && remove.variables === n.id}
          />
        ))}
      </ul>
    );

  const unreadCount = unread.data ?? 0;
  return (
    // `id="notifications"`: the anchor a digest mail of notifications links to
    <section id="notifications" className="card notifications" aria-labelledby={titleId}>
      <header className="card__header">
        <span className="card__icon">
          <BellIcon />
        </span>
        {/* the page of its own (issue 35) is titled by this card; the user center's card is one of many */}
        {asPage ? (
          <h1 id={titleId} className="card__title">
            {t('notifications.title')}
          </h1>
        ) : (
          <h2 id={titleId} className="card__title">
            {t('notifications.title')}
          </h2>
        )}
        {unreadCount > 0 ? (
          <span className="tag tag--accent">{t('notifications.unreadCount', { count: unreadCount })}</span>
        ) : null}
        {/* issue 18: disabled while nothing is unread or a request is under way (a double click sends once) */}
        <button
          type="button"
          className="button button--secondary notifications__read-all"
          onClick={onMarkAll}
          disabled={unreadCount === 0 || markAll.isPending}
        >
          {t('notifications.markAllRead')}
        </button>
      </header>
      {content}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary button--block notifications__more"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('notifications.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

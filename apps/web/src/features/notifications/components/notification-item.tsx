import type { Notification } from '@miao/contracts/notifications';
import { TrashIcon } from '@/components/icons/line-icons';
import { RelativeTime } from '@/components/ui/relative-time';
import type { Language } from '@/lib/language';
import { UserAvatar } from '@/features/users/components/user-avatar';
import { notificationHref } from '@/features/notifications/utils/notification-link';
import { notificationPreview } from '@/features/notifications/utils/notification-preview';
import { useTranslation } from '@/lib/use-translation';

const ACTION_KEYS = {
  comment: 'notifications.action.comment',
  like: 'notifications.action.like',
  reply: 'notifications.action.reply',
  reward: 'notifications.action.reward',
  mention: 'notifications.action.mention',
} as const;

/**
 * One notification (spec 2, 3): who did what on which task, a preview cut at 40 characters, unread
 * marked. Opening it marks it read and opens the task at the comment in a new tab; when the target
 * is gone the "deleted" notice shows instead.
 */
export function NotificationItem(props: {
  notification: Notification;
  language: Language;
  prefix: string;
  onOpen: (notification: Notification) => void;
  /** Issue 17: delete this notification (spec 7 DELETE by id); the header's dropdown offers none. */
  onDelete?: (notification: Notification) => void;
  deleting?: boolean;
  /** The header's dropdown (issue 35): who, what, the preview and when, one tight row. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { notification: n } = props;
  const actor = n.user_info.nickname.trim() || t('common.anonymous');
  const preview = notificationPreview(n.target_comment_info?.content ?? '');
  const original = notificationPreview(n.original_comment_info?.content ?? '');
  // spec 4: a reward is promised first and paid by the batch later; each has its own notification
  const payout = n.action === 'reward' && n.original_type === 'payout';

  const body = (
    <>
      <UserAvatar src={n.user_info.avatar} alt="" size="md" />
      <span className="notification__body">
        <span className="notification__line">
          <strong className="notification__actor">{actor}</strong>{' '}
          {payout ? t('notifications.action.payout') : t(ACTION_KEYS[n.action])}
          {n.action === 'reward' && n.reward_info ? (
            <span className="notification__reward mono"> +{Math.floor(n.reward_info.number)}</span>
          ) : null}
        </span>
        {!props.compact && n.action === 'reward' && n.reward_info ? (
          <span
            className={`notification__reward-state${n.reward_info.status === 'processing' ? ' is-pending' : ''}`}
          >
            {n.reward_info.status === 'processing'
              ? t('notifications.rewardPending')
              : t('notifications.rewardPaid')}
          </span>
        ) : null}
        {n.target_deleted ? (
          <span className="notification__preview notification__preview--deleted">
            {t('notifications.deleted')}
          </span>
        ) : preview ? (
          <span className="notification__preview">{preview}</span>
        ) : null}
        {!props.compact && !n.target_deleted && n.action === 'reply' && original ? (
          <span className="notification__original">{t('notifications.original', { text: original })}</span>
        ) : null}
        <span className="notification__meta">
          <span className="notification__task">{n.target_task_info.title}</span>
          <RelativeTime className="notification__time" value={n.publish_at} language={props.language} />
        </span>
      </span>
      {n.is_read ? null : (
        <span className="notification__dot">
          <span className="visually-hidden">{t('notifications.unread')}</span>
        </span>
      )}
    </>
  );

  const className = `notification__link${n.is_read ? '' : ' is-unread'}`;
  const { onDelete } = props;
  return (
    <li className={`notification${props.compact ? ' notification--compact' : ''}`}>
      {n.target_deleted ? (
        <button type="button" className={className} onClick={() => props.onOpen(n)}>
          {body}
        </button>
      ) : (
        <a
          className={className}
          href={notificationHref(props.prefix, n)}
          target="_blank"
          rel="noopener"
          onClick={() => props.onOpen(n)}
        >
          {body}
          <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      )}
      {onDelete ? (
        <button
          type="button"
          className="icon-button notification__delete"
          onClick={() => onDelete(n)}
          disabled={props.deleting}
          aria-label={t('notifications.delete.label', { name: actor })}
          title={t('notifications.delete.action')}
        >
          <TrashIcon />
        </button>
      ) : null}
    </li>
  );
}

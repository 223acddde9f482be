import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/**
 * The member's notifications on a page of their own (issue 35 item 3): the header's bell links here
 * ("see all"). Rendered in the browser for its member (the list's relative times are the browser's
 * clock); search engines leave it out.
 */
export function NotificationsRoute() {
  const { t } = useTranslation();
  return (
    <div className="page notifications-page">
      <LocalLink to="/user-center/" className="back-link">
        <ArrowLeftIcon /> {t('user.backToCenter')}
      </LocalLink>
      <RequireSignIn>
        <NotificationList asPage />
        <NotificationPreferencesCard />
      </RequireSignIn>
    </div>
  );
}

export { NotificationsRoute as Component };

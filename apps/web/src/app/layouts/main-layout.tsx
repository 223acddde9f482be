import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { SearchLauncher } from '@/features/search/components/search-launcher';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { usePageInfo } from '@/app/use-page-info';
import { useTranslation } from '@/lib/use-translation';
import { StoreRegionBannerAfterHydration, WeChatShareAfterHydration } from './after-hydration';
import { StaffLayout } from './staff-layout';

/**
 * Header, the page, footer; community and user pages take the light tone.
 *
 * The header and the footer are Suspense boundaries, as the page is (lazy-page.tsx), though none of
 * them suspends: React hydrates the server's HTML of a boundary after the root, in slices that yield
 * to the browser every few milliseconds, instead of in the root's one long task. A click on a part
 * not hydrated yet has React hydrate that part at once and then handle the click, and an update that
 * reaches it first (the session, the unread mark) has React hydrate it first, then apply the update.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const info = usePageInfo();
  const { status } = useSession();
  const { prefix } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut(prefix);
  const tone = info.kind === 'page' ? info.handle.tone : 'dark';
  // spec 2: the user icon lights up while notifications are unread (polled, spec 4)
  const unread = useUnreadCount({ enabled: status === 'signed-in' });
  // the console's frame of its own: no public header, footer, newsletter or chat (decision 059)
  if (info.kind === 'page' && info.handle.layout === 'staff') return <StaffLayout />;

  return (
    <div className={`shell tone-${tone}`}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Suspense>
        <Header
          signedIn={status === 'signed-in'}
          hasUnread={status === 'signed-in' && (unread.data ?? 0) > 0}
          onSignIn={() => void navigate(signInHref(prefix, `${location.pathname}${location.search}`))}
          onSignOut={() => signOut.mutate()}
          chat={<ChatLauncher />}
          search={<SearchLauncher />}
          notifications={<NotificationBell status={status} />}
        />
      </Suspense>
      <StoreRegionBannerAfterHydration />
      <WeChatShareAfterHydration />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}

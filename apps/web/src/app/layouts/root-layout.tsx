import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '@/components/ui/toasts';
import { useFontScale } from '@/hooks/use-font-scale';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLanguage } from '@/hooks/use-language';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { htmlLang } from '@/lib/language';
import { useTranslation } from '@/lib/use-translation';
import { addStringSet } from '@/locales/string-sets';
import { addTranslation } from '@/locales/translation';
import { useQueryClient } from '@tanstack/react-query';
import { ownTitle, pageTitle, sessionTitle } from '@/app/page-title';
import { useSession } from '@/lib/session';
import { RootGate } from '@/app/root-gate';
import { usePageInfo } from '@/app/use-page-info';
import { InviteCaptureAfterHydration } from './after-hydration';

/** Above every layout: language, document title, font scaling, toasts and the root gate. */
export function RootLayout() {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const mobile = useIsMobile();
  const info = usePageInfo();
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signed-in';
  useFontScale(mobile);
  useScrollToTop();

  useEffect(() => {
    let current = true;
    // the page loaded only its own language: the other one's strings come first
    if (i18n.language !== language) {
      void addTranslation(i18n, language).then(() => {
        if (current) i18n.changeLanguage(language);
      });
    }
    document.documentElement.lang = htmlLang(language);
    return () => {
      current = false;
    };
  }, [i18n, language]);

  // the strings' language, which follows the page's once its strings are in
  const shownLanguage = i18n.language;
  useEffect(() => {
    if (info.kind === 'page')
      document.title =
        ownTitle(info.handle, info.params, queryClient) ??
        pageTitle(sessionTitle(info.handle.title, signedIn), i18n);
  }, [info, i18n, shownLanguage, queryClient, signedIn]);

  // the error messages (`forms`) are not startup strings: they come once the page is idle after
  // hydrating, for the messages shown without a call first (chat); a refused call waits for them itself
  useEffect(() => {
    const load = () => void addStringSet(i18n, 'forms');
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [i18n, shownLanguage]);

  return (
    <RootGate>
      <Outlet />
      <Toasts />
      <InviteCaptureAfterHydration />
    </RootGate>
  );
}

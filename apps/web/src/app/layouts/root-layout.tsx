import { TOAST_DURATION_MS, TOAST_MAX, TOAST_OFFSET } from '@miao/contracts/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useFontScale } from '../../hooks/use-font-scale';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useLanguage } from '../../hooks/use-language';
import { setDayjsLocale } from '../../lib/dates';
import { htmlLang } from '../../lib/language';
import { pageTitle } from '../page-title';
import { RootGate } from '../root-gate';
import { usePageInfo } from '../use-page-info';

/** Above every layout: language, document title, font scaling, toasts and the root gate. */
export function RootLayout() {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const mobile = useIsMobile();
  const info = usePageInfo();
  useFontScale(mobile);

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang(language);
    setDayjsLocale(language);
  }, [i18n, language]);

  useEffect(() => {
    if (info.kind === 'page') document.title = pageTitle(info.handle.title, i18n);
  }, [info, i18n, language]);

  return (
    <RootGate>
      <Outlet />
      <Toaster
        position="top-center"
        offset={{ top: TOAST_OFFSET }}
        mobileOffset={{ top: TOAST_OFFSET }}
        visibleToasts={TOAST_MAX}
        duration={TOAST_DURATION_MS}
        theme="dark"
        closeButton={false}
        toastOptions={{ className: 'toast', classNames: { error: 'toast--error' } }}
        containerAriaLabel={i18n.t('common.notifications')}
      />
    </RootGate>
  );
}

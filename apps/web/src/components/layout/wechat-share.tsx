import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { configureWeChatShare } from '@/lib/wechat-share';

/**
 * Spec 7 share signing, web half (issue 17): in WeChat's browser each page sets its share card (the
 * document title, the page's description or the community tagline, the site icon). Renders nothing.
 */
export function WeChatShare() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // after the page set its title
    const timer = window.setTimeout(() => {
      const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
      void configureWeChatShare({
        title: document.title,
        desc: description || t('layout.tagline'),
        link: window.location.href.split('#')[0]!,
        imgUrl: new URL('/favicon.svg', window.location.origin).href,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search, t]);
  return null;
}

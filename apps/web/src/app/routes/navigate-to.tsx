import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLanguage } from '@/hooks/use-language';
import { usePageInfo } from '@/app/use-page-info';
import { ComingSoonRoute } from './coming-soon';

/**
 * The catch-all: `/{product}-021c/` pages, else the root with the language prefix kept (spec 2).
 * The server answers these redirects itself, so this renders only after client navigation.
 */
export function UnknownPathRoute() {
  const info = usePageInfo();
  if (info.kind === 'page') return <ComingSoonRoute handle={info.handle} />;
  return <Navigate to={info.to} replace />;
}

/** A fixed redirect such as /afa-diy/ → /dao/309/, under the current prefix. */
export function RedirectRoute({ to }: { to: string }) {
  const { prefix } = useLanguage();
  return <Navigate to={`${prefix}${to}`} replace />;
}

/**
 * An address the server answers itself (a short link): reached by a navigation inside the app, the
 * page is loaded from the server in full, so its redirect (or its not-found page) runs. A first
 * load never gets here: the server answered before the app.
 */
export function ServerPageRoute() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <div className="page-loading" role="status" aria-busy="true" />;
}

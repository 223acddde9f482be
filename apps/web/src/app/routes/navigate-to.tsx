import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLanguage } from '../../hooks/use-language';
import type { PageHandle } from '../route-table';
import { usePageInfo } from '../use-page-info';

/**
 * The catch-all: `/{product}-021c/` pages, else the root with the language prefix kept (spec 2).
 * The server answers these redirects itself, so this renders only after client navigation.
 */
export function UnknownPathRoute({ page }: { page: (handle: PageHandle) => ReactNode }) {
  const info = usePageInfo();
  if (info.kind === 'page') return page(info.handle);
  return <Navigate to={info.to} replace />;
}

/** A fixed redirect such as /afa-diy/ → /dao/309/, under the current prefix. */
export function RedirectRoute({ to }: { to: string }) {
  const { prefix } = useLanguage();
  return <Navigate to={`${prefix}${to}`} replace />;
}

import { useLocation, useMatches, useParams, type Params } from 'react-router';
import { splitLanguagePrefix, type LanguagePrefix } from '@/lib/language';
import { editionHandle, type PageHandle } from './routes';

/** Marks the catch-all route, which answers edition pages and sends anything else to the root. */
export const UNKNOWN = { unknown: true } as const;

export type LocationInfo =
  | { kind: 'page'; handle: PageHandle; prefix: LanguagePrefix; params: Params }
  | { kind: 'redirect'; to: string; permanent: boolean };

/**
 * What the matched routes show: a page (with its handle) or a redirect (a fixed one such as
 * /afa-diy/, or any unknown path, to the root with the language prefix kept: spec 2). Edition
 * pages `/{product}-021c/` come through the catch-all.
 */
export function describeMatches(
  matches: readonly { handle?: unknown; params: Params }[],
  pathname: string,
): LocationInfo {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as PageHandle | typeof UNKNOWN | undefined;
  if (handle && !('unknown' in handle)) {
    if (handle.redirectTo) return { kind: 'redirect', to: `${prefix}${handle.redirectTo}`, permanent: true };
    return { kind: 'page', handle, prefix, params: leaf!.params };
  }
  const segments = /^\/([^/]+)\/?$/.exec(rest);
  const edition = editionHandle(segments?.[1]);
  if (edition) return { kind: 'page', handle: edition, prefix, params: {} };
  return { kind: 'redirect', to: `${prefix}/`, permanent: false };
}

/** The current page's entry of the route list (title, tone, slug), or the redirect it stands for. */
export function usePageInfo(): LocationInfo {
  const matches = useMatches();
  const { pathname } = useLocation();
  return describeMatches(matches, pathname);
}

/** The current page's handle (a page of the route list is always one). */
export function usePageHandle(): PageHandle {
  const info = usePageInfo();
  return info.kind === 'page' ? info.handle : { title: { route: 'home' }, tone: 'dark' };
}

/** The slug a module serving several routes shows: the route's own, else the path's `:id`. */
export function usePageSlug(): string {
  const handle = usePageHandle();
  const { id } = useParams();
  return handle.slug ?? id ?? '';
}

import { useMemo } from 'react';
import { matchRoutes, useLocation, useParams, type Params, type RouteObject } from 'react-router';
import { splitLanguagePrefix, type LanguagePrefix } from '@/lib/language';
import { AUTH_ROUTES, editionHandle, MAIN_ROUTES, type PageHandle, type RouteEntry } from './routes';

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

/**
 * The route list's paths and handles in the shape of router.tsx's route objects (the same prefixes
 * and layouts, no components): what a path shows is known without rendering, on the server before
 * it renders and in any router, from the path alone.
 */
function pathTree(): RouteObject[] {
  const leaves = (entries: readonly RouteEntry[]): RouteObject[] =>
    entries.map(({ path, handle }) => (path === '' ? { index: true, handle } : { path, handle }));
  const branch = (): RouteObject[] => [
    { children: leaves(MAIN_ROUTES) },
    { children: leaves(AUTH_ROUTES) },
    { path: '*', handle: UNKNOWN },
  ];
  return [
    {
      children: [
        { path: 'cn', children: branch() },
        { path: 'en', children: branch() },
        { children: branch() },
      ],
    },
  ];
}

const paths = pathTree();

/** What a path shows, before any rendering (the server answers redirects without a render). */
export function describeLocation(pathname: string): LocationInfo {
  const matches = matchRoutes(paths, pathname) ?? [];
  return describeMatches(
    matches.map(({ route, params }) => ({ handle: route.handle, params })),
    pathname,
  );
}

/** The current page's entry of the route list (title, tone, slug), or the redirect it stands for. */
export function usePageInfo(): LocationInfo {
  const { pathname } = useLocation();
  return useMemo(() => describeLocation(pathname), [pathname]);
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

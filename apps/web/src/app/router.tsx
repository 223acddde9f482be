import { matchRoutes, type RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage, type LazyPage, type RouteModule } from './lazy-page';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { AUTH_ROUTES, MAIN_ROUTES, type PageHandle, type RouteEntry } from './routes';
import { ComingSoonRoute } from './routes/coming-soon';
import { RedirectRoute, UnknownPathRoute } from './routes/navigate-to';
import { describeMatches, UNKNOWN, type LocationInfo } from './use-page-info';

// Every route module is a chunk of its own or of its group (vite.config.ts); coming soon and the
// redirects stay in the startup bundle.
const modules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  // startup code, imported here directly
  '!./routes/coming-soon.tsx',
  '!./routes/navigate-to.tsx',
]);

const pages = new Map<string, LazyPage>();

/** The lazy page of a route module, one per module whichever prefix or route shows it. */
export function pageModule(handle: PageHandle): LazyPage | undefined {
  const name = handle.page;
  if (!name) return undefined;
  let page = pages.get(name);
  if (!page) {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`app/routes/${name}.tsx does not exist`);
    page = lazyPage(name, load, handle.strings, handle.group);
    pages.set(name, page);
  }
  return page;
}

/** Every page's module: the server loads them before its first request, so none waits for its page's. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all([...MAIN_ROUTES, ...AUTH_ROUTES].map(({ handle }) => pageModule(handle)?.load()));
}

/**
 * React Router's route objects: the route list (routes.tsx) once per language prefix (none, cn,
 * en) inside the root, main and auth layouts, each page a lazy route. `fallbackLanguage` is the
 * language of paths without a prefix (the strings a lazy route fetches with its chunk).
 */
export function buildRoutes(fallbackLanguage?: Language): RouteObject[] {
  const tree = (language: Language | undefined): RouteObject[] => {
    const leaf = ({ path, handle }: RouteEntry): RouteObject => {
      const page = pageModule(handle);
      const shown: Pick<RouteObject, 'element' | 'lazy' | 'Component'> = handle.redirectTo
        ? { element: <RedirectRoute to={handle.redirectTo} /> }
        : page
          ? { lazy: page.lazy(handle, language) }
          : { Component: ComingSoonRoute };
      return path === '' ? { index: true, handle, ...shown } : { path, handle, ...shown };
    };
    return [
      { Component: MainLayout, children: MAIN_ROUTES.map(leaf) },
      { Component: AuthLayout, children: AUTH_ROUTES.map(leaf) },
      { path: '*', handle: UNKNOWN, Component: UnknownPathRoute },
    ];
  };
  return [
    {
      Component: RootLayout,
      children: [
        { path: 'cn', children: tree('cn') },
        { path: 'en', children: tree('en') },
        { children: tree(fallbackLanguage) },
      ],
    },
  ];
}

const matchTree = buildRoutes();

/** What a path shows, before any rendering (the server answers redirects without a render). */
export function describeLocation(pathname: string): LocationInfo {
  const matches = matchRoutes(matchTree, pathname) ?? [];
  return describeMatches(
    matches.map(({ route, params }) => ({ handle: route.handle, params })),
    pathname,
  );
}

/**
 * Resolves the lazy routes `pathname` matches (the page's chunk, its strings, its data), in place,
 * before the browser's first render: that render then equals the server's HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

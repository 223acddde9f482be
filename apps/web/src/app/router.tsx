import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { languageFromPath, type Language } from '@/lib/language';
import { lazyPage, type LazyPage, type RouteModule } from './lazy-page';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { AUTH_ROUTES, MAIN_ROUTES, type PageHandle, type RouteEntry } from './routes';
import { ComingSoonRoute } from './routes/coming-soon';
import { RedirectRoute, ServerPageRoute, UnknownPathRoute } from './routes/navigate-to';
import { candidateRoutes, describeLocation, UNKNOWN } from './use-page-info';

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
 * en) inside the root, main and auth layouts, each page its lazy module. `fallbackLanguage` is the
 * language of paths without a prefix (the strings a page fetches with its chunk). Rendered with
 * `useRoutes` inside a plain router (StaticRouter, BrowserRouter): no route has a loader, so the
 * data router's state machine (17 KB of every page's JavaScript) would carry nothing.
 */
export function buildRoutes(fallbackLanguage?: Language): RouteObject[] {
  const tree = (language: Language | undefined): RouteObject[] => {
    const leaf = ({ path, handle }: RouteEntry): RouteObject => {
      const page = pageModule(handle);
      const shown: Pick<RouteObject, 'element' | 'Component'> = handle.redirectTo
        ? { element: <RedirectRoute to={handle.redirectTo} /> }
        : handle.serverPage
          ? { Component: ServerPageRoute }
          : page
            ? { element: page.element(handle, language) }
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

/**
 * The routes' element for the location of the router around it, matched among the routes that may
 * match its path (candidateRoutes: the same match, without compiling the whole list each time).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return useRoutes(useMemo(() => candidateRoutes(routes, pathname), [routes, pathname]));
}

/**
 * Loads what the page at `pathname` needs before its first render (its chunk, the strings only it
 * uses, a landing page's copy): the server's render then never suspends, and the browser's first
 * render equals the server's HTML.
 */
export async function preparePage(pathname: string, fallbackLanguage: Language): Promise<void> {
  const info = describeLocation(pathname);
  if (info.kind !== 'page') return;
  await pageModule(info.handle)?.prepare(info.handle, languageFromPath(pathname) ?? fallbackLanguage);
}

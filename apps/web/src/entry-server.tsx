import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { ModuleHints } from './app/module-hints';
import { metaTags, pageMeta } from './app/page-meta';
import { AppRoutes, buildRoutes, pageModule, preloadAllPages, preparePage } from './app/router';
import { describeLocation } from './app/use-page-info';
import { preloadAllArt } from './components/art/product-art';
import { loadAllLandingPages } from './content/products/registry';
import { landingElement, landingSlugOfHint, loadedLandingPage } from './content/products/landing-store';
import { heroPreload } from './features/products/components/landing-media';
import { preloadBrandSite } from './features/products/brand-modules';
import { preloadInfoPages } from './features/info/frame';
import { configureApiClient } from './lib/api-client';
import { bootFromRequest, bootHead } from './lib/boot';
import { createI18n } from './lib/i18n';
import { htmlLang, languageFromPath, type Language } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { seedProductSettings, settingsElement } from './lib/seeded-settings';
import { seedSiteLinks, siteLinksElement } from './lib/site-links';
import { seedTask, taskElement } from './lib/seeded-task';
import { seedTaxonomy, taxonomyElement, type TaskTaxonomy } from './lib/seeded-taxonomy';
import { isTaskListQuery, taskListElement } from './lib/seeded-task-list';
import { answersOf, renderWithAnswers, renderWithReads, viewerElement } from './lib/viewer-render';
import { drawQueries } from './features/draws/utils/seeded-draw';
import { queueQueries } from './features/numbers/utils/seeded-queue';
import { userQueries } from './features/users/utils/seeded-user';
import { searchQueries } from './features/search/utils/seeded-search';
import type { VisitorQueries } from './lib/visitor-queries';
import { pageSeo } from './app/page-seo';
import { jsonLdElement } from './lib/seo/structured-data';
import type { SiteLink } from '@miao/contracts/links';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import type { ProductSetting } from '@miao/contracts/products';
import type { TaskDetail } from '@miao/contracts/tasks';
import type { Profile } from '@miao/contracts/users';

// Every page's module, landing pages, the drawings and the brand site's chunks load before the first
// request (each request still resolves its matched lazy routes, below, which then costs nothing):
// pages render synchronously and each landing page's meta is known.
await Promise.all([preloadAllPages(), preloadBrandSite(), loadAllLandingPages(), preloadAllArt()]);
// The info pages' screens and copy likewise (features/info).
await preloadInfoPages();

/** A GET of the API as the member a personal page is rendered for: its status and JSON text. */
export type ViewerRead = (path: string) => Promise<{ status: number; body: string }>;

// Whom a render reads the API as (the member of a personal page, a visitor on the task board), per
// render: renders of several requests interleave while they wait for their reads.
const apiReads = new AsyncLocalStorage<ViewerRead>();

configureApiClient({
  async transport(url, init) {
    const read = apiReads.getStore();
    // other pages never ask the API while rendering; a personal page and the board only read
    if (!read || (init.method ?? 'GET') !== 'GET') throw new Error(`${url}: no API call in this render`);
    const answer = await read(url);
    return new Response(answer.body === '' ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  },
});

export interface RenderRequest {
  /** Path and query of the request, e.g. `/en/user-center/?tab=1`. */
  url: string;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  /** Auth cookie prefix of the server's config (`test_` outside production, '' in production). */
  cookiePrefix?: string;
  /** The site's public origin (`https://example.com`): canonical and Open Graph addresses become absolute. */
  origin?: string;
  /** The product settings (GET /api/product-settings): rendered with, and carried to the browser. */
  productSettings?: ProductSetting[];
  /** The store and social links (GET /api/site-links): rendered with, and carried to the browser. */
  siteLinks?: SiteLink[];
  /**
   * On a task's page: the task as GET /api/tasks/{id} answers a visitor who is not signed in, when
   * such a visitor may see it. Rendered with, and carried to the browser.
   */
  task?: TaskDetail;
  /** On the task board: the categories, tags and tag groups it filters by. Rendered with, and carried. */
  taxonomy?: TaskTaxonomy;
  /**
   * On a personal page (personalPage), the signed-in member it is for: their profile (GET
   * /api/users/me) and the API answering GETs as them. The page renders with the member's data
   * (lib/viewer-render.ts) and is theirs alone.
   */
  viewer?: { profile: Profile; read: ViewerRead };
  /**
   * On the task board: the API answering GETs as a visitor. The board renders with the list a
   * visitor is shown (lib/seeded-task-list.ts), and carries it.
   */
  visitorRead?: ViewerRead;
}

export interface RenderResult {
  /** Markup for `<div id="root">`; empty for redirects. */
  html: string;
  /** 200 for pages; 301/302 with `redirect` set for redirects (unknown paths, /afa-diy/). */
  status: number;
  redirect?: string;
  /** `<html lang>`: zh-CN or en. */
  lang: 'zh-CN' | 'en';
  /** `<title>` text, not escaped. */
  title: string;
  /** Tags for `<head>` (boot meta tags, description, canonical, alternates, Open Graph), already escaped. */
  head: string;
  /**
   * Source modules the page needs beyond the startup bundle, named as the client build's Vite
   * manifest names them (its language's strings, its screen's chunk): the server links them as
   * preloads, so they load together with the startup bundle.
   */
  modules: string[];
  /** A read the page renders with failed (the browser asks for it): the page is sent, not kept. */
  incomplete?: boolean;
}

/**
 * Everything of a request besides its address that the rendered page depends on: the boot state
 * (language fallback, signed-in hint, device class; the cookie prefix is the server's). Two requests
 * with the same address and variant render the same bytes, so the server keeps the page (issue 13).
 */
export function variant(request: RenderRequest): string {
  const { boot } = bootFromRequest(request);
  return `${boot.fallbackLanguage}.${boot.hasRefresh ? 1 : 0}.${boot.mobileAgent ? 1 : 0}`;
}

/**
 * Whether the address is a personal page (the route's `personal` handle: the user center, the
 * profile editor), which the server renders for its signed-in member rather than keep for everyone.
 */
export function personalPage(pathname: string): boolean {
  const info = describeLocation(pathname);
  return info.kind === 'page' && info.handle.personal === true;
}

/** The route list as React Router route objects (every page module is loaded above). */
const routes = buildRoutes();

/** The pages rendered with what a visitor is shown, by page name, and the queries they read. */
const VISITOR_PAGES: Partial<Record<string, VisitorQueries>> = {
  'draw-page': drawQueries,
  'number-page': queueQueries,
  'user-detail': userQueries,
  'search-page': searchQueries,
};

/**
 * Renders one request with a fresh i18n instance and query client. Redirects are answered before
 * rendering, so the page never flashes on its way elsewhere. The page's module and data are
 * prepared before `renderToString`, which therefore never suspends.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const location = `${url.pathname}${url.search}`;
  const { boot } = bootFromRequest(request);
  const language = languageFromPath(url.pathname) ?? boot.fallbackLanguage;
  const lang = htmlLang(language);

  const info = describeLocation(url.pathname);
  if (info.kind === 'redirect') {
    return {
      html: '',
      status: info.permanent ? 301 : 302,
      redirect: info.to,
      lang,
      title: '',
      head: '',
      modules: [],
    };
  }

  await preparePage(url.pathname, boot.fallbackLanguage);

  const i18n = createI18n(language);
  const modules = new Set([`src/locales/${language}.ts`]);
  const queryClient = createQueryClient();
  seedProductSettings(queryClient, request.productSettings);
  seedSiteLinks(queryClient, request.siteLinks);
  seedTask(queryClient, request.task);
  seedTaxonomy(queryClient, request.taxonomy);
  const viewer = info.handle.personal ? request.viewer : undefined;
  const renderApp = () =>
    renderToString(
      <StrictMode>
        <ModuleHints.Provider value={modules}>
          <App boot={boot} signedIn={viewer !== undefined} i18n={i18n} queryClient={queryClient}>
            <StaticRouter location={location}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </App>
        </ModuleHints.Provider>
      </StrictMode>,
    );
  // the draw and number pages read their public answers as a visitor (lib/visitor-queries.ts)
  const visitorPage = info.handle.page === undefined ? undefined : VISITOR_PAGES[info.handle.page];
  const { html, viewerState, list, complete } = await renderReading(renderApp, queryClient, {
    viewer,
    // a member's own list (`filter=mine`, subscribed) is theirs: its skeleton, as the browser asks
    visitorRead:
      visitorPage ||
      (info.handle.page === 'task-list' && !(boot.hasRefresh && url.searchParams.has('filter')))
        ? request.visitorRead
        : undefined,
    readable: visitorPage ? visitorPage.matches : isTaskListQuery,
  });
  const own = pageModule(info.handle)
    ?.loaded()
    ?.meta?.({ handle: info.handle, params: info.params, pathname: url.pathname, language, i18n });
  const base = pageMeta(info.handle, url.pathname, language, i18n, request.origin, own);
  // a task's own title, text and cover, a product's share image, the page's structured data (decision 049)
  const seo = pageSeo({
    handle: info.handle,
    language,
    i18n,
    origin: (request.origin ?? '').replace(/\/+$/, ''),
    canonical: base.canonical,
    description: base.description,
    ...(request.productSettings ? { settings: request.productSettings } : {}),
    ...(request.task && info.handle.page === 'task-detail' ? { task: request.task } : {}),
  });
  const meta = pageMeta(info.handle, url.pathname, language, i18n, request.origin, {
    ...own,
    ...(seo.title ? { title: seo.title, ogTitle: seo.title } : {}),
    ...(seo.description ? { description: seo.description } : {}),
    image: seo.image,
  });
  const head = [
    bootHead(boot),
    ...metaTags(meta),
    ...seo.data.map(jsonLdElement),
    settingsElement(request.productSettings, language),
    siteLinksElement(request.siteLinks),
    taskElement(request.task),
    taxonomyElement(request.taxonomy),
    viewerElement(viewerState),
    visitorPage ? visitorPage.element(list) : taskListElement(list),
    ...sentLandingPages(modules, language),
    ...heroPreloads(modules, request.productSettings),
  ]
    .filter(Boolean)
    .join('\n    ');
  return {
    html,
    status: 200,
    lang,
    title: meta.title,
    head,
    modules: [...modules],
    ...(complete ? {} : { incomplete: true }),
  };
}

/**
 * The page's HTML and the answers it carries: a personal page read as its member, the task board's
 * list read as a visitor (lib/seeded-task-list.ts); other pages read nothing.
 */
async function renderReading(
  renderApp: () => string,
  queryClient: QueryClient,
  reads: {
    viewer?: { profile: Profile; read: ViewerRead };
    visitorRead?: ViewerRead;
    readable: (query: Query) => boolean;
  },
): Promise<{ html: string; viewerState?: DehydratedState; list?: DehydratedState; complete: boolean }> {
  const { viewer, visitorRead, readable } = reads;
  if (viewer) {
    const { html, state } = await apiReads.run(viewer.read, () =>
      renderWithAnswers(queryClient, viewer.profile, renderApp),
    );
    return { html, viewerState: state, complete: true };
  }
  if (visitorRead) {
    return apiReads.run(visitorRead, async () => {
      const { html, read, complete } = await renderWithReads(queryClient, renderApp, readable);
      return { html, list: answersOf(queryClient, read), complete };
    });
  }
  return { html: renderApp(), complete: true };
}

/** The copy of the landing page the render showed, for the browser to hydrate from (landing-store.ts). */
function sentLandingPages(modules: Set<string>, language: Language): string[] {
  return [...modules].flatMap((module) => {
    const page = loadedLandingPage(landingSlugOfHint(module) ?? '');
    return page ? [landingElement(page, language)] : [];
  });
}

/** The hero photo staff gave a landing page, preloaded from the head (decision 050). */
function heroPreloads(modules: Set<string>, settings: ProductSetting[] | undefined): string[] {
  return [...modules].flatMap((module) => {
    const page = loadedLandingPage(landingSlugOfHint(module) ?? '');
    const preload = page ? heroPreload(settings?.find((s) => s.code === page.productCode)) : '';
    return preload ? [preload] : [];
  });
}

/** The product cards' drawing files, for scripts/write-art-files.mjs (run after the build). */
export { artFiles } from './components/art/art-files';

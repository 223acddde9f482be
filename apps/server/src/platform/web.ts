import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '@miao/contracts/errors';
import {
  PRODUCT_SETTINGS_SCOPE,
  SITE_LINKS_SCOPE,
  StampedMemo,
  TASK_VISIBILITY_SCOPE,
  TAXONOMY_SCOPE,
} from './change-feed';
import {
  BOARD_SCOPES,
  CHANGING_PAGE_MS,
  isServerPath,
  OLDEST_STAND_IN_MS,
  PAGE_SCOPES,
  PARSED_TASKS,
  pathOf,
  TASK_BOARD,
  TASK_PAGE,
  taskPhase,
  type TaskPage,
  today,
  VISITOR_DATA_PAGE,
  VISITOR_DATA_PAGE_MS,
  VISITOR_HEADERS,
  warmPaths,
} from './web-pages';
import { cachedBodyKey, precompress, ReadCache, sendCachedBody } from './read-cache';
import { cutToCriticalStyles } from './critical-css';
import { clientDir, webBuildLoader, type RenderRequest, type RenderResult, type WebBuild } from './web-build';
import { apiReader, carriesSession, viewerOf } from './web-viewer';
import { RecentRenders } from './recent-renders';
import { CALM_MS } from './overload';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const MISSING_BUILD =
  'The web build is missing (apps/web/dist). Run `npm run build` (or `npm run build -w @miao/web`) and restart the server.';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'not_found', message: errors.not_found.message });
}

export interface WebOptions {
  /**
   * The product settings (GET /api/product-settings). Pages render with the real names, order and
   * statuses, and carry them to the browser, so nothing moves when it hydrates (issue 18: the
   * product list shifted by a CLS of 1.06–1.69 when the settings replaced the catalogue's).
   */
  productSettings?: () => Promise<unknown[]>;
  /**
   * The store and social links (GET /api/site-links): the header and footer render with the links
   * staff set, and the browser asks for them no more.
   */
  siteLinks?: () => Promise<unknown[]>;
  /** Render the common pages once the server is ready (server.ts; tests render on demand). */
  warm?: boolean;
  /**
   * A task as GET /api/tasks/{id} answers a visitor who is not signed in (its cache key and JSON),
   * or undefined when such a visitor may not see it: a task's page then renders with the task, its
   * title and text in the HTML, and is kept until the answer's key moves.
   */
  publicTask?: (id: number) => Promise<{ key: string | undefined; body: string } | undefined>;
  /**
   * The categories, tags and tag groups as visitors' GETs answer them: the task board renders its
   * filters with them, so the tag rows are in its HTML and nothing moves when it hydrates.
   */
  taxonomy?: () => Promise<unknown>;
}

/**
 * Serves the web build: hashed assets from apps/web/dist/client, and every other GET page rendered
 * on the server through dist/server/entry-server.js into dist/client/index.html. Registered last.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions = {}) {
  const { config, changes } = app.deps;
  // Rendered pages by address, variant and product-settings stamp (issue 13, docs/decisions/027):
  // a page is the same for every visitor of a variant until the settings change in any process.
  const pages = new ReadCache(config.pageCacheBytes);
  app.deps.metrics.watchCache('page', pages);
  const renders = new Map<
    string,
    Promise<{ status: number; redirect?: string; html: string; incomplete?: boolean }>
  >();
  const settingsMemo = new StampedMemo<'settings', unknown[] | undefined>(1);
  const settingsNow = () =>
    settingsMemo.get('settings', changes.stamp([PRODUCT_SETTINGS_SCOPE]), async () =>
      options.productSettings?.(),
    );
  const siteLinksMemo = new StampedMemo<'links', unknown[] | undefined>(1);
  const siteLinksNow = () =>
    siteLinksMemo.get('links', changes.stamp([SITE_LINKS_SCOPE]), async () => options.siteLinks?.());
  const taxonomyMemo = new StampedMemo<'taxonomy', unknown>(1);
  const taxonomyNow = () =>
    taxonomyMemo.get('taxonomy', changes.stamp([TAXONOMY_SCOPE]), async () => options.taxonomy?.());
  // Pages and assets are compressed by the app-wide compression (app.ts).
  // serve: false — files are sent by the handler below, which knows the cache rules and the pages.
  await app.register(fastifyStatic, { root: clientDir, serve: false });

  const loadBuild = webBuildLoader(app.log);
  // once loaded, the build is read without a turn of the event loop on every request
  let loaded: WebBuild | undefined;

  function page(
    web: WebBuild,
    result: Pick<RenderResult, 'html' | 'lang' | 'title' | 'head' | 'modules'>,
  ): string {
    const links = web.links(result.modules ?? []);
    return (
      web.template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(result.lang)}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title || 'MIAO')}</title>`)
        .replace('<!--app-head-->', () => result.head)
        // after the template's stylesheet: a page's styles cascade after the global ones
        .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
        .replace('<!--app-html-->', () => result.html)
    );
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const pathname = pathOf(request.url);
    if (isServerPath(pathname)) return notFound(reply);

    let relative: string;
    try {
      relative = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return notFound(reply);
    }
    const isAsset = relative.startsWith('assets/');
    const web = loaded ?? (loaded = await loadBuild());
    if (!web) {
      if (isAsset) return notFound(reply);
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MISSING_BUILD);
    }

    if (web.files.has(relative)) {
      reply.header('cache-control', isAsset ? IMMUTABLE : SHORT);
      return reply.sendFile(relative, clientDir, { cacheControl: false });
    }
    // a stale hashed file must not come back as a page
    if (isAsset) return notFound(reply);

    reply.header('vary', 'Cookie, Accept-Language, User-Agent');
    const renderRequest = renderRequestOf(request.url, request.headers);
    // a personal page for its signed-in member: rendered with their data, theirs alone, never kept
    const viewer = web.personalPage?.(pathname) ? await viewerOf(app, request) : undefined;
    if (viewer) renderRequest.viewer = viewer;
    const taskId = TASK_PAGE.exec(pathname)?.[1];
    const taskPage = taskId === undefined ? undefined : await publicTaskPage(Number(taskId));
    if (taskPage) renderRequest.task = taskPage.task;
    // the board renders with the list a visitor is shown
    const onBoard = !viewer && TASK_BOARD.test(pathname);
    // the draw and number pages likewise with their draw or queue (decision 049)
    const forMoment = VISITOR_DATA_PAGE.test(pathname);
    if (onBoard || forMoment) renderRequest.visitorRead = apiReader(app, VISITOR_HEADERS, request.ip);
    // the page's address and variant; a task page's and the board's keys add what they render from
    const address = viewer ? undefined : pageKey(web, renderRequest);
    const key = address === undefined ? undefined : changingKey(address, taskPage, onBoard, forMoment);
    // a busy task's page or board rendered a moment ago stands in for one of the newest (RecentRenders)
    const changing = taskPage !== undefined || onBoard ? address : undefined;
    // the board's stand-in shows no task whose visibility changed since it was rendered
    const sight = onBoard ? (changes.stamp([TASK_VISIBILITY_SCOPE]) ?? '') : undefined;
    const kept = key === undefined ? undefined : pages.get(key);
    const served =
      typeof kept === 'string'
        ? { key, body: kept }
        : changing !== undefined
          ? recentRenders.standIn(changing, sight)
          : undefined;
    if (key !== undefined) pages.lookups[served?.key !== undefined ? 'hits' : 'misses']++;
    if (served?.key !== undefined) {
      reply.header('cache-control', 'no-cache');
      if (!taskPage) answeredFromKey.set(request, served.key);
      return sendCachedBody(request, reply, pages, served.key, served.body, 'text/html; charset=utf-8');
    }
    // while this render runs, the page's last render keeps standing in for it
    if (changing !== undefined) recentRenders.started(changing);
    try {
      const result = await renderOnce(web, key, renderRequest);
      if (changing !== undefined && key !== undefined && result.status === 200 && !result.incomplete)
        recentRenders.done(changing, key, sight);
      if (result.redirect !== undefined) {
        return reply.header('cache-control', 'no-cache').redirect(result.redirect, result.status);
      }
      reply.status(result.status).header('cache-control', viewer ? 'private, no-store' : 'no-cache');
      // only pages are kept: a 404 address space is unbounded and cheap to render again; a page
      // whose data could not all be read is rendered again next time (no compressed copy kept either)
      if (result.status !== 200 || key === undefined || result.incomplete)
        return reply.type('text/html; charset=utf-8').send(result.html);
      if (!taskPage) answeredFromKey.set(request, key);
      return sendCachedBody(request, reply, pages, key, result.html, 'text/html; charset=utf-8');
    } catch (error) {
      // The page still works: the browser renders it from the empty shell.
      request.log.error({ err: error }, 'server rendering failed');
      const head = `<meta name="miao-cookie-prefix" content="${escapeHtml(config.cookiePrefix)}" />`;
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(web, { html: '', lang: 'en', title: 'MIAO', head }));
    }
  }

  /** What a page is rendered from, of a request: its address and the headers its variant reads. */
  function renderRequestOf(url: string, headers: IncomingHttpHeaders): RenderRequest {
    return {
      url,
      cookieHeader: headers.cookie,
      acceptLanguage: headers['accept-language'],
      userAgent: headers['user-agent'],
      cookiePrefix: config.cookiePrefix,
      // canonical and Open Graph addresses are absolute, on the configured public origin
      origin: config.publicUrl,
    };
  }

  // Kept pages are answered in front of the app (platform/page-front.ts, docs/decisions/038): the
  // front keeps the headers of an answer served from the page cache, and names each request's
  // answer as serve() would find it: the page key and the encoding. Task pages (whose key needs the
  // task's answer) and personal pages asked with a session go through the app.
  const answeredFromKey = new WeakMap<FastifyRequest, string>();
  app.deps.front.source = {
    nameOf(request: IncomingMessage) {
      const { url } = request;
      const web = loaded;
      if (!web || !url?.startsWith('/') || url.startsWith('/api/') || url.startsWith('/assets/'))
        return undefined;
      const pathname = pathOf(url);
      if (TASK_PAGE.test(pathname)) return undefined;
      const { headers } = request;
      if (web.personalPage?.(pathname) && carriesSession(headers.cookie, config.cookiePrefix))
        return undefined;
      const address = pageKey(web, renderRequestOf(url, headers));
      const key =
        address === undefined
          ? undefined
          : changingKey(address, undefined, TASK_BOARD.test(pathname), VISITOR_DATA_PAGE.test(pathname));
      return key === undefined ? undefined : cachedBodyKey(key, headers['accept-encoding']);
    },
    bodyOf: (name) => pages.get(name),
  };
  app.addHook('onResponse', (request, reply, done) => {
    const key = answeredFromKey.get(request);
    if (key !== undefined) {
      const name = cachedBodyKey(key, request.headers['accept-encoding']);
      const body = pages.get(name);
      if (body !== undefined) app.deps.front.keep(name, reply, body);
    }
    done();
  });

  /** The page cache's key for a request, or undefined while pages are not cached (feed not listening). */
  function pageKey(web: WebBuild, renderRequest: RenderRequest): string | undefined {
    const stamp = changes.stamp(PAGE_SCOPES);
    if (stamp === undefined || !web.variant) return undefined;
    // the day is part of the key: a page may show the year, and nothing rendered lives longer
    return `page|${stamp}|${today()}|${web.variant(renderRequest)}|${renderRequest.url}`;
  }

  /**
   * The key of a page rendered from data that changes more often than the page's address: a task
   * page adds the task's answer key; the board adds the stamp of what its cards show (undefined
   * while the feed is not listening: then it is not kept); a draw's or the number page the moment
   * (VISITOR_DATA_PAGE_MS).
   * Other pages are their address.
   */
  function changingKey(address: string, taskPage: TaskPage | undefined, onBoard: boolean, forMoment = false) {
    if (taskPage) return `${address}|${taskPage.key}`;
    if (forMoment) return `${address}|moment:${Math.floor(Date.now() / VISITOR_DATA_PAGE_MS)}`;
    if (!onBoard) return address;
    const stamp = changes.stamp(BOARD_SCOPES);
    return stamp === undefined ? undefined : `${address}|board:${stamp}`;
  }

  // the last render of each task page and board, standing in while a new one is made
  const recentRenders = new RecentRenders(pages, PARSED_TASKS, CHANGING_PAGE_MS, OLDEST_STAND_IN_MS);

  // Visitors' answers parsed, by task and stamped with the answer's key: no parse per request.
  const parsedTasks = new StampedMemo<number, unknown>(PARSED_TASKS);

  /** Task `id`'s page, if visitors may see the task: the task, and what of it the page key holds. */
  async function publicTaskPage(id: number): Promise<TaskPage | undefined> {
    if (!options.publicTask) return undefined;
    const answer = await options.publicTask(id).catch((error: unknown) => {
      app.log.warn({ err: error }, 'task unavailable for rendering');
      return undefined;
    });
    // without a key nothing is kept, and the page renders as for a task nobody may see
    if (answer?.key === undefined) return undefined;
    const task = await parsedTasks.get(id, answer.key, async () => JSON.parse(answer.body) as unknown);
    return { task, key: `${answer.key}|${taskPhase(task, Date.now())}` };
  }

  /** Renders once for every concurrent asker of the key; a 200 page is kept under it. */
  function renderOnce(web: WebBuild, key: string | undefined, renderRequest: RenderRequest) {
    const pending = key === undefined ? undefined : renders.get(key);
    if (pending) return pending;
    const rendering = renderPage(web, renderRequest).then(async (result) => {
      // a page whose data could not all be read is sent as it is, and rendered again next time
      if (key === undefined || result.status !== 200 || result.redirect !== undefined || result.incomplete)
        return result;
      // cut once per kept page (20-150 ms), never for an answer that is not kept (a 404's address is anyone's choice)
      const html = await cutToCriticalStyles(result.html);
      precompress(pages, key, html);
      pages.set(key, html);
      return { ...result, html };
    });
    if (key !== undefined) {
      renders.set(key, rendering);
      void rendering.finally(() => renders.delete(key)).catch(() => {});
    }
    return rendering;
  }

  /** One page rendered into the template; without product settings (a database hiccup) it renders from the catalogue. */
  async function renderPage(
    web: WebBuild,
    renderRequest: RenderRequest,
  ): Promise<{ status: number; redirect?: string; html: string; incomplete?: boolean }> {
    const [productSettings, siteLinks] = await Promise.all([
      settingsNow().catch((error: unknown) => {
        app.log.warn({ err: error }, 'product settings unavailable for rendering');
        return undefined;
      }),
      // without them the page renders the defaults and the browser asks, as it did
      siteLinksNow().catch((error: unknown) => {
        app.log.warn({ err: error }, 'site links unavailable for rendering');
        return undefined;
      }),
    ]);
    // without it the filters load in the browser, as they did
    const onBoard = TASK_BOARD.test(new URL(renderRequest.url, 'http://localhost').pathname);
    const taxonomy = onBoard
      ? await taxonomyNow().catch((error: unknown) => {
          app.log.warn({ err: error }, 'task taxonomy unavailable for rendering');
          return undefined;
        })
      : undefined;
    const result = await web.render({ ...renderRequest, productSettings, siteLinks, taxonomy });
    if (result.redirect) return { status: result.status, redirect: result.redirect, html: '' };
    return { status: result.status, html: page(web, result), incomplete: result.incomplete };
  }

  if (options.warm) {
    // The common pages for a visitor without cookies, one at a time off the request path (rendered
    // directly: through app.inject each would be logged as a request).
    app.addHook('onListen', async () => {
      // not ready until the pages are rendered (health/ready): a balancer sends visitors elsewhere meanwhile
      app.deps.pages.warmth = 'warming';
      void (async () => {
        const web = await loadBuild();
        if (!web) {
          app.deps.pages.warmth = 'cold';
          return;
        }
        const started = Date.now();
        let count = 0;
        for (const url of warmPaths()) {
          if (!app.server.listening) return;
          const renderRequest: RenderRequest = {
            url,
            cookiePrefix: config.cookiePrefix,
            origin: config.publicUrl,
          };
          const onBoard = TASK_BOARD.test(url);
          if (onBoard) renderRequest.visitorRead = apiReader(app, VISITOR_HEADERS);
          const address = pageKey(web, renderRequest);
          const key = address === undefined ? undefined : changingKey(address, undefined, onBoard);
          await renderOnce(web, key, renderRequest).catch(() => undefined);
          count++;
          // renders block the loop: an on-time sample between them, or the guard refuses visitors
          await new Promise((resolve) => setTimeout(resolve, CALM_MS));
        }
        app.deps.pages.warmth = 'warm';
        app.log.info({ pages: count, ms: Date.now() - started }, 'page cache warmed');
      })();
    });
  }

  app.get('/*', { schema: { hide: true } }, serve);
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}

import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { splitLanguagePrefix, type LanguagePrefix } from '../lib/language';

/** Route names translated under `route.<key>` (document title, coming-soon heading). */
export type RouteKey =
  | 'home'
  | 'signIn'
  | 'userCenter'
  | 'userEdit'
  | 'userDetail'
  | 'dao'
  | 'tasks'
  | 'taskDetail'
  | 'taskCreate'
  | 'taskEdit'
  | 'taskBatchCreate'
  | 'chat'
  | 'draw'
  | 'aiLogin'
  | 'financeLogin'
  | 'verify'
  | 'products'
  | 'more'
  | 'aboutUs'
  | 'privacyPolicy'
  | 'afterSales'
  | 'termsOfService'
  | 'userManual'
  | 'cyberbladeManual'
  | 'disassemblyGuide'
  | 'carpioUserGuide'
  | 'appDownload'
  | 'shortLink'
  | 'qr'
  | 'staff';

/** Which screen a route shows; router.tsx maps each to its element. */
export type PageKind =
  | 'home'
  | 'signIn'
  | 'userCenter'
  | 'userEdit'
  | 'userDetail'
  | 'comingSoon'
  | 'redirect'
  /** A product landing page from content/products/ (coming soon until its data file exists). */
  | 'landing'
  /** /products/ and /more/ */
  | 'productList'
  /** The community task board (issue 4): /dao/ and /tasks/, a task, its form, batch creation. */
  | 'taskList'
  | 'taskDetail'
  | 'taskForm'
  | 'taskBatchCreate'
  /** Info pages (features/info): about us, after sales, terms, privacy; manuals; video guides; app download; contests; /qr/. */
  | 'infoDoc'
  | 'manual'
  | 'videoGuide'
  | 'appDownload'
  | 'communityEvent'
  | 'qr'
  /** The staff console (features/staff): product settings, requests, newsletter, app releases, short links. */
  | 'staff'
  /** The chat assistant (features/chat) and its AI workspace behind /ai-login/. */
  | 'chat'
  | 'aiWorkspace';

export type PageTitle =
  | { route: RouteKey }
  /** A product landing page is titled by the product name (`product.<code>`). */
  | { product: string; variant?: 'custom' | 'number' | 'edition' };

export interface PageHandle {
  kind: 'page';
  page: PageKind;
  title: PageTitle;
  /** The community and user pages use the light variant (DESIGN.md). */
  tone: 'dark' | 'light';
  /** Same-site target (without language prefix) for redirect routes. */
  redirectTo?: string;
}

interface UnknownHandle {
  kind: 'unknown';
}

export type RouteHandle = PageHandle | UnknownHandle;

interface PageDef {
  path: string;
  handle: PageHandle;
}

const page = (path: string, page: PageKind, route: RouteKey, tone: 'dark' | 'light' = 'dark'): PageDef => ({
  path,
  handle: { kind: 'page', page, title: { route }, tone },
});
const later = (path: string, route: RouteKey, tone: 'dark' | 'light' = 'dark') =>
  page(path, 'comingSoon', route, tone);
const product = (path: string, code: string, variant?: 'custom' | 'number'): PageDef => ({
  path,
  // the variants (customisation, number selection) are flows of a later issue
  handle: { kind: 'page', page: variant ? 'comingSoon' : 'landing', title: { product: code, variant }, tone: 'dark' },
});

/** Product landing pages of spec section 2; each renders content/products/<slug>.ts once it exists. */
export const PRODUCT_PAGES = [
  'cyberboard',
  'cyberboard-r2',
  'cyberboard-r3',
  'cyberboard-r4',
  'cyberboard-novel-2',
  'cyberboard-novel-3',
  'cyberboard-novel-4',
  'cyberboard-gold-paisley',
  'cyberboard-glacier-r2',
  'cyberboard-terminal',
  'cyberboard-typing-kit',
  'cyberboard-xmas',
  'glacier',
  'cybercharge',
  'cybercharge-35',
  'cybermat',
  'cybermat-r2',
  'cybermat-r3',
  'cybercoin',
  'cyberswitch',
  'cyberblade',
  'ext',
  'am-afa',
  'am-afa-r2',
  'am-afa-blade',
  'afa-graffiti',
  'am-65-less',
  'am-compact-touch',
  'am-65-less-r2',
  'am-65-less-fading',
  'am-relic-80',
  'am-relic-80-og',
  'am-neon-80',
  'am-rgb-65',
  'am-rgb-65-r1_5',
  'am-hatsu',
  'am-hatsu-battleship',
  'am-master',
  'am-master-history',
  'am-infinity-mouse',
  'am-silk-glass',
  'am-carpio-g2',
  'carpio-am-editon',
  'am-emptiness-phone-case',
  'am-emptiness-phone-case-16',
  'am-emptiness-charger',
  'am-keyboard-assessories',
  'cosmo-killer',
  'cosmo-killer-r2',
  'cosmo-killer-dune',
  'icy-silver-switch',
  'icy-silver-switch-pro',
  'icy-silver-switch-pro-v2',
  'glacier-keycap-set',
  'emergence-keycaps',
  'the-chimney-cat',
  'time-machine',
  'back-to-the-future-r2',
  'hover',
  'led-competition',
  'led-competition-2025',
  'the-novel-project',
  'the-novel-join',
] as const;

/** Pages of PRODUCT_PAGES that are community events (features/info), not landing pages. */
const COMMUNITY_EVENT_PAGES: ReadonlySet<string> = new Set([
  'led-competition',
  'led-competition-2025',
  'the-novel-project',
  'the-novel-join',
]);

/** `/{product}-021c/` pages: a path suffix React Router cannot express, matched by the catch-all. */
const EDITION_SUFFIX = '-021c';

const MAIN_PAGES: PageDef[] = [
  page('', 'home', 'home'),
  page('user-center', 'userCenter', 'userCenter', 'light'),
  page('user-edit', 'userEdit', 'userEdit', 'light'),
  page('users/:id', 'userDetail', 'userDetail', 'light'),
  page('dao', 'taskList', 'dao', 'light'),
  page('dao/:id', 'taskDetail', 'taskDetail', 'light'),
  page('tasks', 'taskList', 'tasks', 'light'),
  page('tasks/:id', 'taskDetail', 'taskDetail', 'light'),
  page('task-create', 'taskForm', 'taskCreate', 'light'),
  page('task-create/:id', 'taskForm', 'taskEdit', 'light'),
  page('task-batch-create', 'taskBatchCreate', 'taskBatchCreate', 'light'),
  page('staff/:section?', 'staff', 'staff', 'light'),
  page('chat', 'chat', 'chat'),
  later('draw/rgb65', 'draw'),
  page('ai-login', 'aiWorkspace', 'aiLogin', 'light'),
  later('finance-login', 'financeLogin'),
  later('verify/:name?', 'verify'),
  page('products', 'productList', 'products'),
  page('more', 'productList', 'more'),
  page('about-us', 'infoDoc', 'aboutUs'),
  page('privacy-policy', 'infoDoc', 'privacyPolicy'),
  page('after-sales', 'infoDoc', 'afterSales'),
  page('terms-of-service', 'infoDoc', 'termsOfService'),
  page(':id/user-manual', 'manual', 'userManual'),
  page('cyberblade/manual', 'manual', 'cyberbladeManual'),
  page('cyberboard-r2_5/disassembly-guide', 'videoGuide', 'disassemblyGuide'),
  page('carpio-g2.0-am-editon/user-guide', 'videoGuide', 'carpioUserGuide'),
  page('cyberblade/app', 'appDownload', 'appDownload'),
  later('sl/:id', 'shortLink'),
  page('qr', 'qr', 'qr'),
  {
    path: 'afa-diy',
    handle: {
      kind: 'page',
      page: 'redirect',
      title: { route: 'dao' },
      tone: 'dark',
      redirectTo: '/dao/309/',
    },
  },
  ...PRODUCT_PAGES.filter((code) => !COMMUNITY_EVENT_PAGES.has(code)).map((code) => product(code, code)),
  // contests and the novel project: features/info, titled by their product names
  ...[...COMMUNITY_EVENT_PAGES].map((code): PageDef => ({
    path: code,
    handle: { kind: 'page', page: 'communityEvent', title: { product: code }, tone: 'dark' },
  })),
  product('am-65-less/custom', 'am-65-less', 'custom'),
  product('am-compact-touch/custom', 'am-compact-touch', 'custom'),
  product('am-hatsu/number', 'am-hatsu', 'number'),
];

const AUTH_PAGES: PageDef[] = [page('auth/login', 'signIn', 'signIn')];

export interface RouteElements {
  root: ReactNode;
  main: ReactNode;
  auth: ReactNode;
  unknown: ReactNode;
  page: (handle: PageHandle) => ReactNode;
}

/**
 * Every route once per language prefix (none, cn, en). Built with elements for rendering and
 * without them for matching on the server, so both always agree.
 */
export function buildRoutes(elements?: RouteElements): RouteObject[] {
  const leaf = (def: PageDef): RouteObject =>
    def.path === ''
      ? { index: true, handle: def.handle, element: elements?.page(def.handle) }
      : { path: def.path, handle: def.handle, element: elements?.page(def.handle) };
  const tree = (): RouteObject[] => [
    { element: elements?.main, children: MAIN_PAGES.map(leaf) },
    { element: elements?.auth, children: AUTH_PAGES.map(leaf) },
    { path: '*', handle: { kind: 'unknown' } satisfies UnknownHandle, element: elements?.unknown },
  ];
  return [
    {
      element: elements?.root,
      children: [{ path: 'cn', children: tree() }, { path: 'en', children: tree() }, { children: tree() }],
    },
  ];
}

const matchTree = buildRoutes();

export type LocationInfo =
  | { kind: 'page'; handle: PageHandle; prefix: LanguagePrefix; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string; permanent: boolean };

/** What a path shows: a page (with its handle) or a redirect. Used by the server before rendering and by the catch-all route. */
export function describeLocation(pathname: string): LocationInfo {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  const matches = matchRoutes(matchTree, pathname);
  const leafMatch = matches?.[matches.length - 1];
  const handle = leafMatch?.route.handle as RouteHandle | undefined;
  if (handle?.kind === 'page') {
    if (handle.redirectTo) return { kind: 'redirect', to: `${prefix}${handle.redirectTo}`, permanent: true };
    return { kind: 'page', handle, prefix, params: leafMatch?.params ?? {} };
  }
  const edition = /^\/([a-z0-9][a-z0-9_-]*)\/?$/.exec(rest)?.[1];
  if (edition?.endsWith(EDITION_SUFFIX) && edition.length > EDITION_SUFFIX.length) {
    return {
      kind: 'page',
      handle: {
        kind: 'page',
        page: 'comingSoon',
        title: { product: edition.slice(0, -EDITION_SUFFIX.length), variant: 'edition' },
        tone: 'dark',
      },
      prefix,
      params: {},
    };
  }
  // Spec 2: any unknown path goes to the root, keeping the language prefix.
  return { kind: 'redirect', to: `${prefix}/`, permanent: false };
}

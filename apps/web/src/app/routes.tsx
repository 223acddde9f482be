import { CUSTOMISABLE_PRODUCTS } from '@miao/contracts/product-rules';
import type { StringSets } from '../locales/string-sets';
import { LANDING_ROUTES } from '../config/landing-routes';

/**
 * The route list: every page of spec 2 once, served under `/`, `/cn/` and `/en/` (router.tsx
 * turns it into React Router route objects, each page a lazy route). A page is a module
 * `app/routes/<page>.tsx` exporting `Component` (and `meta` when its description is its own) plus
 * one entry here naming that module and what the page needs. vite.config.ts reads this list for
 * the chunk groups, so keep it free of components: types, the catalogue and plain data only.
 */

/** Route names translated under `route.<key>` (document title, coming-soon heading). */
export type RouteKey =
  | 'home'
  | 'signIn'
  | 'userCenter'
  | 'notifications'
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
  | 'aiWorkspace'
  | 'financeWorkspace'
  | 'verify'
  | 'products'
  | 'more'
  | 'compareKeyboards'
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
  | 'staff'
  | 'search';

export type PageTitle =
  | { route: RouteKey }
  /** A product page is titled by the product name (`product.<code>`). */
  | { product: string; variant?: 'custom' | 'number' | 'edition' };

/**
 * Pages that share most of their code: a group's pages, and the modules only they load lazily,
 * make one chunk (vite.config.ts), so a landing page costs one request for its code rather than
 * one per module it shares with a neighbour. A page without a group is a chunk of its own.
 */
export type ChunkGroup = 'brand' | 'lists' | 'info' | 'chat';

/**
 * Modules (under src/) a group's pages load lazily while they render, which join the group's chunk
 * rather than cost a request of their own: the product cards of home and the lists, the info
 * screens, the chat box the main layout opens on every page (it shares the conversation with /chat/).
 * (Per-page copy stays a chunk per page; what the pages load later, such as the request
 * form, stays apart too.)
 */
export const GROUP_MODULES: Record<ChunkGroup, readonly string[]> = {
  brand: [],
  lists: ['features/products/components/product-lists.tsx'],
  info: ['features/info/views.tsx'],
  chat: ['features/chat/components/chat-box.tsx'],
};

export interface PageHandle {
  /** The route module `app/routes/<page>.tsx`; none for coming-soon pages and redirects (startup code). */
  page?: string;
  title: PageTitle;
  /** The community and user pages use the light variant (DESIGN.md). */
  tone: 'dark' | 'light';
  /** Strings only this page uses, loaded with its module (locales/string-sets.ts). */
  strings?: StringSets;
  group?: ChunkGroup;
  /** What a module serving several routes shows: a product or content slug, or a list's kind. */
  slug?: string;
  /** Same-site target (without language prefix) of a fixed redirect. */
  redirectTo?: string;
  /**
   * The server answers this address itself (a short link's redirect, or its not-found page): moving
   * here inside the app loads it from the server in full (issue 38).
   */
  serverPage?: true;
  /**
   * The page shows its signed-in member's own data: the server renders it for the member, with their
   * data, per request (lib/viewer-render.ts), and never keeps it.
   */
  personal?: true;
  /** A page of its member's own that search engines leave out (`<meta name="robots" content="noindex">`). */
  noindex?: true;
  /** The staff console has a frame of its own (app/layouts/staff-layout.tsx, decision 059). */
  layout?: 'staff';
}

export interface RouteEntry {
  /** Path below the language prefix, React Router syntax; '' is the index. */
  path: string;
  handle: PageHandle;
}

type Options = Omit<PageHandle, 'page' | 'title'>;

const route = (path: string, page: string, title: RouteKey, options: Partial<Options> = {}): RouteEntry => ({
  path,
  handle: { page, title: { route: title }, tone: 'dark', ...options },
});

// the error messages and the sign-in strings (`forms`) are not startup strings: the screens whose
// checks, uploads or sign-in gate show them load them before their first render, as their own strings
const community: Partial<Options> = { tone: 'light', strings: ['community', 'forms'] };
/** Community screens with the staff console's, orders' or workspaces' strings (`office`). */
const office: Partial<Options> = { tone: 'light', strings: ['community', 'office', 'forms'] };
const info: Partial<Options> = { strings: 'info', group: 'info' };

/** `/{product}-021c/`: a product's edition page, the address printed on packaging. */
export const EDITION_SUFFIX = '-021c';

/** Pages inside the main layout (header, footer). */
export const MAIN_ROUTES: readonly RouteEntry[] = [
  route('', 'home', 'home'),
  // the numbers card's strings too: loaded when the card first showed, they suspended the page
  // after hydration and its loading state let the footer jump (CLS 0.48 signed in)
  route('user-center', 'user-center', 'userCenter', {
    ...office,
    strings: ['community', 'office', 'forms', 'numbers'],
    personal: true,
  }),
  route('user-edit', 'user-edit', 'userEdit', { ...community, personal: true }),
  // issue 35: notifications on a page of their own, rendered in the browser for its member
  route('notifications', 'notifications', 'notifications', { ...community, noindex: true }),
  route('users/:id', 'user-detail', 'userDetail', community),
  route('dao', 'task-list', 'dao', { ...community, slug: 'dao' }),
  route('dao/:id', 'task-detail', 'taskDetail', community),
  route('tasks', 'task-list', 'tasks', { ...community, slug: 'tasks' }),
  route('tasks/:id', 'task-detail', 'taskDetail', community),
  route('task-create', 'task-form', 'taskCreate', community),
  route('task-create/:id', 'task-form', 'taskEdit', community),
  route('task-batch-create', 'task-batch-create', 'taskBatchCreate', community),
  route('staff/:section?', 'staff', 'staff', { ...office, layout: 'staff' }),
  route('chat', 'chat-page', 'chat', { group: 'chat' }),
  route('draw/:slug', 'draw-page', 'draw', { strings: 'draws' }),
  route('ai-login', 'ai-login', 'aiLogin', office),
  route('finance-login', 'finance-login', 'financeLogin', office),
  route('verify/:name?', 'verify-page', 'verify', { strings: 'devices' }),
  route('products', 'products-list', 'products', { group: 'lists', slug: 'products' }),
  route('more', 'products-list', 'more', { group: 'lists', slug: 'more' }),
  route('compare-keyboards', 'keyboard-comparison', 'compareKeyboards'),
  // the site search's results (issue 35, decision 063): the header's form without JavaScript
  route('search', 'search-page', 'search', { noindex: true }),
  // info pages (features/info): the copy's slug under content/info/
  route('about-us', 'info-page', 'aboutUs', { ...info, slug: 'about-us' }),
  route('privacy-policy', 'info-page', 'privacyPolicy', { ...info, slug: 'privacy-policy' }),
  route('after-sales', 'info-page', 'afterSales', { ...info, slug: 'after-sales' }),
  route('terms-of-service', 'info-page', 'termsOfService', { ...info, slug: 'terms-of-service' }),
  // the manual of the product `:id`
  route(':id/user-manual', 'manual-page', 'userManual', info),
  route('cyberblade/manual', 'manual-page', 'cyberbladeManual', { ...info, slug: 'cyberblade' }),
  route('cyberboard-r2_5/disassembly-guide', 'video-page', 'disassemblyGuide', {
    ...info,
    slug: 'disassembly-guide',
  }),
  route('carpio-g2.0-am-editon/user-guide', 'video-page', 'carpioUserGuide', {
    ...info,
    slug: 'carpio-user-guide',
  }),
  route('cyberblade/app', 'app-download', 'appDownload', { ...info, slug: 'cyberblade' }),
  // the server redirects a short link (or answers its not-found page): a full load from inside the app
  { path: 'sl/:id', handle: { title: { route: 'shortLink' }, tone: 'dark', serverPage: true } },
  route('qr', 'qr-page', 'qr', info),
  { path: 'afa-diy', handle: { title: { route: 'dao' }, tone: 'dark', redirectTo: '/dao/309/' } },
  // every product page of the catalogue: a landing page (coming soon until content/products/<slug>.ts
  // exists) or a community event (features/info), titled by the product name
  ...LANDING_ROUTES.map((landing): RouteEntry => {
    const event = landing.page === 'event';
    return {
      path: landing.slug,
      handle: {
        page: event ? 'competition-page' : 'landing-page',
        title: { product: landing.slug },
        tone: 'dark',
        slug: landing.slug,
        ...(event ? info : { group: 'brand' as const }),
      },
    };
  }),
  // `/{product}-021c/`, the address printed on packaging (features/devices): the product's landing
  // page with serial-number verification open over it, one route per landing product of the catalogue
  ...LANDING_ROUTES.filter((landing) => landing.page === 'landing').map((landing): RouteEntry => ({
    path: `${landing.slug}${EDITION_SUFFIX}`,
    handle: {
      page: 'verify-page',
      title: { product: landing.slug, variant: 'edition' },
      tone: 'dark',
      strings: 'devices',
      slug: landing.slug,
    },
  })),
  // keyboard customisation (issue 15, features/customisation): one route per customisable keyboard
  ...CUSTOMISABLE_PRODUCTS.map((slug): RouteEntry => ({
    path: `${slug}/custom`,
    handle: {
      page: 'custom-page',
      title: { product: slug, variant: 'custom' },
      tone: 'dark',
      strings: ['customisation', 'forms'],
      slug,
    },
  })),
  // the HATSU number queue (features/numbers); the slug names the queue (/api/number-selection/am-hatsu/…)
  {
    path: 'am-hatsu/number',
    handle: {
      page: 'number-page',
      title: { product: 'am-hatsu', variant: 'number' },
      tone: 'dark',
      strings: 'numbers',
      slug: 'am-hatsu',
    },
  },
];

/** Pages that stand alone (the auth layout). */
export const AUTH_ROUTES: readonly RouteEntry[] = [
  route('auth/login', 'sign-in', 'signIn', { strings: 'forms' }),
];

/**
 * The catalogue's landing products have a route `/{product}-021c/` of their own (MAIN_ROUTES); any
 * other `/{name}-021c/` is answered by the catch-all route (editionHandle, coming soon).
 */
/** The handle of an edition page `/{product}-021c/` outside the catalogue (coming soon), if `segment` names one. */
export function editionHandle(segment: string | undefined): PageHandle | undefined {
  if (!segment || !/^[a-z0-9][a-z0-9_-]*$/.test(segment)) return undefined;
  if (!segment.endsWith(EDITION_SUFFIX) || segment.length <= EDITION_SUFFIX.length) return undefined;
  return { title: { product: segment.slice(0, -EDITION_SUFFIX.length), variant: 'edition' }, tone: 'dark' };
}

/**
 * The chunk group of every lazily loaded module the route list names (vite.config.ts reads this):
 * each route module `src/app/routes/<page>.tsx` (a page without a group maps to undefined, its own
 * chunk) and the groups' other modules, by their path under the web app's root.
 */
export function chunkGroups(): Map<string, ChunkGroup | undefined> {
  const groups = new Map<string, ChunkGroup | undefined>();
  for (const { handle } of [...MAIN_ROUTES, ...AUTH_ROUTES]) {
    if (!handle.page) continue;
    const module = `src/app/routes/${handle.page}.tsx`;
    if (groups.has(module) && groups.get(module) !== handle.group) {
      throw new Error(`${module} is listed in two chunk groups`);
    }
    groups.set(module, handle.group);
  }
  for (const [group, modules] of Object.entries(GROUP_MODULES) as [ChunkGroup, readonly string[]][]) {
    for (const module of modules) groups.set(`src/${module}`, group);
  }
  return groups;
}

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

/** A route path's leading plain segments (no parameter, splat or optional mark), lower-cased. */
const leadingPlain = new Map<string, string[]>();

function plainSegments(path: string): string[] {
  let plain = leadingPlain.get(path);
  if (!plain) {
    plain = [];
    for (const segment of path.toLowerCase().split('/')) {
      if (segment === '') continue;
      if (/[:*?]/.test(segment)) break;
      plain.push(segment);
    }
    leadingPlain.set(path, plain);
  }
  return plain;
}

/**
 * Whether a route path could match a pathname whose segments are `segments`: its leading plain
 * segments must equal the pathname's (where a parameter comes, any alignment is possible), as
 * React Router compares them, case-insensitively. What holds for a parent's path holds for its
 * children's, which begin with it.
 */
function mayMatch(path: string, segments: readonly string[]): boolean {
  const plain = plainSegments(path);
  return plain.length <= segments.length && plain.every((segment, i) => segment === segments[i]);
}

function prune(tree: readonly RouteObject[], segments: readonly string[], parent: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of tree) {
    const path = route.path ? `${parent}/${route.path}` : parent;
    if (!mayMatch(path, segments)) continue;
    if (!route.children?.length) kept.push(route);
    else {
      const children = prune(route.children, segments, path);
      if (children.length) kept.push({ ...route, children } as RouteObject);
    }
  }
  return kept;
}

const pruned = new WeakMap<readonly RouteObject[], Map<string, RouteObject[]>>();

/**
 * The routes of `tree` that may match `pathname`, in their order, the same route objects: what
 * `matchRoutes` finds there is what it finds in the whole tree, since a route left out cannot
 * match and ranking keeps its order among the rest (score, then sibling order). `matchRoutes`
 * flattens, compiles and ranks every route on each call: a path of the route list once per
 * language prefix and layout, some 400 branches and 1,600 regular expressions, about a tenth of a
 * second of a slow phone's main thread before hydrating and again while hydrating (issue 11).
 * Kept per the pathname's plain segments; an encoded path keeps the whole tree (it matches decoded).
 */
export function candidateRoutes(tree: readonly RouteObject[], pathname: string): RouteObject[] {
  if (pathname.includes('%')) return [...tree];
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  let known = pruned.get(tree);
  if (!known) {
    known = new Map();
    pruned.set(tree, known);
  }
  const key = segments.join('/');
  let routes = known.get(key);
  if (!routes) {
    routes = prune(tree, segments, '');
    if (known.size >= DESCRIBED_PATHS) known.delete(known.keys().next().value!);
    known.set(key, routes);
  }
  return routes;
}

/**
 * Paths already described. `matchRoutes` flattens and ranks the whole route list on every call,
 * and a page asks from many components (and the server for every render): each path is matched
 * once. Bounded, since the server meets any path a client sends.
 */
const described = new Map<string, LocationInfo>();
const DESCRIBED_PATHS = 500;

/** What a path shows, before any rendering (the server answers redirects without a render). */
export function describeLocation(pathname: string): LocationInfo {
  const known = described.get(pathname);
  if (known) return known;
  const matches = matchRoutes(candidateRoutes(paths, pathname), pathname) ?? [];
  const info = describeMatches(
    matches.map(({ route, params }) => ({ handle: route.handle, params })),
    pathname,
  );
  if (described.size >= DESCRIBED_PATHS) described.delete(described.keys().next().value!);
  described.set(pathname, info);
  return info;
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

import type { LandingPage } from '@/content/types';
import { registerLandingPages, storedLandingPage, storeLoading } from './landing-store';

/**
 * Every landing page of content/products/: a data file `<slug>.ts` exporting `page` is all it
 * takes to add one (the route table already lists the slugs of spec 2). In the browser each page
 * is its own small chunk, loaded when its route renders after a navigation (a page the server
 * rendered brings its copy along: landing-store.ts); the server loads all of them before its first
 * render (`loadAllLandingPages`), so it renders synchronously.
 */
const loaders = import.meta.glob<LandingPage>(
  ['./*.ts', '!./registry.ts', '!./preload.ts', '!./landing-store.ts', '!./*.test.ts'],
  {
    import: 'page',
  },
);

const slugOf = (path: string) => path.replace(/^\.\//, '').replace(/\.ts$/, '');

export const LANDING_LOADERS: Readonly<Record<string, () => Promise<LandingPage>>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [slugOf(path), load]),
);

export const LANDING_SLUGS: readonly string[] = Object.keys(LANDING_LOADERS).sort();

export function hasLandingPage(slug: string): boolean {
  return Object.hasOwn(LANDING_LOADERS, slug);
}

/** Every page (the server before rendering, the content tests). */
export async function loadAllLandingPages(): Promise<LandingPage[]> {
  const pages = await Promise.all(LANDING_SLUGS.map((slug) => LANDING_LOADERS[slug]!()));
  registerLandingPages(pages, { all: true });
  return pages;
}

/** The page's data from its chunk, undefined for a product without one (not remembered: loadLandingPage). */
export function fetchLandingPage(slug: string): Promise<LandingPage | undefined> {
  const load = LANDING_LOADERS[slug];
  return load ? load() : Promise.resolve(undefined);
}

/**
 * The page's data: the same promise on every call (React's `use()` needs that), already
 * fulfilled when the page is here; a failed load is tried again after a retry (storeLoading).
 */
export function loadLandingPage(slug: string): Promise<LandingPage | undefined> {
  return storedLandingPage(slug) ?? storeLoading(slug, fetchLandingPage(slug));
}

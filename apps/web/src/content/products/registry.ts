import type { ArtSpec } from '@/components/art/art-spec';
import type { LandingPage } from '@/content/types';

/**
 * Every landing page of content/products/: a data file `<slug>.ts` exporting `page` is all it
 * takes to add one (the route table already lists the slugs of spec 2). In the browser each page
 * is its own small chunk, loaded when its route renders; the server loads all of them before its
 * first render (`loadAllLandingPages`), so it renders synchronously.
 */
const loaders = import.meta.glob<LandingPage>(['./*.ts', '!./registry.ts', '!./preload.ts', '!./*.test.ts'], {
  import: 'page',
});

const slugOf = (path: string) => path.replace(/^\.\//, '').replace(/\.ts$/, '');

export const LANDING_LOADERS: Readonly<Record<string, () => Promise<LandingPage>>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [slugOf(path), load]),
);

export const LANDING_SLUGS: readonly string[] = Object.keys(LANDING_LOADERS).sort();

export function hasLandingPage(slug: string): boolean {
  return Object.hasOwn(LANDING_LOADERS, slug);
}

/** The page's data module as the Vite manifest names it (the server links its chunk as a preload). */
export function landingPageModule(slug: string): string {
  return `src/content/products/${slug}.ts`;
}

/** A promise React's `use()` reads synchronously (it checks `status`), for pages already here. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const loaded = new Map<string, LandingPage>();
const promises = new Map<string, TrackedPromise<LandingPage>>();

function fulfilled(page: LandingPage): TrackedPromise<LandingPage> {
  const promise: TrackedPromise<LandingPage> = Promise.resolve(page);
  promise.status = 'fulfilled';
  promise.value = page;
  return promise;
}

/** Pages the caller already holds. */
export function registerLandingPages(pages: Iterable<LandingPage>): void {
  for (const page of pages) {
    loaded.set(page.slug, page);
    promises.set(page.slug, fulfilled(page));
  }
}

/** Every page (the server before rendering, the content tests). */
export function loadAllLandingPages(): Promise<LandingPage[]> {
  return Promise.all(LANDING_SLUGS.map((slug) => loadLandingPage(slug)));
}

export function loadedLandingPage(slug: string): LandingPage | undefined {
  return loaded.get(slug);
}

/**
 * The page's data: the same promise on every call (React's `use()` needs that), already
 * fulfilled when the page is here; a failed load is forgotten so a retry loads again.
 */
export function loadLandingPage(slug: string): Promise<LandingPage> {
  const cached = promises.get(slug);
  if (cached) return cached;
  const load = LANDING_LOADERS[slug];
  if (!load) return Promise.reject(new Error(`no landing page ${slug}`));
  const promise: TrackedPromise<LandingPage> = load().then(
    (page) => {
      loaded.set(slug, page);
      promise.status = 'fulfilled';
      promise.value = page;
      return page;
    },
    (error: unknown) => {
      promises.delete(slug);
      throw error;
    },
  );
  promise.status = 'pending';
  promises.set(slug, promise);
  return promise;
}

/** Every drawing a landing page shows: its own, its slides' and its editions'. */
export function landingArt(page: LandingPage): ArtSpec[] {
  const specs = [page.art];
  for (const slide of page.slides) {
    if ('art' in slide && slide.art) specs.push(slide.art);
    if (slide.kind === 'editions')
      for (const edition of slide.editions) if (edition.art) specs.push(edition.art);
  }
  return specs;
}

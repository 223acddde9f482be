import { trackForgetting, type TrackedPromise } from '@/lib/deferred';
import type { AppDownloadPage, DocPage, EventPage, ManualPage, VideoGuidePage } from './types';

/**
 * The info pages' copy, one small chunk per page in the browser (loaded when its route renders);
 * the server loads every page before its first render (`loadAllInfoContent`), so it renders
 * synchronously and knows each page's meta. Adding a page is adding its data file.
 */
export interface InfoContent {
  doc: DocPage;
  manual: ManualPage;
  video: VideoGuidePage;
  app: AppDownloadPage;
  event: EventPage;
}
export type InfoKind = keyof InfoContent;

const slugOf = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');

function loadersOf<T>(modules: Record<string, () => Promise<T>>): Record<string, () => Promise<T>> {
  return Object.fromEntries(Object.entries(modules).map(([path, load]) => [slugOf(path), load]));
}

const LOADERS: { [K in InfoKind]: Record<string, () => Promise<InfoContent[K]>> } = {
  doc: loadersOf(import.meta.glob<DocPage>('./docs/*.ts', { import: 'page' })),
  manual: loadersOf(import.meta.glob<ManualPage>(['./manuals/*.ts', '!./manuals/_*.ts'], { import: 'page' })),
  video: loadersOf(import.meta.glob<VideoGuidePage>('./videos/*.ts', { import: 'page' })),
  app: loadersOf(import.meta.glob<AppDownloadPage>('./apps/*.ts', { import: 'page' })),
  event: loadersOf(import.meta.glob<EventPage>('./events/*.ts', { import: 'page' })),
};

export const INFO_KINDS = Object.keys(LOADERS) as InfoKind[];

export function infoSlugs(kind: InfoKind): string[] {
  return Object.keys(LOADERS[kind]).sort();
}

export function hasInfo(kind: InfoKind, slug: string): boolean {
  return Object.hasOwn(LOADERS[kind], slug);
}

/** The pages' data as `use()` reads it (lib/deferred.ts). */
const promises = new Map<string, TrackedPromise<unknown>>();
const loaded = new Map<string, unknown>();
const keyOf = (kind: InfoKind, slug: string) => `${kind}:${slug}`;

/** The page's data: the same promise on every call (React's `use()` needs that); a failed load is tried again after a retry (lib/deferred.ts). */
export function loadInfo<K extends InfoKind>(kind: K, slug: string): Promise<InfoContent[K]> {
  const key = keyOf(kind, slug);
  const cached = promises.get(key) as TrackedPromise<InfoContent[K]> | undefined;
  if (cached) return cached;
  const load = LOADERS[kind][slug] as (() => Promise<InfoContent[K]>) | undefined;
  if (!load) return Promise.reject(new Error(`no ${kind} page ${slug}`));
  const promise = trackForgetting(
    load().then((value) => {
      loaded.set(key, value);
      return value;
    }),
    () => {
      if (promises.get(key) === promise) promises.delete(key);
    },
  );
  promises.set(key, promise);
  return promise;
}

/** The page's data when it is already here (always on the server after `loadAllInfoContent`). */
export function loadedInfo<K extends InfoKind>(kind: K, slug: string): InfoContent[K] | undefined {
  return loaded.get(keyOf(kind, slug)) as InfoContent[K] | undefined;
}

/** Every page of every kind (the server before rendering, the content tests). */
export async function loadAllInfoContent(): Promise<{ [K in InfoKind]: Array<InfoContent[K]> }> {
  const all = async <K extends InfoKind>(kind: K) =>
    Promise.all(infoSlugs(kind).map((slug) => loadInfo(kind, slug)));
  const [doc, manual, video, app, event] = await Promise.all([
    all('doc'),
    all('manual'),
    all('video'),
    all('app'),
    all('event'),
  ]);
  return { doc, manual, video, app, event };
}

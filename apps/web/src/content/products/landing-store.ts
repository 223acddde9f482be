import type { ArtSpec } from '@/components/art/art-spec';
import type { LandingPage } from '@/content/types';
import { fulfilled, trackForgetting, type TrackedPromise } from '@/lib/deferred';
import { jsonElement, jsonFromDocument } from '@/lib/json-element';
import type { Language } from '@/lib/language';

/**
 * The landing pages at hand, by slug: those the registry loaded (registry.ts: every page on the
 * server, a page's chunk in the browser after a navigation) and the one the server sent with the
 * page it rendered (`landingElement`), so a landing page hydrates without the registry's loaders
 * or its copy's chunk in its startup code.
 */
const pages = new Map<string, TrackedPromise<LandingPage | undefined>>();
/** Whether every page is here (the server), so a slug not here has none. */
let complete = false;

/** Pages the caller holds; `all`: these are every page there is. */
export function registerLandingPages(list: Iterable<LandingPage>, { all = false } = {}): void {
  for (const page of list) pages.set(page.slug, fulfilled(page));
  complete ||= all;
}

/** Copies sent with a page hold its language's text alone: the language, by copy. */
const sentIn = new WeakMap<LandingPage, Language>();

/** Whether the copy has `language`'s text: every copy does but one sent in the other language. */
export function carriesLanguage(page: LandingPage, language: Language): boolean {
  return (sentIn.get(page) ?? language) === language;
}

/**
 * The page already here: a settled promise `use()` reads synchronously; undefined if not here, or
 * if it is a copy without `language`'s text (given: the page is about to show in it).
 */
export function storedLandingPage(
  slug: string,
  language?: Language,
): TrackedPromise<LandingPage | undefined> | undefined {
  const stored = pages.get(slug);
  if (stored?.value && language && !carriesLanguage(stored.value, language)) return undefined;
  return stored ?? (complete ? fulfilled(undefined) : undefined);
}

/**
 * Remembers a page on its way, the same promise for every caller; a failure stays until a retry
 * (`retryFailedLoads`, lib/deferred.ts).
 */
export function storeLoading(
  slug: string,
  loading: Promise<LandingPage | undefined>,
): TrackedPromise<LandingPage | undefined> {
  const promise = trackForgetting(loading, () => {
    if (pages.get(slug) === promise) pages.delete(slug);
  });
  pages.set(slug, promise);
  return promise;
}

export function loadedLandingPage(slug: string): LandingPage | undefined {
  return pages.get(slug)?.value;
}

const ELEMENT_ID = 'miao-landing-page';

/** A copy as a page sends it: the text of the page's language only. */
interface SentCopy {
  language: Language;
  page: LandingPage;
}

/** Every text of the copy (`{ cn, en }`) in one language: the other is never shown on that page. */
function inLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const text = value as Partial<Record<Language, unknown>>;
  if (entries.length === 2 && typeof text.cn === 'string' && typeof text.en === 'string')
    return { [language]: text[language] };
  return Object.fromEntries(entries.map(([key, item]) => [key, inLanguage(item, language)]));
}

/**
 * Server side: the page's copy for `<head>`, so the browser hydrates from it. A page is in one
 * language for its whole life (the language menu loads the other afresh), so the copy carries that
 * language's text alone: a third fewer bytes.
 */
export function landingElement(page: LandingPage, language: Language): string {
  const sent: SentCopy = { language, page: inLanguage(page, language) as LandingPage };
  return jsonElement(ELEMENT_ID, sent);
}

/**
 * Browser side: the copy the server sent for `slug`, registered; false if it sent none, or none with
 * `language`'s text (given: the page is about to show in it).
 */
export function takeSentLandingPage(doc: Document, slug: string, language?: Language): boolean {
  const sent = jsonFromDocument(doc, ELEMENT_ID) as Partial<SentCopy> | undefined;
  if (sent?.page?.slug !== slug || !sent.language) return false;
  if (language && sent.language !== language) return false;
  sentIn.set(sent.page, sent.language);
  registerLandingPages([sent.page]);
  return true;
}

const DATA_HINT = 'landing-data:';

/**
 * The render's note that it showed this page (a module hint, app/module-hints.ts, that names no
 * chunk): entry-server.tsx sends the copy of the pages noted. The page's own chunk is not hinted:
 * the browser does not load it when the copy comes with the page, and its stylesheet links would
 * bring the community's shared stylesheets, which its imports reach, into the landing page.
 */
export function landingDataHint(slug: string): string {
  return `${DATA_HINT}${slug}`;
}

/** The slug a hint names (landingDataHint), else undefined. */
export function landingSlugOfHint(hint: string): string | undefined {
  return hint.startsWith(DATA_HINT) ? hint.slice(DATA_HINT.length) : undefined;
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

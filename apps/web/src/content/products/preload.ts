import type { LandingPage } from '@/content/types';
import type { Language } from '@/lib/language';
import { storedLandingPage, storeLoading, takeSentLandingPage } from './landing-store';

/**
 * A landing page's data, undefined for a product without one; the same promise on every call
 * (React's `use()` reads it). Loaded with its page's chunk (the landing route's lazy `preload`), so
 * before hydrating too: its first render then equals the server's HTML, and no update can find the
 * page still waiting for it (React would drop the server's HTML for the fallback: a layout shift
 * and a late repaint). A page the server rendered brings its copy in the document; after a
 * navigation the registry loads it from its chunk. Its drawings need no code to hydrate: the
 * server's markup stays (ProductArt). Given the language the page shows in, a copy sent in the other
 * language does not do: the whole copy loads from the chunk.
 */
export function landingPage(slug: string, language?: Language): Promise<LandingPage | undefined> {
  const stored = storedLandingPage(slug, language);
  if (stored) return stored;
  if (typeof document !== 'undefined' && takeSentLandingPage(document, slug, language))
    return storedLandingPage(slug)!;
  return storeLoading(
    slug,
    import('./registry').then(({ fetchLandingPage }) => fetchLandingPage(slug)),
  );
}

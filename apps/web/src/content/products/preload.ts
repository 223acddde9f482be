import type { LandingPage } from '@/content/types';
import { hasLandingPage, loadLandingPage } from './registry';

/**
 * A landing page's data, loaded with its page's chunk (the landing route's lazy `preload`), so before hydrating too: its
 * first render then equals the server's HTML, and no update can find the page still waiting for it
 * (React would drop the server's HTML for the fallback: a layout shift and a late repaint). Its
 * drawings need no code to hydrate: the server's markup stays (ProductArt).
 */
export function preloadLanding(slug: string): Promise<LandingPage | undefined> {
  if (!hasLandingPage(slug)) return Promise.resolve(undefined);
  return loadLandingPage(slug);
}

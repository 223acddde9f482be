import { LANDING_PRODUCTS } from '@miao/contracts/catalog';

/**
 * The catalogue's entries that own a route `/{slug}/`, and what each shows: all the route list
 * (app/routes.tsx) needs of `@miao/contracts/catalog`. The client build replaces this module by its
 * values (vite.config.ts, `catalogAtBuildTime`), so the catalogue's names, statuses, links and
 * drawing specs are not startup code; they come with the product pages' chunks.
 */
export const LANDING_ROUTES: readonly { slug: string; page: 'landing' | 'event' }[] = LANDING_PRODUCTS.map(
  ({ landing }) => ({ slug: landing.slug, page: landing.page }),
);

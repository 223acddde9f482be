import { loadAllLandingPages } from '../../content/products/registry';
import { deferredModule } from './lib/deferred';

/**
 * The brand site's larger parts, each its own chunk in the browser so pages that do not show
 * products (the community, the user center) never load them: the landing template with its
 * slides, swiper and drawings; the product cards of home and the lists.
 */
export const landingTemplateModule = deferredModule(() => import('./components/landing-template'));
export const productListsModule = deferredModule(() => import('./components/product-lists'));

/** The server loads every part and every landing page before its first render, so it renders synchronously. */
export function preloadBrandSite(): Promise<unknown> {
  return Promise.all([landingTemplateModule.load(), productListsModule.load(), loadAllLandingPages()]);
}

import { deferredModule } from '@/lib/deferred';

/**
 * The product cards of home and the lists, a chunk of their own in the browser so home's startup
 * code stays small and pages that do not show products never load them. (The landing template is
 * in the landing page's chunk, app/router.tsx.)
 */
export const productListsModule = deferredModule(() => import('./components/product-lists'));

/** Home's products: without the lists' filters, so home does not load them. */
export const homeProductsModule = deferredModule(() => import('./components/home-products'));

/** The server loads the lists before its first render, so it renders synchronously. */
export function preloadBrandSite(): Promise<unknown> {
  return Promise.all([productListsModule.load(), homeProductsModule.load()]);
}

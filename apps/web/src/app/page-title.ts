import type { Translator } from '@/lib/translator';
import type { PageTitle } from './routes';

/** Spec 2: the translated route name, or the product name when the route has none. */
export function pageTitle(title: PageTitle, i18n: Pick<Translator, 't' | 'exists'>): string {
  if ('route' in title) return i18n.t(`route.${title.route}`);
  const key = `product.${title.product}`;
  const product = i18n.exists(key) ? i18n.t(key) : title.product.replace(/[-_]+/g, ' ').toUpperCase();
  switch (title.variant) {
    case 'custom':
      return i18n.t('route.productCustom', { product });
    case 'number':
      return i18n.t('route.numberSelection', { product });
    case 'edition':
      return i18n.t('route.productEdition', { product });
    default:
      return product;
  }
}

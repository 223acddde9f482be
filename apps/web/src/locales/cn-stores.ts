import { translationOf, type Tree } from './translation';

/** The store connections' group of cn/ (string-sets.ts): the staff console's Shopify and WooCommerce screen. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/stores.json', { eager: true, import: 'default' }),
);

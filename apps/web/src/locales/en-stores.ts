import { translationOf, type Tree } from './translation';

/** The store connections' group of en/ (string-sets.ts): the staff console's Shopify and WooCommerce screen. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/stores.json', { eager: true, import: 'default' }),
);

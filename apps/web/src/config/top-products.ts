import { headerProducts } from '@miao/contracts/catalog';
import type { Language } from '@/lib/language';

export interface TopProduct {
  code: string;
  /** App path of the landing page (without language prefix). */
  path: string;
  /** Header names: the Chinese (cn_top_name) and overseas (overseas_top_name) entries of spec 3. */
  name: Record<Language, string>;
}

/**
 * Header entries used while the product settings load (pages are server-rendered without them) or
 * when they cannot be loaded: the catalogue's header entries (`@miao/contracts/catalog`), which
 * the server seeds too, in the same order, so the header rarely changes once the settings arrive;
 * staff edits win from then on. The client build replaces this module by its values (vite.config.ts,
 * `catalogAtBuildTime`): the header needs these names, not the whole catalogue.
 */
export const TOP_PRODUCTS: readonly TopProduct[] = headerProducts('cn').map(({ product, name }) => ({
  code: product.code,
  path: product.path,
  name: { cn: name, en: product.top[1] ?? name },
}));

import { CATALOG as PRODUCTS, PRODUCT_CATEGORIES, type ProductCategory } from '@miao/contracts/catalog';
import type { ArtSpec } from '@/components/art/art-spec';
import type { Localized } from './types';

export type { ProductCategory };

export const CATEGORY_ORDER: readonly ProductCategory[] = PRODUCT_CATEGORIES;

export interface CatalogEntry {
  code: string;
  category: ProductCategory;
  /** The current line-up is listed on /products/; earlier generations, editions and events on /more/. */
  era: 'current' | 'archive';
  art: ArtSpec;
  /** The product's names (the settings' defaults); page titles and cards prefer `product.<code>`. */
  name: Localized;
  /**
   * Home priority [China mode, overseas] while the product settings load or when they cannot be
   * loaded; the settings decide once they arrive (spec 9: 100 and above is the top group). The
   * server seeds the same (both come from `@miao/contracts/catalog`), so the first paint rarely changes.
   */
  home: readonly [number | null, number | null];
  kind: 'product' | 'link' | 'page';
  /** The page Learn more opens ('' none, '/' home). */
  path: string;
}

/**
 * The products of `@miao/contracts/catalog` that have a drawing and a place on the product lists:
 * what cards, lists and the header need. Landing-page copy lives in content/products/<slug>.ts.
 */
export const CATALOG: readonly CatalogEntry[] = PRODUCTS.flatMap((product) =>
  product.listing
    ? [
        {
          code: product.code,
          category: product.listing.category,
          era: product.listing.era,
          art: product.listing.art,
          name: product.name,
          home: product.home,
          kind: product.kind,
          path: product.path,
        },
      ]
    : [],
);

const BY_CODE = new Map(CATALOG.map((entry) => [entry.code, entry]));

export function catalogEntry(code: string): CatalogEntry | undefined {
  return BY_CODE.get(code);
}

/** A product the catalog does not know yet still gets a card: a 65% board until it is added. */
export const FALLBACK_ART: ArtSpec = { kind: 'keyboard', layout: '65', led: true, ledText: 'MIAO' };

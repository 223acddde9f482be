import { modeFields, modePrice } from '@miao/contracts/product-rules';
import type { ProductMode, ProductSetting, ProductStatus } from '@miao/contracts/products';
import { CATALOG, CATEGORY_ORDER, type ProductCategory } from '@/content/catalog';
import { catalogFor } from './catalog-settings';

// Issue 18: the product list's filters (kind, availability) and order, kept in the address's query
// (`?kind=keyboards&status=preOrder&sort=price`) so the server renders the same list the browser
// hydrates, and a filtered list can be shared.

export const STATUS_FILTERS = ['inStock', 'preOrder', 'soldOut', 'developing'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const LIST_SORTS = ['featured', 'name', 'price'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ListQuery {
  kind: ProductCategory | null;
  status: StatusFilter | null;
  sort: ListSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value.trim()) ? (value.trim() as T) : null;

/** The query's filters; an unknown value is ignored rather than refused. */
export function listQuery(params: URLSearchParams): ListQuery {
  return {
    kind: oneOf(CATEGORY_ORDER, params.get('kind')),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'featured',
  };
}

/** The query for a list state: defaults left out, so the plain list keeps its plain address. */
export function listSearch(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'featured') params.set('sort', query.sort);
  return params;
}

/** A mode status as a filter: GB and restock are both pre-orders (spec 4); jump is none of them. */
export function statusFilterOf(status: ProductStatus): StatusFilter | null {
  switch (status) {
    case 'inStock':
      return 'inStock';
    case 'GB':
    case 'restock':
      return 'preOrder';
    case 'soldOut':
      return 'soldOut';
    case 'developing':
      return 'developing';
    default:
      return null;
  }
}

export function categoryOf(setting: ProductSetting): ProductCategory {
  return catalogFor(setting)?.category ?? 'keyboards';
}

const CATALOG_INDEX = new Map(CATALOG.map((entry, index) => [entry.code, index]));

/** Featured: the mode's priority, highest first (spec 9), then the catalogue's order. */
function featured(mode: ProductMode) {
  return (a: ProductSetting, b: ProductSetting) =>
    modeFields(b, mode).priority - modeFields(a, mode).priority ||
    (CATALOG_INDEX.get(a.code) ?? Infinity) - (CATALOG_INDEX.get(b.code) ?? Infinity);
}

/**
 * The list's products after the filters, in the query's order. The status filter needs the real
 * settings (`loaded`); before they arrive it is not applied, as no status is shown either.
 */
export function filterProducts(
  settings: readonly ProductSetting[],
  query: ListQuery,
  mode: ProductMode,
  nameOf: (setting: ProductSetting) => string,
  loaded: boolean,
): ProductSetting[] {
  const kept = settings.filter((setting) => {
    if (query.kind && categoryOf(setting) !== query.kind) return false;
    if (query.status && loaded) {
      if (setting.kind !== 'product') return false;
      if (statusFilterOf(modeFields(setting, mode).status) !== query.status) return false;
    }
    return true;
  });
  const byFeatured = featured(mode);
  const collator = new Intl.Collator(mode === 'cn' ? 'zh-CN' : 'en');
  const compare =
    query.sort === 'name'
      ? (a: ProductSetting, b: ProductSetting) => collator.compare(nameOf(a), nameOf(b)) || byFeatured(a, b)
      : query.sort === 'price'
        ? (a: ProductSetting, b: ProductSetting) => {
            // products without a price go last
            const pa = loaded ? (modePrice(a, mode)?.min ?? Infinity) : Infinity;
            const pb = loaded ? (modePrice(b, mode)?.min ?? Infinity) : Infinity;
            return pa === pb ? byFeatured(a, b) : pa < pb ? -1 : 1;
          }
        : byFeatured;
  return [...kept].sort(compare);
}

/** Featured order shows the categories as sections (in their order); other orders one list. */
export function groupProducts(
  products: readonly ProductSetting[],
  query: ListQuery,
): { category: ProductCategory | null; products: ProductSetting[] }[] {
  if (query.sort !== 'featured') return products.length ? [{ category: null, products: [...products] }] : [];
  const groups = new Map<ProductCategory, ProductSetting[]>();
  for (const setting of products) {
    const category = categoryOf(setting);
    groups.set(category, [...(groups.get(category) ?? []), setting]);
  }
  return CATEGORY_ORDER.filter((category) => groups.has(category)).map((category) => ({
    category,
    products: groups.get(category)!,
  }));
}

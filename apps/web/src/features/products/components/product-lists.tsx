import type { ProductSetting } from '@miao/contracts/products';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LocalLink } from '@/components/ui/local-link';
import { CATEGORY_ORDER, type ProductCategory } from '@/content/catalog';
import { useLanguage } from '@/hooks/use-language';
import { catalogFor, productName, useCatalogSettingsView } from '@/features/products/lib/catalog-settings';
import {
  categoryOf,
  filterProducts,
  groupProducts,
  LIST_SORTS,
  listQuery,
  listSearch,
  STATUS_FILTERS,
  type ListQuery,
  type ListSort,
  type StatusFilter,
} from '@/features/products/lib/list-filters';
import { useTranslation } from '@/lib/use-translation';
import { ProductCard } from './product-card';

export type ProductListKind = 'products' | 'more';

/**
 * Which list a setting belongs on: the current line-up on /products/, earlier generations,
 * editions and events on /more/. Header keys (kind `link`) duplicate a page or lead elsewhere.
 */
export function listOf(setting: ProductSetting): ProductListKind | null {
  if (setting.kind === 'link' || !setting.path || setting.path === '/' || setting.code.endsWith('-history'))
    return null;
  const entry = catalogFor(setting);
  return entry?.era === 'archive' || entry?.category === 'events' ? 'more' : 'products';
}

/** How a group of this many cards is laid out (decision 059): a feature card, a short row of tiles, a grid. */
export function gridLayout(count: number): 'single' | 'few' | 'many' {
  if (count === 1) return 'single';
  return count <= 3 ? 'few' : 'many';
}

/**
 * A grid of cards: a group of one gets the horizontal feature card, two or three keep the tiles'
 * size, more fill the rows (issue 18 item 11, issue 35 item 7).
 */
function CardGrid({ products, loaded }: { products: ProductSetting[]; loaded: boolean }) {
  const layout = gridLayout(products.length);
  const single = layout === 'single';
  return (
    <ul
      className={`home-products__grid product-list__grid product-list__grid--${layout}`}
      data-layout={layout}
    >
      {products.map((setting) => (
        <li key={setting.code}>
          <ProductCard setting={setting} loaded={loaded} variant={single ? 'wide' : 'tile'} />
        </li>
      ))}
    </ul>
  );
}

/** Kind, availability and order (issue 18), kept in the query; works as a plain GET form without script. */
function ListFilters({ query, kinds }: { query: ListQuery; kinds: ProductCategory[] }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const uid = useId();
  // from the address as it is now: two quick changes must not undo each other
  const change = (next: Partial<ListQuery>) =>
    setParams((current) => listSearch({ ...listQuery(current), ...next }), {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <form className="product-filters" method="get" aria-label={t('products.filters.label')}>
      <div className="product-filters__field">
        <label className="form__label" htmlFor={`${uid}-kind`}>
          {t('products.filters.kind')}
        </label>
        <select
          id={`${uid}-kind`}
          name="kind"
          className="input"
          value={query.kind ?? ''}
          onChange={(e) => change({ kind: (e.target.value || null) as ProductCategory | null })}
        >
          <option value="">{t('products.filters.allKinds')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`products.categories.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label className="form__label" htmlFor={`${uid}-status`}>
          {t('products.filters.status')}
        </label>
        <select
          id={`${uid}-status`}
          name="status"
          className="input"
          value={query.status ?? ''}
          onChange={(e) => change({ status: (e.target.value || null) as StatusFilter | null })}
        >
          <option value="">{t('products.filters.allStatuses')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`products.filters.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label className="form__label" htmlFor={`${uid}-sort`}>
          {t('products.filters.sort')}
        </label>
        <select
          id={`${uid}-sort`}
          name="sort"
          className="input"
          value={query.sort}
          onChange={(e) => change({ sort: e.target.value as ListSort })}
        >
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('products.filters.apply')}
        </button>
      </noscript>
    </form>
  );
}

/**
 * Spec 2 product lists: every product as a card with its status tag and price, grouped by category
 * in featured order; filtered by kind and availability and sorted by the query (issue 18).
 */
export function ProductList({ kind }: { kind: ProductListKind }) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const { settings, loaded } = useCatalogSettingsView();
  const [params] = useSearchParams();
  const query = listQuery(params);
  const onList = settings.filter((setting) => listOf(setting) === kind);
  const kinds = CATEGORY_ORDER.filter((category) => onList.some((s) => categoryOf(s) === category));
  const products = filterProducts(onList, query, language, (s) => productName(s, language, i18n), loaded);
  const groups = groupProducts(products, query);
  const filtered = query.kind !== null || query.status !== null;
  return (
    <>
      <ListFilters query={query} kinds={kinds} />
      <p className="product-filters__count" role="status">
        {t('products.filters.count', { count: products.length })}
      </p>
      {groups.length === 0 ? (
        <div className="product-list__empty">
          <p>{t('products.filters.empty')}</p>
          {filtered ? (
            <LocalLink to={`/${kind}/`} className="slide__link">
              {t('products.filters.clear')}
            </LocalLink>
          ) : null}
        </div>
      ) : null}
      {groups.map(({ category, products: items }) =>
        category ? (
          <section key={category} className="product-list__group" aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`} className="section-title">
              {t(`products.categories.${category}`)}
            </h2>
            <CardGrid products={items} loaded={loaded} />
          </section>
        ) : (
          <section
            key="sorted"
            className="product-list__group"
            aria-label={t(`products.filters.sorts.${query.sort}`)}
          >
            <CardGrid products={items} loaded={loaded} />
          </section>
        ),
      )}
    </>
  );
}

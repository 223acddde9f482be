import { homeGroups } from '@miao/contracts/product-rules';
import type { ProductSetting } from '@miao/contracts/products';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/ui/local-link';
import { CATEGORY_ORDER, type ProductCategory } from '@/content/catalog';
import { useLanguage } from '@/hooks/use-language';
import { catalogFor, useCatalogSettingsView } from '@/features/products/lib/catalog-settings';
import { ProductCard } from './product-card';

/** Spec 9 home products: the mode's is_home products, top group (priority ≥ 100) and bottom group (< 99). */
export function HomeProducts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings, loaded } = useCatalogSettingsView();
  const { top, bottom } = homeGroups(settings, language);
  return (
    <>
      {top.length ? (
        <section className="home-products" aria-labelledby="home-top-title">
          <div className="home-products__head">
            <h2 id="home-top-title" className="section-title">
              {t('home.featured')}
            </h2>
            <LocalLink to="/products/" className="slide__link">
              {t('products.lists.all')}
            </LocalLink>
          </div>
          <ul className="home-products__grid home-products__grid--top" data-group="top">
            {top.map((setting) => (
              <li key={setting.code}>
                <ProductCard setting={setting} loaded={loaded} variant="feature" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bottom.length ? (
        <section className="home-products" aria-labelledby="home-bottom-title">
          <h2 id="home-bottom-title" className="section-title">
            {t('products.lists.more')}
          </h2>
          <ul className="home-products__grid" data-group="bottom">
            {bottom.map((setting) => (
              <li key={setting.code}>
                <ProductCard setting={setting} loaded={loaded} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

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

/** Spec 2 product lists: every product as a card with its status tag, grouped by category. */
export function ProductList({ kind }: { kind: ProductListKind }) {
  const { t } = useTranslation();
  const { settings, loaded } = useCatalogSettingsView();
  const groups = new Map<ProductCategory, ProductSetting[]>();
  for (const setting of settings) {
    if (listOf(setting) !== kind) continue;
    const category = catalogFor(setting)?.category ?? 'keyboards';
    groups.set(category, [...(groups.get(category) ?? []), setting]);
  }
  return (
    <>
      {CATEGORY_ORDER.filter((category) => groups.has(category)).map((category) => (
        <section key={category} className="product-list__group" aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`} className="section-title">
            {t(`products.categories.${category}`)}
          </h2>
          <ul className="home-products__grid">
            {groups.get(category)!.map((setting) => (
              <li key={setting.code}>
                <ProductCard setting={setting} loaded={loaded} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

import { homeGroups } from '@miao/contracts/product-rules';
import { LocalLink } from '@/components/ui/local-link';
import { useLanguage } from '@/hooks/use-language';
import { useCatalogSettingsView } from '@/features/products/lib/catalog-settings';
import { useTranslation } from '@/lib/use-translation';
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

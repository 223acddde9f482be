import { Suspense, use } from 'react';
import { KeyboardArt } from '@/components/art/keyboard-art';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { LocalLink } from '@/components/ui/local-link';
import { homeProductsModule } from '@/features/products/brand-modules';
import '@/features/products/landing.css';
import { useTranslation } from '@/lib/use-translation';

/** The home products of the mode (spec 9), from their own chunk, which `preload` fetches with the page's. */
function HomeProducts() {
  const { HomeProducts: Products } = use(homeProductsModule.load());
  return <Products />;
}

/** Home: the hero, the home products of the mode (spec 9), the community. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__copy">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <LocalLink to="/products/" className="button button--primary">
              {t('home.exploreProducts')}
            </LocalLink>
            <LocalLink to="/dao/" className="button button--secondary">
              {t('home.joinCommunity')}
            </LocalLink>
          </div>
        </div>
        <div className="hero__art">
          {/* nearly 300 elements: kept from the server rather than hydrated */}
          <KeptMarkup version={t('home.artLabel')}>
            <KeyboardArt label={t('home.artLabel')} />
          </KeptMarkup>
        </div>
      </section>

      <Suspense fallback={<div className="home-products home-products--loading" />}>
        <HomeProducts />
      </Suspense>

      <section className="community-band" aria-labelledby="community-title">
        <div>
          <h2 id="community-title" className="section-title">
            {t('home.communityTitle')}
          </h2>
          <p>{t('home.communityBody')}</p>
        </div>
        <LocalLink to="/dao/" className="button button--primary">
          {t('home.joinCommunity')}
        </LocalLink>
      </section>
    </div>
  );
}

export { HomeRoute as Component };

/**
 * The products' chunk before the first render, in the browser as on the server: the page then
 * hydrates in one pass. Left to suspend, their part stayed server HTML after the page was
 * interactive, and a click on a product in that moment loaded the next page as a new document.
 */
export function preload(): Promise<unknown> {
  return homeProductsModule.load();
}

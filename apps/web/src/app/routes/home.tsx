import { useTranslation } from 'react-i18next';
import { KeyboardArt } from '../../components/art/keyboard-art';
import { ArrowRightIcon } from '../../components/icons/ui-icons';
import { LocalLink } from '../../components/ui/local-link';
import { TOP_PRODUCTS } from '../../config/top-products';
import { useLanguage } from '../../hooks/use-language';

/** The home page until the product swiper arrives: a hero, the featured products, the community. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
          <KeyboardArt label={t('home.artLabel')} />
        </div>
      </section>

      <section className="featured" aria-labelledby="featured-title">
        <h2 id="featured-title" className="section-title">
          {t('home.featured')}
        </h2>
        <ul className="featured__grid">
          {TOP_PRODUCTS.map((product) => (
            <li key={product.code}>
              <LocalLink to={product.path} className="product-tile">
                <span className="product-tile__name">{product.name[language]}</span>
                <span className="product-tile__full">{t(`product.${product.code}`)}</span>
                <span className="product-tile__more">
                  {t('home.learnMore')} <ArrowRightIcon />
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>

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

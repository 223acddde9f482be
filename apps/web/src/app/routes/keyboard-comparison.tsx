import { LocalLink } from '@/components/ui/local-link';
import { KeyboardComparison } from '@/features/products/components/keyboard-comparison';
import type { RouteMetaContext } from '@/app/lazy-page';
import '@/features/products/landing.css';
import { useTranslation } from '@/lib/use-translation';

/** Issue 18: every keyboard side by side, linked from each keyboard's landing page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="page product-list compare-page">
      <header className="product-list__head">
        <p className="eyebrow">{t('products.compare.eyebrow')}</p>
        <h1 className="product-list__title">{t('products.compare.title')}</h1>
        <p className="product-list__lead">{t('products.compare.lead')}</p>
        <LocalLink to="/products/" className="slide__link">
          {t('products.lists.all')}
        </LocalLink>
      </header>
      <p className="compare-page__hint">{t('products.compare.scrollHint')}</p>
      <KeyboardComparison />
    </div>
  );
}

export function meta({ i18n }: RouteMetaContext) {
  return { description: i18n.t('products.compare.lead') };
}

import { isCustomisableProduct } from '@miao/contracts/customisation';
import type { CSSProperties } from 'react';
import { CustomisePanel } from '@/features/customisation/components/customise-panel';
import { CUSTOM_PRODUCTS } from '@/features/customisation/utils/products';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageHandle } from '@/app/use-page-info';
import { ComingSoonRoute } from './coming-soon';
import '@/features/customisation/customisation.css';
import { useTranslation } from '@/lib/use-translation';

/** /am-65-less/custom/ and /am-compact-touch/custom/: the keyboard named by the route's slug. */
export function Component() {
  const { t } = useTranslation();
  const { slug } = usePageHandle();
  if (!isCustomisableProduct(slug)) return <ComingSoonRoute />;
  const name = t(`product.${slug}`);
  return (
    <section
      className="custom-page"
      aria-labelledby="custom-title"
      style={{ '--accent': CUSTOM_PRODUCTS[slug].accent } as CSSProperties}
    >
      <header>
        <p className="eyebrow">{t('customisation.eyebrow')}</p>
        <h1 id="custom-title" className="custom-page__title">
          {t('customisation.title', { product: name })}
        </h1>
        <p className="custom-page__lead">{t('customisation.lead')}</p>
      </header>
      <CustomisePanel product={slug} productName={name} />
    </section>
  );
}

export function meta({ i18n }: RouteMetaContext) {
  return { description: i18n.t('customisation.lead') };
}

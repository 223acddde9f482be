import { Suspense, use } from 'react';
import { Skeleton } from '@/components/ui/state-panels';
import { LocalLink } from '@/components/ui/local-link';
import { productListsModule } from '@/features/products/brand-modules';
import type { RouteMetaContext } from '@/app/lazy-page';
import { usePageHandle } from '@/app/use-page-info';
import '@/features/products/landing.css';
import { useTranslation } from '@/lib/use-translation';

export type ProductListKind = 'products' | 'more';

const kindOf = (slug: string | undefined): ProductListKind => (slug === 'more' ? 'more' : 'products');

function List({ kind }: { kind: ProductListKind }) {
  const { ProductList } = use(productListsModule.load());
  return <ProductList kind={kind} />;
}

/** Spec 2 product lists /products/ (the current line-up) and /more/ (earlier products, editions, contests). */
export function Component() {
  const { t } = useTranslation();
  const kind = kindOf(usePageHandle().slug);
  return (
    <div className="page product-list">
      <header className="product-list__head">
        <p className="eyebrow">{t(`products.lists.${kind}Eyebrow`)}</p>
        <h1 className="product-list__title">{t(`route.${kind}`)}</h1>
        <p className="product-list__lead">{t(`products.lists.${kind}Lead`)}</p>
        <LocalLink to={kind === 'products' ? '/more/' : '/products/'} className="slide__link">
          {kind === 'products' ? t('products.lists.toMore') : t('products.lists.toProducts')}
        </LocalLink>
      </header>
      <Suspense fallback={<Skeleton lines={6} />}>
        <List kind={kind} />
      </Suspense>
    </div>
  );
}

/** The list's chunk before the first render, so the page hydrates in one pass (as home's, home.tsx). */
export function preload(): Promise<unknown> {
  return productListsModule.load();
}

export function meta({ handle, i18n }: RouteMetaContext) {
  return { description: i18n.t(`products.lists.${kindOf(handle.slug)}Lead`) };
}

import { modeFields } from '@miao/contracts/product-rules';
import type { ProductSetting } from '@miao/contracts/products';
import { ArtImage } from '@/components/art/art-image';
import { useLanguage } from '@/hooks/use-language';
import { artFor, productName } from '@/features/products/lib/catalog-settings';
import { useTranslation } from '@/lib/use-translation';
import { PriceTag } from './price-tag';
import { ProductLinkPair } from './product-link-pair';
import { StatusTag } from './status-tag';

/**
 * Starts loading a landing page's data when the visitor points at its link. The registry of landing
 * pages comes with the landing pages' chunk, so home and the lists do not carry it.
 */
function prefetch(path: string) {
  const slug = path.replace(/^\/|\/$/g, '');
  void import('@/content/products/registry')
    .then(({ hasLandingPage, loadLandingPage }) => (hasLandingPage(slug) ? loadLandingPage(slug) : undefined))
    .catch(() => undefined);
}

/**
 * A product on home and in the product lists: its drawing (an image of its file, one element
 * for the many cards), name, status tag and the product link
 * pair (spec 2). `feature` is the large card of home's top group.
 */
export function ProductCard(props: {
  setting: ProductSetting;
  loaded: boolean;
  /** `wide`: a category's only product, art beside the text so its row is filled (issue 18, item 11). */
  variant?: 'feature' | 'tile' | 'wide';
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const { setting, loaded } = props;
  const name = productName(setting, language, i18n);
  // pages that sell nothing (an app, a contest) carry no status
  const status = loaded && setting.kind === 'product' ? modeFields(setting, language).status : undefined;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card product-card--${props.variant ?? 'tile'}`}>
      <div className="product-card__art">
        <ArtImage spec={artFor(setting)} label={name} />
      </div>
      <div className="product-card__body">
        <div className="product-card__head">
          <Heading className="product-card__name">{name}</Heading>
          <StatusTag status={status} />
        </div>
        <PriceTag setting={setting} loaded={loaded} className="product-card__price" />
        <ProductLinkPair
          className="product-card__links"
          setting={setting}
          productName={name}
          loaded={loaded}
          onLearnMoreIntent={() => prefetch(setting.path)}
        />
      </div>
    </article>
  );
}

import { productLinkPair } from '@miao/contracts/product-rules';
import type { ProductSetting } from '@miao/contracts/products';
import { ArrowRightIcon, ExternalIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';
import { RequestButton } from './request-button';

/**
 * Spec 2 product link pair: Learn more, plus a buy link only when the status is GB or inStock and
 * buying is not hidden (group-buy label for restock or GB, order-now for inStock); Request when
 * sold out; a jump status opens its external link instead. Until the real settings have loaded
 * (`loaded`), only Learn more shows, so nothing is offered that the settings might withdraw.
 */
export function ProductLinkPair(props: {
  setting: ProductSetting;
  productName: string;
  loaded: boolean;
  /** The landing page itself shows no Learn more. */
  learnMore?: boolean;
  onLearnMoreIntent?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pair = productLinkPair(props.setting, language);
  const jump = props.loaded ? pair.jump : null;
  const showLearnMore = props.learnMore !== false;

  return (
    <div className={`link-pair${props.className ? ` ${props.className}` : ''}`}>
      {showLearnMore && jump ? (
        <a className="button button--secondary" href={jump} target="_blank" rel="noopener noreferrer">
          {t('products.actions.learnMore')}
          <span className="visually-hidden">
            {t('products.actions.learnMoreOf', { product: props.productName })}
          </span>
          <ExternalIcon />
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      ) : showLearnMore && pair.learnMoreHref ? (
        <LocalLink
          to={pair.learnMoreHref}
          className="button button--secondary"
          onMouseEnter={props.onLearnMoreIntent}
          onFocus={props.onLearnMoreIntent}
        >
          {t('products.actions.learnMore')}
          {/* the link's own text names its product (for crawlers too, which read no aria-label) */}
          <span className="visually-hidden">
            {t('products.actions.learnMoreOf', { product: props.productName })}
          </span>
          <ArrowRightIcon />
        </LocalLink>
      ) : null}
      {props.loaded && pair.buy ? (
        <a className="button button--primary" href={pair.buy.href} target="_blank" rel="noopener noreferrer">
          {t(`products.buy.${pair.buy.label}`)}
          <span className="visually-hidden">
            {' '}
            {props.productName} {t('common.opensInNewTab')}
          </span>
        </a>
      ) : null}
      {props.loaded && pair.request ? (
        <RequestButton code={props.setting.code} productName={props.productName} />
      ) : null}
    </div>
  );
}

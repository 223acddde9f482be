import { productLinkPair, statusDisplay, type ProductStatus } from '@miao/contracts/product-rules';
import type { ProductSetting } from '@miao/contracts/products';
import { lazy, Suspense, useState } from 'react';
import { ArrowLeftIcon, ExternalIcon } from '@/components/icons/ui-icons';
import { ShareIcon } from './share-icon';
import { LocalLink } from '@/components/ui/local-link';
import type { SocialNetwork } from '@/config/external-links';
import { useSiteLinks } from '@/lib/site-links';
import { WECHAT_QR } from '@/content/media';
import { useLanguage } from '@/hooks/use-language';
import type { Language } from '@/lib/language';
import { useTranslation } from '@/lib/use-translation';
import { RequestButton } from './request-button';
import { StatusTag } from './status-tag';

/** Where "follow us" leads in each mode (spec 2 social links). */
const FOLLOW: Record<Language, SocialNetwork> = { cn: 'weibo', en: 'instagram' };

const QrDialog = lazy(() => import('@/components/ui/qr-dialog').then((m) => ({ default: m.QrDialog })));

/**
 * Spec 2 sub-header of a product page: a back link, the title with its status tag, a follow-us
 * link, and by status a buy / pre-order button (GB or inStock) or a Request button (sold out).
 * It collapses once the visitor moves past the first slide.
 */
export function SubHeader(props: {
  name: string;
  setting?: ProductSetting;
  status?: ProductStatus;
  loaded: boolean;
  collapsed: boolean;
  onShare: () => void;
}) {
  const { t } = useTranslation();
  const { language, china } = useLanguage();
  const [qr, setQr] = useState(false);
  const follow = useSiteLinks()(FOLLOW[language]);
  // China mode follows the WeChat official account by its QR code when the media CDN has it
  const wechat = china ? WECHAT_QR : undefined;
  const pair = props.setting ? productLinkPair(props.setting, language) : null;
  const display = props.status ? statusDisplay(props.status) : null;

  let action = null;
  if (props.loaded && props.setting && pair) {
    if (pair.buy && (display === 'pre_order' || display === 'buy')) {
      action = (
        <a
          className="button button--primary sub-header__action"
          href={pair.buy.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {/* the words of the page's own buy link (ProductLinkPair), so one action has one name */}
          {t(`products.buy.${pair.buy.label}`)}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      );
    } else if (pair.request) {
      action = (
        <RequestButton
          code={props.setting.code}
          productName={props.name}
          className="button button--primary sub-header__action"
        />
      );
    } else if (pair.jump) {
      action = (
        <a
          className="button button--primary sub-header__action"
          href={pair.jump}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('products.actions.visit')}
          <ExternalIcon />
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      );
    }
  }

  return (
    <div className={`sub-header${props.collapsed ? ' is-collapsed' : ''}`}>
      <LocalLink to="/products/" className="sub-header__back" aria-label={t('products.subHeader.back')}>
        <ArrowLeftIcon />
        <span className="sub-header__back-text">{t('products.subHeader.backShort')}</span>
      </LocalLink>
      <p className="sub-header__title">
        <span className="sub-header__name">{props.name}</span>
        {props.loaded && props.setting?.kind === 'product' ? <StatusTag status={props.status} /> : null}
      </p>
      <div className="sub-header__end">
        {wechat ? (
          <button type="button" className="sub-header__follow" onClick={() => setQr(true)}>
            {t('layout.followUs')}
          </button>
        ) : follow ? (
          <a className="sub-header__follow" href={follow} target="_blank" rel="noopener noreferrer">
            {t('layout.followUs')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : null}
        <button
          type="button"
          className="icon-button sub-header__share"
          onClick={props.onShare}
          aria-label={t('landing.share.open')}
          title={t('landing.share.open')}
        >
          <ShareIcon />
        </button>
        {action}
      </div>
      {qr && wechat ? (
        <Suspense fallback={null}>
          <QrDialog
            title={t('products.subHeader.wechatTitle')}
            image={wechat}
            caption={t('products.subHeader.wechatCaption')}
            onClose={() => setQr(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { landingPage } from '@/content/products/preload';
import { SnGuide } from '@/features/devices/components/sn-guide';
import { VerifyPanel } from '@/features/devices/components/verify-panel';
import type { PageHandle } from '@/app/routes';
import { usePageHandle } from '@/app/use-page-info';
import { LandingPageRoute } from './landing-page';
import '@/features/devices/devices.css';
import { useTranslation } from '@/lib/use-translation';

/** The product's name when the code is one of ours, else undefined. */
function useProductName(code: string | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  return code && i18n.exists(`product.${code}`) ? t(`product.${code}`) : undefined;
}

/** /verify/ and /verify/{product}/: the SN form, the slide captcha, the result and where the SN is. */
function VerifyPage({ productCode }: { productCode?: string }) {
  const { t } = useTranslation();
  const name = useProductName(productCode);
  const known = name ? productCode : undefined;
  return (
    <section className="verify-page" aria-labelledby="verify-title">
      <header>
        <p className="eyebrow">{t('devices.verify.eyebrow')}</p>
        <h1 id="verify-title" className="verify-page__title">
          {name ? t('devices.verify.titleFor', { product: name }) : t('route.verify')}
        </h1>
        <p className="verify-page__lead">{t('devices.verify.lead')}</p>
      </header>
      <VerifyPanel />
      <SnGuide productCode={known} />
    </section>
  );
}

/**
 * /{product}-021c/, the address printed on packaging: the product's page with verification for
 * that product open over it; closing it leaves the product page.
 */
function EditionPage({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(true);
  const name = useProductName(productCode) ?? productCode;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <LandingPageRoute />
      {open ? (
        <div className="verify-overlay">
          <div className="verify-overlay__box" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <button
              type="button"
              className="button button--secondary button--small verify-overlay__close"
              onClick={() => setOpen(false)}
            >
              {t('devices.verify.close')}
            </button>
            <h1 id={titleId} className="verify-page__title">
              {t('devices.verify.titleFor', { product: name })}
            </h1>
            <VerifyPanel autoFocus />
            <SnGuide productCode={productCode} />
          </div>
        </div>
      ) : null}
    </>
  );
}

/** /verify/{product?}/, or /{product}-021c/ (an edition route, whose handle names the product). */
export function VerifyPageRoute() {
  const handle = usePageHandle();
  const { name } = useParams();
  if ('product' in handle.title && handle.title.variant === 'edition')
    return <EditionPage productCode={handle.title.product} />;
  return <VerifyPage productCode={name} />;
}

/** An edition page shows the product's landing page: its copy arrives with the chunk (landing-page.tsx). */
export function preload(handle: PageHandle): Promise<unknown> {
  return handle.slug ? landingPage(handle.slug) : Promise.resolve();
}

export { VerifyPageRoute as Component };

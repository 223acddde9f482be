import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';
import { qrDataUrl } from '@/features/info/lib/qr';
import { qrTarget } from '@/features/info/lib/same-site';
import { useTranslation } from '@/lib/use-translation';
import { QrCode } from './qr-code';

const noop = () => () => {};
/** The page's origin in the browser; null on the server, whose public address the page does not know. */
function useOrigin(): string | null {
  return useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => null,
  );
}

/**
 * /qr/: a code for `?url=` when it is a page of this site, else for the site root (spec 2), so
 * the page can never be used to dress another site's address in ours.
 */
export function QrPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const origin = useOrigin();
  const raw = params.get('url');
  const target = useMemo(() => (origin === null ? null : qrTarget(raw, origin)), [raw, origin]);

  return (
    <article className="info-page qr-page">
      <div className="qr-page__layout">
        <header className="qr-page__copy">
          <p className="eyebrow">{t('info.qr.eyebrow')}</p>
          <h1 className="info-hero__title">{t('info.qr.title')}</h1>
          <p className="info-hero__lead">{t('info.qr.lead')}</p>
          {target?.refused ? (
            <p className="info-note info-note--warning" role="alert">
              {t('info.qr.refused')}
            </p>
          ) : null}
        </header>
        <figure className="qr-page__figure">
          {target ? (
            <>
              <QrCode
                value={target.url}
                label={t('info.qr.label', { url: target.url })}
                className="qr-page__code"
              />
              <figcaption className="qr-page__caption">
                <span className="qr-page__opens">{t('info.qr.opens')}</span>
                <span className="qr-page__url mono">{target.url}</span>
                <span className="qr-page__actions">
                  <CopyButton text={target.url} label={t('info.qr.copy')} />
                  <a className="slide__link" href={qrDataUrl(target.url)} download="miao-qr.svg">
                    {t('info.qr.download')}
                  </a>
                </span>
              </figcaption>
            </>
          ) : (
            <div className="qr-page__placeholder" role="status">
              {t('info.qr.preparing')}
            </div>
          )}
        </figure>
      </div>
    </article>
  );
}

import { lazy, Suspense, useState } from 'react';
import { ExternalIcon } from '@/components/icons/ui-icons';
import { useLanguage } from '@/hooks/use-language';
import { qrDataUrl } from '@/features/info/lib/qr';
import { useSiteLinks } from '@/lib/site-links';
import { useTranslation } from '@/lib/use-translation';
import { QrCode } from './qr-code';

// on a click only: the dialog's code and styles are the community screens' (shared-screens), which
// an info page would otherwise load, stylesheets and all, before it is interactive
const QrDialog = lazy(() => import('@/components/ui/qr-dialog').then((m) => ({ default: m.QrDialog })));

/** What the code opens when staff set neither the community QR link nor the QQ link. */
const QR_FALLBACK = 'https://qm.qq.com/';

/**
 * Spec 2 join-us block, from the site links staff set in the console (decision 064): in China mode
 * a QR code that opens the players' group (larger in the QR dialog); overseas the community chat
 * widget in an iframe. Without a widget, a link to the community chat (the Discord link); without
 * either, no block: nothing that promises a chat the page cannot open.
 */
export function JoinUs() {
  const { t } = useTranslation();
  const { china } = useLanguage();
  const link = useSiteLinks();
  const [open, setOpen] = useState(false);

  const copy = (
    <>
      <p className="eyebrow">{t('info.joinUs.eyebrow')}</p>
      <h2 id="join-us-title" className="join-us__title">
        {t('info.joinUs.title')}
      </h2>
      <p className="join-us__body">{china ? t('info.joinUs.cnBody') : t('info.joinUs.enBody')}</p>
    </>
  );

  if (china) {
    const qrUrl = link('community_qr') ?? link('qq') ?? QR_FALLBACK;
    return (
      <section className="join-us join-us--qr" aria-labelledby="join-us-title">
        <div className="join-us__copy">{copy}</div>
        <div className="join-us__qr">
          <QrCode value={qrUrl} label={t('info.joinUs.qrLabel')} className="join-us__code" />
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {t('info.joinUs.enlarge')}
          </button>
          {open ? (
            <Suspense fallback={null}>
              <QrDialog
                title={t('info.joinUs.qrTitle')}
                image={qrDataUrl(qrUrl)}
                caption={t('info.joinUs.qrCaption')}
                onClose={() => setOpen(false)}
              />
            </Suspense>
          ) : null}
        </div>
      </section>
    );
  }

  const widgetUrl = link('chat_widget');
  if (widgetUrl) {
    return (
      <section className="join-us join-us--chat" aria-labelledby="join-us-title">
        <div className="join-us__copy">{copy}</div>
        <iframe
          className="join-us__widget"
          src={widgetUrl}
          title={t('info.joinUs.chatTitle')}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      </section>
    );
  }

  const chatUrl = link('discord');
  if (!chatUrl) return null;
  return (
    <section className="join-us join-us--link" aria-labelledby="join-us-title">
      <div className="join-us__copy">
        {copy}
        <a
          className="button button--primary join-us__open"
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('info.joinUs.openChat')}
          <ExternalIcon />
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}

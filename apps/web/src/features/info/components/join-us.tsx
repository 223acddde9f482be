import { lazy, Suspense, useState } from 'react';
import { ExternalIcon } from '@/components/icons/ui-icons';
import { useLanguage } from '@/hooks/use-language';
import { CHAT_WIDGET_URL, COMMUNITY_CHAT_LINK, COMMUNITY_QR_URL } from '@/features/info/config';
import { qrDataUrl } from '@/features/info/lib/qr';
import { useTranslation } from '@/lib/use-translation';
import { QrCode } from './qr-code';

// on a click only: the dialog's code and styles are the community screens' (shared-screens), which
// an info page would otherwise load, stylesheets and all, before it is interactive
const QrDialog = lazy(() => import('@/components/ui/qr-dialog').then((m) => ({ default: m.QrDialog })));

/**
 * Spec 2 join-us block: in China mode a QR code that opens the players' group (larger in the QR
 * dialog); overseas the community chat widget in an iframe, or, until one is configured, a
 * placeholder with a link to the chat.
 */
export function JoinUs(props: { qrUrl?: string; chatUrl?: string }) {
  const { t } = useTranslation();
  const { china } = useLanguage();
  const [open, setOpen] = useState(false);
  const qrUrl = props.qrUrl ?? COMMUNITY_QR_URL;
  const chatUrl = props.chatUrl ?? CHAT_WIDGET_URL;

  return (
    <section
      className={`join-us${china ? ' join-us--qr' : ' join-us--chat'}`}
      aria-labelledby="join-us-title"
    >
      <div className="join-us__copy">
        <p className="eyebrow">{t('info.joinUs.eyebrow')}</p>
        <h2 id="join-us-title" className="join-us__title">
          {t('info.joinUs.title')}
        </h2>
        <p className="join-us__body">{china ? t('info.joinUs.cnBody') : t('info.joinUs.enBody')}</p>
      </div>
      {china ? (
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
      ) : chatUrl ? (
        <iframe
          className="join-us__widget"
          src={chatUrl}
          title={t('info.joinUs.chatTitle')}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="join-us__placeholder" role="group" aria-label={t('info.joinUs.chatTitle')}>
          <div className="join-us__bubbles" aria-hidden="true">
            <span className="join-us__bubble" />
            <span className="join-us__bubble join-us__bubble--me" />
            <span className="join-us__bubble join-us__bubble--short" />
          </div>
          <p className="join-us__note">{t('info.joinUs.chatNote')}</p>
          <a
            className="button button--primary"
            href={COMMUNITY_CHAT_LINK}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('info.joinUs.openChat')}
            <ExternalIcon />
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </div>
      )}
    </section>
  );
}

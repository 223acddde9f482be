import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

/**
 * Spec 2 QR-code dialog: a code to scan with a phone (WeChat official account, a group chat, an
 * app download) and a sentence saying what it opens.
 */
export function QrDialog(props: { title: string; image: string; caption: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <figure className="qr-dialog">
        <img
          className="qr-dialog__image"
          src={props.image}
          alt={t('landing.qr.alt', { title: props.title })}
          width="240"
          height="240"
        />
        <figcaption className="qr-dialog__caption">{props.caption}</figcaption>
      </figure>
    </Dialog>
  );
}

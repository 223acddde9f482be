import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { useTranslation } from '@/lib/use-translation';
import { ExpandIcon } from './chat-icons';
import { ChatPanel } from './chat-panel';

/**
 * The chat box openable from every page (its own chunk, loaded on first open): a panel at the
 * corner on desktop, the whole screen on a phone. Not modal, so the page stays usable; Escape
 * closes it and focus returns to the button that opened it.
 */
export function ChatBox({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      // Escape closes it from inside, or when focus fell to the page (a button that went away)
      const active = document.activeElement;
      if (event.key === 'Escape' && (active === document.body || panel.current?.contains(active))) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="chat-box" role="dialog" aria-modal="false" aria-labelledby={titleId} ref={panel}>
      <header className="chat-box__header">
        <h2 id={titleId} className="chat-box__title">
          {t('chat.title')}
        </h2>
        <LocalLink
          to="/chat/"
          className="icon-button"
          aria-label={t('chat.openPage')}
          title={t('chat.openPage')}
          onClick={onClose}
        >
          <ExpandIcon />
        </LocalLink>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('chat.close')}
          title={t('chat.close')}
        >
          <CloseIcon />
        </button>
      </header>
      <ChatPanel variant="box" autoFocus />
    </div>
  );
}

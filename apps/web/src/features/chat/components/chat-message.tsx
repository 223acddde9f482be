import { Link } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';
import type { ChatEntry } from '@/features/chat/hooks/use-chat';
import { useTranslation } from '@/lib/use-translation';
import { RetryIcon } from './chat-icons';

/**
 * One message. The assistant's text is plain text in paragraphs (never HTML); its citations are
 * links to the pages it used. While it streams the item is busy, so screen readers read it once
 * it is whole rather than every piece.
 */
export function ChatMessage(props: {
  entry: ChatEntry;
  canRetry: boolean;
  onRetry: (id: string) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { entry } = props;
  const mine = entry.role === 'user';
  const streaming = entry.status === 'streaming';
  return (
    <li className={`chat-message chat-message--${entry.role}`} aria-busy={streaming}>
      <span className="chat-message__who">{mine ? t('chat.you') : t('chat.assistant')}</span>
      <div className="chat-message__bubble">
        {entry.content
          ? entry.content.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="chat-message__paragraph">
                {paragraph}
              </p>
            ))
          : streaming && <p className="chat-message__thinking">{t('chat.thinking')}</p>}
        {entry.citations.length > 0 && (
          <nav className="chat-message__sources" aria-label={t('chat.sources')}>
            <span className="chat-message__sources-label">{t('chat.sources')}</span>
            <ul>
              {entry.citations.map((citation) => (
                <li key={citation.url}>
                  <Link to={citation.url} onClick={props.onNavigate}>
                    {citation.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {entry.status === 'stopped' && <p className="chat-message__note">{t('chat.stopped')}</p>}
        {entry.status === 'error' && (
          <p className="chat-message__note chat-message__note--error" role="alert">
            {entry.error}
          </p>
        )}
      </div>
      {!mine && !streaming && (
        <div className="chat-message__actions">
          {entry.content && <CopyButton text={entry.content} label={t('chat.copy')} />}
          {props.canRetry && (
            <button
              type="button"
              className="icon-button"
              onClick={() => props.onRetry(entry.id)}
              aria-label={t('chat.retry')}
              title={t('chat.retry')}
            >
              <RetryIcon />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

import { CHAT_MESSAGE_MAX } from '@miao/contracts/chat-rules';
import { errorMessageKey } from '@miao/contracts/errors';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useMobileFocus } from '@/hooks/use-mobile-focus';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useClearChatHistory } from '@/features/chat/api/clear-chat-history';
import { useChat } from '@/features/chat/hooks/use-chat';
import { useSpeechInput } from '@/features/chat/hooks/use-speech-input';
import { ChatMessage } from './chat-message';
import { MicIcon, SendIcon, StopIcon, TrashIcon } from './chat-icons';
import '@/features/chat/chat.css';
import { useTranslation } from '@/lib/use-translation';

/**
 * The conversation with the assistant: the messages, streamed as they arrive, and the question
 * box with send, stop and speech input. The /chat/ page and the chat box both show it.
 */
export function ChatPanel(props: { variant: 'page' | 'box'; autoFocus?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const signedIn = useSession().status === 'signed-in';
  const translateError = useCallback(
    (message: string) => t(errorMessageKey(message), { defaultValue: message }),
    [t],
  );
  const waitText = useCallback((seconds: number) => t('chat.rateLimited', { seconds }), [t]);
  const chat = useChat({ language, signedIn, failedText: t('chat.failed'), translateError, waitText });
  const clearHistory = useClearChatHistory();
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  const onSpeechText = useCallback((text: string) => setQuestion(text.slice(0, CHAT_MESSAGE_MAX)), []);
  const onSpeechError = useCallback(() => toast.error(t('chat.speechFailed')), [t]);
  const speech = useSpeechInput(language, onSpeechText, onSpeechError);

  const focusSoon = useMobileFocus();
  useEffect(() => {
    if (props.autoFocus) return focusSoon(() => input.current);
  }, [props.autoFocus, focusSoon]);

  // the newest message stays in view as the answer grows
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.entries]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.busy || !question.trim()) return;
    if (speech.state === 'listening') speech.stop();
    chat.send(question);
    setQuestion('');
    // the send button gives way to stop: typing the next question goes on in the box
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line (not while an input method is composing)
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const clear = () => {
    chat.clear();
    if (signedIn) clearHistory.mutate();
  };

  const last = chat.entries.at(-1);
  const listening = speech.state === 'listening';

  return (
    <section className={`chat chat--${props.variant}`} aria-label={t('chat.title')}>
      <ol className="chat__log" ref={log} aria-live="polite" aria-relevant="additions text">
        <li className="chat__intro">
          <p>{t('chat.intro')}</p>
          {signedIn && <p className="chat__intro-note">{t('chat.historyNote')}</p>}
        </li>
        {chat.entries.map((entry) => (
          <ChatMessage
            key={entry.id}
            entry={entry}
            canRetry={!chat.busy && entry === last && entry.role === 'assistant'}
            onRetry={chat.retry}
            onNavigate={props.onNavigate}
          />
        ))}
      </ol>
      {speech.state !== 'idle' && (
        <p className="chat__speech-status" role="status">
          {listening ? t('chat.listening') : t('chat.transcribing')}
        </p>
      )}
      <form className="chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('chat.inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          className="chat__input"
          rows={props.variant === 'page' ? 2 : 1}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat.placeholder')}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="chat__controls">
          {chat.entries.length > 0 && !chat.busy && (
            <button
              type="button"
              className="icon-button"
              onClick={clear}
              aria-label={t('chat.clear')}
              title={t('chat.clear')}
            >
              <TrashIcon />
            </button>
          )}
          {speech.available && (
            <button
              type="button"
              className={`icon-button chat__mic${listening ? ' chat__mic--on' : ''}`}
              onClick={listening ? speech.stop : speech.start}
              disabled={speech.state === 'transcribing' || chat.busy}
              aria-pressed={listening}
              aria-label={listening ? t('chat.stopListening') : t('chat.speak')}
              title={listening ? t('chat.stopListening') : t('chat.speak')}
            >
              <MicIcon />
            </button>
          )}
          {chat.busy ? (
            <button type="button" className="button button--secondary chat__send" onClick={chat.stop}>
              <StopIcon /> {t('chat.stop')}
            </button>
          ) : (
            <button type="submit" className="button button--primary chat__send" disabled={!question.trim()}>
              <SendIcon /> {t('chat.send')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

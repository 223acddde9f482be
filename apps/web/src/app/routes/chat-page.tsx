import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useTranslation } from '@/lib/use-translation';

/** /chat/: the chat assistant on a page of its own (the chat box of every other page opens the same). */
export function ChatPageRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow page--chat">
      <h1 className="page__title">{t('chat.title')}</h1>
      <ChatPanel variant="page" />
    </div>
  );
}

export { ChatPageRoute as Component };

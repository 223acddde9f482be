import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@/lib/language';
import { ChatIcon } from './chat-icons';
import '@/features/chat/chat-launcher.css';
import { useTranslation } from '@/lib/use-translation';

const loadChatBox = () => import('./chat-box');
const ChatBox = lazy(() => loadChatBox().then((module) => ({ default: module.ChatBox })));

/**
 * The floating button of the main layout. The chat box is a chunk of its own, fetched when the
 * pointer nears the button or on the first open, so the first paint of a page carries only this
 * button. Hidden on /chat/, which shows the conversation itself.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  // focus returns to the button once it shows again
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (/^\/chat\/?$/.test(splitLanguagePrefix(pathname).rest)) return null;
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatBox onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        hidden={open}
        aria-expanded={open}
        aria-label={t('chat.open')}
        title={t('chat.open')}
        onPointerEnter={() => void loadChatBox()}
        onFocus={() => void loadChatBox()}
        onClick={() => setOpen(true)}
      >
        <ChatIcon />
      </button>
    </>
  );
}

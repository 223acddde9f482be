import { lazy, Suspense } from 'react';
import { useDialogLauncher } from '@/components/ui/use-dialog-launcher';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@/lib/language';
import { ChatIcon } from './chat-icons';
import { useTranslation } from '@/lib/use-translation';

const loadChatBox = () => import('./chat-box');
const ChatBox = lazy(() => loadChatBox().then((module) => ({ default: module.ChatBox })));

/**
 * The assistant's button: an icon of the header, beside the cart and the user icons (issue 35: the
 * floating button it was covered "Publish task", card counts, the slider hint and the hero drawing
 * on a phone, and sat over the open menu; nothing floats over the page now). The chat box is a chunk
 * of its own, fetched when the pointer nears the button or on the first open, and opens as a panel
 * in the corner (the whole screen on a phone). Not shown on /chat/, which shows the conversation.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open, setOpen, close, button } = useDialogLauncher();

  if (/^\/chat\/?$/.test(splitLanguagePrefix(pathname).rest)) return null;
  return (
    <>
      {/* the box goes to the body, out of the sticky header's stacking */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ChatBox onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
      <button
        ref={button}
        type="button"
        className="icon-button"
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

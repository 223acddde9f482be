import type { ChatCitation, ChatLanguage, ChatMessage } from '@miao/contracts/chat';
import { CHAT_MESSAGES_MAX } from '@miao/contracts/chat-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useChatHistory } from '@/features/chat/api/get-chat-history';
import { streamChat } from '@/features/chat/api/stream-chat';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  /** streaming while it arrives; stopped by the visitor; error when it broke (with the message). */
  status: 'streaming' | 'done' | 'stopped' | 'error';
  error?: string;
}

let sequence = 0;
const nextId = () => `local-${(sequence += 1)}`;

/** The conversation sent along: the answered messages before the question, newest last. */
function conversationOf(entries: ChatEntry[], question: string): ChatMessage[] {
  const earlier = entries
    .filter((e) => e.content && (e.role === 'user' || e.status === 'done'))
    .map((e) => ({ role: e.role, content: e.content }));
  return [...earlier, { role: 'user' as const, content: question }].slice(-CHAT_MESSAGES_MAX);
}

/**
 * The chat's state: the kept conversation of a signed-in member first, then what is asked here,
 * each answer filled in as its events arrive. One answer at a time; `stop` closes its stream.
 */
export function useChat(options: {
  language: ChatLanguage;
  signedIn: boolean;
  failedText: string;
  /** The page's text for a server message (spec 7: `error.<message>`). */
  translateError: (message: string) => string;
  /** The refusal of the rate limit, saying in how many seconds the visitor may ask again. */
  waitText?: (seconds: number) => string;
}) {
  const { language, signedIn, failedText, translateError, waitText } = options;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const history = useChatHistory(signedIn);
  const loadedHistory = useRef(false);

  useEffect(() => {
    if (loadedHistory.current || !history.data) return;
    loadedHistory.current = true;
    const kept: ChatEntry[] = history.data.messages.map((m) => ({
      id: `kept-${m.id}`,
      role: m.role,
      content: m.content,
      citations: m.citations,
      status: 'done',
    }));
    setEntries((current) => [...kept, ...current]);
  }, [history.data]);

  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: string, change: (entry: ChatEntry) => ChatEntry) =>
    setEntries((current) => current.map((entry) => (entry.id === id ? change(entry) : entry)));

  const ask = useCallback(
    async (question: string, before: ChatEntry[]) => {
      const text = question.trim();
      if (!text || controller.current) return;
      const answerId = nextId();
      const messages = conversationOf(before, text);
      setEntries([
        ...before,
        { id: nextId(), role: 'user', content: text, citations: [], status: 'done' },
        { id: answerId, role: 'assistant', content: '', citations: [], status: 'streaming' },
      ]);
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      try {
        for await (const event of streamChat({ messages, language }, abort.signal)) {
          if (event.event === 'delta')
            update(answerId, (e) => ({ ...e, content: e.content + event.data.text }));
          else if (event.event === 'citations')
            update(answerId, (e) => ({ ...e, citations: event.data.citations }));
          else if (event.event === 'done') update(answerId, (e) => ({ ...e, status: 'done' }));
          else if (event.event === 'error') {
            update(answerId, (e) => ({ ...e, status: 'error', error: translateError(event.data.message) }));
          }
        }
        update(answerId, (e) =>
          e.status === 'streaming' ? { ...e, status: 'error', error: failedText } : e,
        );
      } catch (error) {
        if (abort.signal.aborted) {
          update(answerId, (e) => ({ ...e, status: 'stopped' }));
        } else {
          const message =
            error instanceof ApiError
              ? (retryAfterOf(error) !== undefined && waitText?.(retryAfterOf(error)!)) ||
                translateError(error.message)
              : failedText;
          update(answerId, (e) => ({ ...e, status: 'error', error: message }));
        }
      } finally {
        controller.current = null;
        setBusy(false);
      }
    },
    [language, failedText, translateError, waitText],
  );

  const send = useCallback((question: string) => void ask(question, entries), [ask, entries]);

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Asks the question of the answer `answerId` again, in place of that answer. */
  const retry = useCallback(
    (answerId: string) => {
      const index = entries.findIndex((e) => e.id === answerId);
      const question = entries[index - 1];
      if (index < 1 || question?.role !== 'user') return;
      void ask(question.content, entries.slice(0, index - 1));
    },
    [ask, entries],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    setEntries([]);
  }, []);

  return { entries, busy, send, stop, retry, clear, historyLoading: signedIn && history.isPending };
}

/** Seconds until the chat limit's window ends, from a too_many_requests refusal (decision 053). */
function retryAfterOf(error: ApiError): number | undefined {
  if (error.code !== 'too_many_requests') return undefined;
  const seconds = Number((error.body as { retry_after?: unknown } | undefined)?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

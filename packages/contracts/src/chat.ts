import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_MAX, DATA_FACTORY_PROMPT_MAX, FAQ_TEXT_MAX } from './chat-rules';

export * from './chat-rules';

/**
 * The chat assistant (issue 16): `POST /api/chat` answers a conversation as a `text/event-stream`,
 * `GET /api/chat/history` shows a signed-in member's kept conversation, `POST /api/speech` turns a
 * recording into text. The limits are ours (the spec gives none), so no request grows without bound.
 */

export const chatLanguage = z.enum(['cn', 'en']);

export const chatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_MESSAGE_MAX * 4),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * Spec 3's shape of a chat message, also accepted at the API edge (issue 38): `author` `me` (the
 * visitor) or `other` (the assistant), `type` `text`, the words in `data.text`. Read as `{ role, content }`.
 */
export const specChatMessage = z.object({
  author: z.string().min(1).max(40),
  type: z.literal('text'),
  data: z.object({ text: z.string().max(CHAT_MESSAGE_MAX * 4) }),
});
export type SpecChatMessage = z.infer<typeof specChatMessage>;

/** Either shape of a message, as `{ role, content }`. */
export const chatMessageInput = z.union([
  chatMessage,
  specChatMessage.transform((m): ChatMessage => ({
    role: m.author === 'me' ? 'user' : 'assistant',
    content: m.data.text,
  })),
]);

/** The conversation so far; the last message is the visitor's question. */
export const chatRequest = z.object({
  messages: z
    .array(chatMessageInput)
    .min(1)
    .max(CHAT_MESSAGES_MAX)
    .refine((list) => list.at(-1)?.role === 'user', 'the last message must be the question')
    .refine((list) => (list.at(-1)?.content.trim().length ?? 0) > 0, 'the question is empty')
    .refine((list) => (list.at(-1)?.content.length ?? 0) <= CHAT_MESSAGE_MAX, 'the question is too long'),
  language: chatLanguage.default('en'),
});
export type ChatRequest = z.output<typeof chatRequest>;
export type ChatRequestInput = z.input<typeof chatRequest>;

/** A page the answer used: a same-site path with its language prefix (`/en/cybercharge/`). */
export const chatCitation = z.object({ title: z.string(), url: z.string() });
export type ChatCitation = z.infer<typeof chatCitation>;

/** Who answered: the built-in answerer, the configured model, or the built-in one after the model failed. */
export const chatAnswerer = z.enum(['builtin', 'model', 'fallback']);
export type ChatAnswerer = z.infer<typeof chatAnswerer>;

/**
 * The events of the stream, each `event: <name>` with a JSON `data:` line:
 * `delta` text to append · `citations` the pages used · `done` the end · `error` a refusal mid-way.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'citations'; data: { citations: ChatCitation[] } }
  | { event: 'done'; data: { answerer: ChatAnswerer; unknown: boolean } }
  | { event: 'error'; data: { code: string; message: string } };

export const chatHistoryMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(chatCitation),
  created_at: z.string(),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessage>;

export const chatHistory = z.object({ messages: z.array(chatHistoryMessage) });
export type ChatHistory = z.infer<typeof chatHistory>;

/** What the chat box may offer: speech input only when the server can transcribe. */
export const chatFeatures = z.object({ speech: z.boolean() });
export type ChatFeatures = z.infer<typeof chatFeatures>;

export const speechResult = z.object({ text: z.string() });
export type SpeechResult = z.infer<typeof speechResult>;

/** A staff-edited question and answer in both languages (the AI workspace). */
export const faqEntryInput = z.object({
  question_cn: z.string().trim().max(FAQ_TEXT_MAX),
  answer_cn: z.string().trim().max(FAQ_TEXT_MAX),
  question_en: z.string().trim().max(FAQ_TEXT_MAX),
  answer_en: z.string().trim().max(FAQ_TEXT_MAX),
});
export type FaqEntryInput = z.infer<typeof faqEntryInput>;

export const faqEntry = faqEntryInput.extend({ id: z.number().int(), updated_at: z.string() });
export type FaqEntry = z.infer<typeof faqEntry>;

/**
 * One passage of the site's own copy the built-in answerer searches: a slide, a section of an info
 * page or a manual, in both languages. The web extracts them from its content data
 * (apps/web/src/content/knowledge.ts) into the server's `site-knowledge.json` (decision 020).
 */
export interface SitePassage {
  /** Path on the site without the language prefix, with the anchor when there is one: `/after-sales/#deposit`. */
  path: string;
  /** The page's name, the citation's title. */
  page: { cn: string; en: string };
  heading: { cn: string; en: string };
  text: { cn: string; en: string };
}

/** POST /api/admin/ai/data-factory: a prompt for the configured data-factory endpoint. */
export const dataFactoryRequest = z.object({
  prompt: z.string().trim().min(1).max(DATA_FACTORY_PROMPT_MAX),
});
export type DataFactoryRequest = z.infer<typeof dataFactoryRequest>;
export const dataFactoryResponse = z.object({ result: z.string() });
export type DataFactoryResponse = z.infer<typeof dataFactoryResponse>;

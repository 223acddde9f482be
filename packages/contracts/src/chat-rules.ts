// The chat assistant's limits and contact without zod: the web's chat box reads them without
// loading the schemas; chat.ts re-exports them next to its schemas.

/** Characters of one message the assistant reads. */
export const CHAT_MESSAGE_MAX = 1000;
/** Earlier messages sent along with the question (the rest of the conversation is context only). */
export const CHAT_MESSAGES_MAX = 20;
/** Days a member's conversation is kept and shown again; older messages are purged. */
export const CHAT_RETENTION_DAYS = 30;
/** Questions per minute one member may ask (a client address three times as many); decision 053: an answer costs about 5 ms of CPU. */
export const CHAT_REQUESTS_PER_MINUTE_DEFAULT = 30;
/** Passages an answer quotes (and cites) at most. */
export const CHAT_PASSAGES_MAX = 3;
/** A recording sent to `POST /api/speech`: at most this many bytes and seconds. */
export const SPEECH_MAX_BYTES = 5 * 1024 * 1024;
export const SPEECH_MAX_SECONDS = 60;
/** Recordings per minute one client address may send. */
export const SPEECH_REQUESTS_PER_MINUTE = 10;
export const FAQ_TEXT_MAX = 2000;

export type ChatLanguage = 'cn' | 'en';

/**
 * Where a visitor reaches a person when the assistant does not know (spec 1: the mode decides the
 * contact method; China mode by phone or QQ, overseas by e-mail). Placeholders like the site's
 * other brand addresses (apps/web/src/config/external-links.ts) until the real ones are set.
 */
export const CHAT_CONTACT = {
  cn: {
    text: '客服热线 400-000-0000（工作日 9:00–18:00）或 QQ 群 https://qm.qq.com/q/miao',
    href: 'tel:4000000000',
  },
  en: { text: 'support@example.com', href: 'mailto:support@example.com' },
} as const satisfies Record<ChatLanguage, { text: string; href: string }>;

/** The data-factory prompt tool of the AI workspace (spec 7): one prompt at most this long. */
export const DATA_FACTORY_PROMPT_MAX = 4000;

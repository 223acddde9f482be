import { CHAT_CONTACT, type ChatCitation, type ChatLanguage } from '@miao/contracts/chat';
import type { Passage } from './knowledge';
import { concepts, tokenize } from './search';

/** A whole answer before it is streamed: its text, the pages it used, whether it knew. */
export interface Answer {
  text: string;
  citations: ChatCitation[];
  unknown: boolean;
}

/** Characters of one passage an answer quotes at most. */
const SNIPPET_MAX = 360;

/** A same-site link with the language prefix (the web's routes take one, spec 2). */
export function sitePath(language: ChatLanguage, path: string): string {
  return `/${language}${path}`;
}

export function citationsOf(passages: Passage[], language: ChatLanguage): ChatCitation[] {
  const seen = new Map<string, ChatCitation>();
  for (const passage of passages) {
    if (!passage.path) continue;
    const url = sitePath(language, passage.path);
    if (!seen.has(url)) seen.set(url, { title: passage.page[language], url });
  }
  return [...seen.values()];
}

function sentences(text: string, language: ChatLanguage): string[] {
  const parts = language === 'cn' ? text.split(/(?<=[。！？；])/) : text.split(/(?<=[.!?;])\s+/);
  return parts.map((s) => s.trim()).filter(Boolean);
}

/**
 * A short passage whole; of a long one, the sentences that speak most to the question (the most of
 * its word groups), in their order, or its opening.
 */
function snippet(passage: Passage, question: string, language: ChatLanguage): string {
  const whole = passage.text[language];
  if (whole.length <= SNIPPET_MAX) return whole;
  const asked = concepts(question, language);
  const all = sentences(whole, language);
  const scored = all.map((sentence, index) => {
    const words = new Set(tokenize(sentence, language));
    return { sentence, index, score: asked.filter((group) => group.some((t) => words.has(t))).length };
  });
  const relevant = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  const picked = relevant.length > 0 ? relevant : scored.slice(0, 2);
  const kept: typeof scored = [];
  let length = 0;
  for (const candidate of picked) {
    if (length + candidate.sentence.length > SNIPPET_MAX && kept.length > 0) continue;
    kept.push(candidate);
    length += candidate.sentence.length + 1;
  }
  const text = kept
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(language === 'cn' ? '' : ' ');
  return text.length > SNIPPET_MAX ? `${text.slice(0, SNIPPET_MAX - 1)}…` : text;
}

/** An answer quoting the best passages, each under its page and heading, with the pages as citations. */
export function composeAnswer(passages: Passage[], question: string, language: ChatLanguage): Answer {
  const blocks = passages.map((passage) => {
    const page = passage.page[language];
    const heading = passage.heading[language];
    const title = heading.startsWith(page) ? heading : `${page} · ${heading}`;
    const where = passage.source === 'faq' ? '' : language === 'cn' ? `【${title}】` : `${title}: `;
    return `${where}${snippet(passage, question, language)}`;
  });
  const hasPages = passages.some((p) => p.path);
  const intro = language === 'cn' ? '根据本站的内容：' : 'Here is what our pages say:';
  const outro = hasPages ? (language === 'cn' ? '详情见下方链接。' : 'The pages are linked below.') : '';
  return {
    text: [intro, ...blocks, outro].filter(Boolean).join('\n\n'),
    citations: citationsOf(passages, language),
    unknown: false,
  };
}

/** Spec 1: the mode decides the contact method (China mode by phone or QQ, overseas by e-mail). */
export function unknownAnswer(language: ChatLanguage): Answer {
  const contact = CHAT_CONTACT[language].text;
  return {
    text:
      language === 'cn'
        ? `抱歉，我在本站的内容里没有找到答案，不想乱猜。你可以换个说法再问，或者联系我们的客服：${contact}。`
        : `Sorry, I could not find the answer on our site and would rather not guess. Try asking another way, or write to us at ${contact}.`,
    citations: [],
    unknown: true,
  };
}

/** Said before the built-in answer when the configured model failed. */
export function fallbackNote(language: ChatLanguage, partway: boolean): string {
  if (language === 'cn') {
    return partway
      ? '\n\n（模型中途出错，以下是站内检索的回答。）\n\n'
      : '（模型暂时不可用，以下是站内检索的回答。）\n\n';
  }
  return partway
    ? '\n\n(The model stopped with an error; here is the answer from our own pages.)\n\n'
    : '(The model is not available right now; here is the answer from our own pages.)\n\n';
}

/** Splits an answer into pieces streamed one after another (words in English, short runs in Chinese). */
export function streamPieces(text: string, size = 24): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(\s+)/)) {
    if (current.length + part.length > size && current) {
      pieces.push(current);
      current = '';
    }
    if (part.length > size) {
      for (let i = 0; i < part.length; i += size) pieces.push(part.slice(i, i + size));
      continue;
    }
    current += part;
  }
  if (current) pieces.push(current);
  return pieces;
}

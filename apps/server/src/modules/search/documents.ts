// What the site search indexes (issue 35, decision 063): the assistant's corpus of the site's pages
// (modules/chat/knowledge.ts) one document per page and language, and public tasks. Words come
// from the assistant's tokenizer (jieba for Chinese, stemmed English, synonym keys), stored as
// tsvector lexemes so PostgreSQL's parser, which cannot segment Chinese, never splits them again.
import { createHash } from 'node:crypto';
import type { SearchKind, SearchLanguage } from '@miao/contracts/search';
import { CATALOGUE, SITE } from '../chat/knowledge';
import { concepts, tokenize } from '../chat/search';
import { productOfPath } from '../chat/catalogue';

/** Characters of the text shown under a result. */
export const SNIPPET_CHARS = 160;
/** tsvector positions end at 16383; a lexeme keeps at most 256 of them. */
const MAX_POSITION = 16383;
const POSITIONS_PER_WORD = 32;

export interface SearchDocument {
  kind: SearchKind;
  ref: string;
  lang: SearchLanguage;
  title: string;
  url: string;
  snippet: string;
  /** The tsvector as text ('word':1A …), cast by the database; segmented only when stored. */
  vector: () => string;
  hash: string;
}

const LANGS: readonly SearchLanguage[] = ['cn', 'en'];

export function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_CHARS ? flat : `${flat.slice(0, SNIPPET_CHARS - 1).trimEnd()}…`;
}

/** A lexeme quoted for tsvector and tsquery input. */
function quoted(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The tsvector of a title (weight A) and a body (weight B), words segmented as the assistant does. */
export function vectorOf(title: string, body: string, lang: SearchLanguage): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (text: string, weight: 'A' | 'B') => {
    for (const word of tokenize(text, lang)) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(word) ?? [];
      if (list.length < POSITIONS_PER_WORD) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  };
  add(title, 'A');
  add(body, 'B');
  return [...positions].map(([word, list]) => `${quoted(word)}:${list.join(',')}`).join(' ');
}

/**
 * The tsquery of what was typed, segmented the same way: every word group must match (a word or its
 * synonym key), the last word also as a prefix, since the box asks while one types.
 * Undefined when nothing searchable is left (only stop words).
 */
export function queryOf(text: string, lang: SearchLanguage): string | undefined {
  const groups = concepts(text, lang);
  if (groups.length === 0) return undefined;
  const typingLast = !/\s$/.test(text);
  return groups
    .map((group, i) => {
      const words = group.map(quoted);
      if (i === groups.length - 1 && typingLast) words[0] = `${words[0]}:*`;
      return words.length === 1 ? words[0] : `(${words.join(' | ')})`;
    })
    .join(' & ');
}

function hashOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** A page below a product's own (`/cyberboard-r4/user-manual/`) is its manual; a catalogue page a product. */
function kindOf(path: string): SearchKind {
  const product = productOfPath(CATALOGUE, path);
  if (!product) return 'info';
  return product.path === path ? 'product' : 'manual';
}

/** The site's pages, one document per page and language (the assistant indexes them by passage). */
export function pageDocuments(): SearchDocument[] {
  const pages = new Map<string, (typeof SITE)[number][]>();
  for (const passage of SITE) {
    const path = passage.path?.replace(/#.*$/, '');
    if (!path) continue;
    pages.set(path, [...(pages.get(path) ?? []), passage]);
  }
  const documents: SearchDocument[] = [];
  for (const [path, passages] of pages) {
    const kind = kindOf(path);
    for (const lang of LANGS) {
      const title = passages[0]!.page[lang].trim();
      const parts = passages.flatMap((p) => [p.heading[lang], p.text[lang]]).filter(Boolean);
      if (!title || parts.length === 0) continue;
      const body = parts.join('\n');
      const url = `/${lang}${path}`;
      const snippet = snippetOf(passages.find((p) => p.text[lang])?.text[lang] ?? '');
      documents.push({
        kind,
        ref: path,
        lang,
        title,
        url,
        snippet,
        vector: () => vectorOf(title, body, lang),
        hash: hashOf(kind, title, url, snippet, body),
      });
    }
  }
  return documents;
}

export interface IndexedTask {
  id: number;
  title: string;
  /** Plain text of the task's content. */
  text: string;
  language: string;
}

/** A task is searched in its board language; Japanese tasks are on the English board's search. */
export function taskDocument(task: IndexedTask): SearchDocument {
  const lang: SearchLanguage = task.language === 'cn' ? 'cn' : 'en';
  const url = `/${lang}/tasks/${task.id}/`;
  return {
    kind: 'task',
    ref: String(task.id),
    lang,
    title: task.title,
    url,
    snippet: snippetOf(task.text),
    vector: () => vectorOf(task.title, task.text, lang),
    hash: hashOf(task.title, task.text, lang),
  };
}

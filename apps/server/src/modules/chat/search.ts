import type { ChatLanguage } from '@miao/contracts/chat';

/**
 * A ranked full-text index (BM25) over passages in one language. Chinese has no spaces, so words
 * come from `Intl.Segmenter` (ICU's dictionary segmentation, built into Node); longer Chinese
 * words also add their character pairs, so a question segmented differently from the page still
 * meets it. English words are lower-cased and lose a plural `s`.
 */

const segmenters: Record<ChatLanguage, Intl.Segmenter> = {
  cn: new Intl.Segmenter('zh', { granularity: 'word' }),
  en: new Intl.Segmenter('en', { granularity: 'word' }),
};

/** Words that say nothing about what is asked (question words, particles, pronouns). */
const STOPWORDS = new Set(
  [
    // English
    'a an the is are was were be been am do does did to of in on at by for from with and or not no',
    'it its this that these those there here what which who whom whose how when where why can could',
    'will would should shall may might must i me my mine you your yours we us our they them their he',
    'she his her about please tell know want need any some much many more most have has had get got',
    'if so as than then just also very too one s t let give show say said',
    // Chinese
    '的 了 吗 呢 吧 啊 呀 嘛 是 我 你 您 他 她 它 我们 你们 我的 你的 这 那 这个 那个 这些 那些 什么 怎么',
    '怎样 怎么样 如何 为什么 哪 哪里 哪些 哪个 请 请问 一下 一个 有 没有 在 和 与 及 或 也 都 就 还 会 能 可以 要',
    '想 知道 告诉 吗？ 呢？ 多少 几 么 个 把 被 对 从 给 让 到 说',
  ]
    .join(' ')
    .split(/\s+/),
);

const HAN = /\p{Script=Han}/u;

/** Drops a doubled last consonant left by a suffix ("shipp" from "shipping"). */
function undouble(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) && !/(ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word;
}

/** A light English stemmer: plurals, -ing, -ed and a final e ("charging", "charged", "charge" meet). */
function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The searchable words of a text. */
export function tokenize(text: string, language: ChatLanguage): string[] {
  const tokens: string[] = [];
  const normal = text.normalize('NFKC').toLowerCase();
  // the previous Chinese word, while no other segment came between
  let previous = '';
  for (const { segment, isWordLike } of segmenters[language].segment(normal)) {
    const word = segment.trim();
    if (!isWordLike || !word) {
      previous = '';
      continue;
    }
    if (!HAN.test(word)) {
      previous = '';
      if (!STOPWORDS.has(word)) tokens.push(stem(word));
      continue;
    }
    // a word the dictionary does not know comes out as single characters ("预" "售"): their pair too
    if (
      previous &&
      (previous.length === 1 || word.length === 1) &&
      !STOPWORDS.has(previous) &&
      !STOPWORDS.has(word)
    ) {
      tokens.push(previous + word);
    }
    previous = word;
    if (STOPWORDS.has(word)) continue;
    tokens.push(word);
    if (word.length > 2) for (let i = 0; i + 2 <= word.length; i += 1) tokens.push(word.slice(i, i + 2));
  }
  return tokens;
}

export interface Searchable {
  /** Text searched with more weight (a page's name and a passage's heading). */
  title: string;
  body: string;
}

export interface Hit<T> {
  item: T;
  score: number;
  /** Share of the question's weight (idf) that this item matched, 0..1. */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;
/** The question weight (idf) of a word no passage holds. */
const UNSEEN_WEIGHT = 4;
/** A title word counts as this many body words. */
const TITLE_WEIGHT = 3;

interface Entry<T> {
  item: T;
  terms: Map<string, number>;
  length: number;
}

export class SearchIndex<T> {
  private readonly entries: Entry<T>[] = [];
  private readonly df = new Map<string, number>();
  private totalLength = 0;

  constructor(
    private readonly language: ChatLanguage,
    items: Iterable<T>,
    fields: (item: T) => Searchable,
  ) {
    for (const item of items) {
      const { title, body } = fields(item);
      const terms = new Map<string, number>();
      for (const token of tokenize(title, language)) terms.set(token, (terms.get(token) ?? 0) + TITLE_WEIGHT);
      for (const token of tokenize(body, language)) terms.set(token, (terms.get(token) ?? 0) + 1);
      let length = 0;
      for (const [term, count] of terms) {
        length += count;
        this.df.set(term, (this.df.get(term) ?? 0) + 1);
      }
      this.totalLength += length;
      this.entries.push({ item, terms, length });
    }
  }

  get size(): number {
    return this.entries.length;
  }

  private idf(term: string): number {
    const n = this.entries.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The best items for the question, best first. */
  search(question: string, limit: number): Hit<T>[] {
    const terms = [...new Set(tokenize(question, this.language))];
    if (terms.length === 0 || this.entries.length === 0) return [];
    // a word the site never uses weighs like a rare one, not like the rarest possible: a question
    // with one stray word ("API") is still about what it matched
    const weights = new Map(terms.map((term) => [term, this.df.has(term) ? this.idf(term) : UNSEEN_WEIGHT]));
    const totalWeight = [...weights.values()].reduce((sum, w) => sum + w, 0);
    const average = this.totalLength / this.entries.length;
    const hits: Hit<T>[] = [];
    for (const entry of this.entries) {
      let score = 0;
      let matched = 0;
      // a lone Chinese character ("样" of "怎么样") alone does not make a passage an answer
      let telling = false;
      for (const term of terms) {
        const tf = entry.terms.get(term);
        if (!tf) continue;
        const weight = weights.get(term)!;
        matched += weight;
        telling ||= !(term.length === 1 && HAN.test(term));
        score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * entry.length) / average));
      }
      if (score > 0) {
        hits.push({ item: entry.item, score, coverage: telling && totalWeight ? matched / totalWeight : 0 });
      }
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit);
  }
}

import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import type { ChatLanguage } from '@miao/contracts/chat';

/**
 * A ranked full-text index (BM25) over passages in one language. Chinese has no spaces, so words
 * come from jieba (`@node-rs/jieba`, its maintained dictionary, in search mode: a long word also
 * gives the shorter words inside it); single characters next to each other also add their pair, so
 * a word the dictionary does not know still meets the page. English words are lower-cased and
 * stemmed. Every word of a synonym group (退货 / 退款 / return / refund, 多大 / 容量 / capacity …) also
 * adds the group's key, so a question phrased differently from the page still meets it (decision 053).
 */

const english = new Intl.Segmenter('en', { granularity: 'word' });

let jieba: Jieba | undefined;
/** The segmenter, loaded on first use (about half a second, once per process). */
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    if (extraWords.length > 0) jieba.loadDict(Buffer.from(extraWords.map((w) => `${w} 100000 n`).join('\n')));
  }
  return jieba;
}

/** Words of the shop the dictionary lacks, kept whole ("无理由" of 无理由退货, "拆封"). */
const extraWords: string[] = ['无理由', '拆封', '未拆封', '尾款', '早鸟价', '选号', '手工键帽', '定制窗口'];
/** Words the dictionary should keep whole (the catalogue's Chinese product names): before first use. */
export function addWords(words: Iterable<string>): void {
  for (const word of words) if (HAN.test(word) && !/\s/.test(word)) extraWords.push(word);
  if (jieba && extraWords.length > 0)
    jieba.loadDict(Buffer.from(extraWords.map((w) => `${w} 100000 n`).join('\n')));
}

/** Words that say nothing about what is asked (question words, particles, pronouns). */
const STOPWORDS = new Set(
  [
    // English
    'a an the is are was were be been am do does did to of in on at by for from with and or not no',
    'it its this that these those there here what which who whom whose how when where why can could',
    'will would should shall may might must i me my mine you your yours we us our they them their he',
    'she his her about please tell know want need any some much many more most have has had get got',
    'if so as than then just also very too one s t let give show say said hi hey ok okay thank thanks',
    // Chinese
    '的 了 吗 呢 吧 啊 呀 嘛 是 我 你 您 他 她 它 我们 你们 我的 你的 这 那 这个 那个 这些 那些 什么 怎么',
    '怎样 怎么样 如何 为什么 哪 哪里 哪些 哪个 请 请问 一下 一个 有 没有 在 和 与 及 或 也 都 就 还 会 能 可以 要',
    '想 知道 告诉 多少 几 么 个 把 被 对 从 给 让 到 说 后 之后 以后 下 上 里 内 啥 咋 不 嗯 哦 那么 还有 你好 谢谢',
    '没 谁 时候 什么时候 何时 啥时候 能不能 不能 能否 可不可以 是不是 有没有 之内 以内 现在 一共 总共 算 算的',
  ]
    .join(' ')
    .split(/\s+/),
);

/**
 * Words that mean the same to a customer, each group under one key. General vocabulary of the
 * shop (after-sales, pre-orders, specifications), not the evaluation's questions.
 */
const SYNONYM_GROUPS: Record<string, string[]> = {
  return: [
    '退货',
    '退',
    '退回',
    '寄回',
    '退款',
    '退钱',
    '退换',
    'return',
    'refund',
    'refundabl',
    'money',
    'back',
  ],
  exchange: ['换货', '换', '换个', '换成', '换一个', '调换', '更换', '退换', 'exchang', 'swap', 'replac'],
  pay: ['付', '付款', '支付', '付钱', 'pay', 'paid', 'payment'],
  balance: ['尾款', '余款', 'balanc', 'remaind'],
  queue: [
    '插队',
    '优先',
    '先',
    '急',
    '急用',
    '加急',
    'first',
    'priority',
    'ahead',
    'urgent',
    'urgently',
    'asap',
    'queue',
  ],
  discount: ['折扣', '优惠', '打折', '折', '早鸟', '早鸟价', 'discount', 'off', 'early-bird', 'earli'],
  edit: ['改', '修改', '更改', '编辑', 'edit', 'chang', 'modify'],
  deposit: ['定金', '订金', '押金', '首付', 'deposit', 'downpayment'],
  preorder: ['预售', '预订', '预定', '团购', 'preorder', 'pre-order', 'gb'],
  capacity: ['容量', '多大', '毫安', '毫安时', 'mah', 'capacity'],
  keep: ['保存', '保留', '保存期', '留存', 'keep', 'kept', 'retain', 'retention'],
  reply: ['回复', '答复', '回应', 'reply', 'respond', 'answer'],
  fit: ['适配', '适用', '兼容', '支持', 'fit', 'compatibl', 'support'],
  battery: ['电池', '续航', '电量', 'battery', 'batteri'],
  cancel: ['取消', '撤销', '撤单', '退单', 'cancel', 'cancell'],
  customise: [
    '定制',
    '自定义',
    '个性化',
    '刻字',
    '灯字',
    'customis',
    'customiz',
    'customisation',
    'customization',
    'custom',
    'personalis',
    'personaliz',
    'engrav',
  ],
  pick: ['选号', '挑号', '号码', '选', '挑', 'pick', 'choos', 'select'],
  window: [
    '周',
    '星期',
    '礼拜',
    'week',
    'fast',
    'quick',
    'soon',
    '多快',
    '多久',
    '多长',
    '多长时间',
    '时限',
    '期限',
    '几天',
    '几个小时',
    '小时',
    'long',
    'window',
    'deadlin',
    'hour',
    'day',
  ],
  ship: [
    '发货',
    '寄出',
    '出货',
    '物流',
    '快递',
    '签收',
    '收到',
    '收货',
    'ship',
    'deliver',
    'delivery',
    'dispatch',
    'arriv',
    'receiv',
  ],
  warranty: ['保修', '质保', '保修期', '维修', '修', '坏', 'warranty', 'repair', 'broken', 'fault', 'faulty'],
  artisan: ['手工', '手工艺', '手作', '匠人', '手工键帽', 'artisan', 'handmad'],
  keycap: ['键帽', 'keycap', 'cap'],
  switch: ['轴', '轴体', 'switch', 'switche'],
  layout: ['配列', '布局', '键位', 'layout'],
  keys: ['键', '按键', '键数', 'key'],
  serial: ['序列号', 'sn', 'serial'],
  charger: ['充电器', '充电头', 'charger'],
  port: ['接口', '口', '端口', 'port'],
  weight: ['克', '重', '多重', '重量', 'weight', 'gram', 'heavy', 'light', 'weigh'],
  force: ['压力', '克数', '手感', 'forc', 'gf', 'actuation', 'actuat'],
  travel: ['行程', '键程', 'travel'],
  connect: ['连接', '无线', '蓝牙', '有线', 'connect', 'connection', 'wireless', 'bluetooth', 'wired'],
  open: ['拆', '拆封', '拆开', '打开', '开封', 'open', 'unopen'],
  rule: ['政策', '规则', '规定', '说明', 'policy', 'policie', 'rule'],
  sell: ['卖', '出售', '售卖', '贩卖', '卖给', 'sell'],
  privacy: ['隐私', '个人信息', '个人数据', 'privacy', 'personal'],
  contact: ['联系', '客服', '人工', 'contact'],
  limited: ['限量', '限定', '限量版', '限定版', '编号版', 'limit', 'limited'],
  size: ['尺寸', '大小', '多宽', '多长', '多大', 'size', 'dimension', 'big', 'larg'],
  thickness: ['厚', '厚度', '多厚', '壁厚', 'thick', 'thickness'],
  cable: ['线', '线材', '数据线', 'cable'],
  price: ['价格', '多少钱', '价钱', '售价', '钱', 'price', 'cost'],
  software: ['软件', '驱动', 'software', 'driver', 'app'],
  panel: ['点阵屏', '屏', '屏幕', '点阵', 'panel', 'matrix', 'screen', 'display'],
};

/** A word → the keys of its groups (多大 is both capacity and size). */
const SYNONYMS = new Map<string, string[]>();
for (const [key, words] of Object.entries(SYNONYM_GROUPS))
  for (const word of words) SYNONYMS.set(word, [...(SYNONYMS.get(word) ?? []), `~${key}`]);

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

/** A word with its synonym key, when it has one. */
interface Sink {
  push(...words: string[]): number;
}

function push(tokens: Sink, word: string): void {
  tokens.push(word, ...(SYNONYMS.get(word) ?? []));
}

/** A Latin word: stemmed; a number glued to a unit ("10000mah", "37gf") also gives both parts. */
function pushLatin(tokens: Sink, raw: string): void {
  if (STOPWORDS.has(raw)) return;
  const word = stem(raw);
  push(tokens, word);
  const glued = /^(\d+(?:\.\d+)?)([a-z]{2,})$/.exec(raw);
  if (glued) {
    push(tokens, glued[1]!);
    push(tokens, glued[2]!);
  }
}

function latinWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of english.segment(text.replace(/['’]s\b/g, ''))) {
    if (isWordLike) words.push(segment);
  }
  return words;
}

const NUMERALS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Small Chinese numbers before a unit as digits ("七天" → "7 天", "十五天" → "15 天"), as the pages write them. */
function chineseNumbers(text: string): string {
  return text.replace(
    /([一二两三四五六七八九十]{1,3})(?=\s*(天|日|小时|个|年|周|件|台|键|颗|折))/g,
    (all: string) => {
      let value = 0;
      let digit = 0;
      for (const ch of all) {
        if (ch === '十') {
          value += (digit || 1) * 10;
          digit = 0;
        } else digit = NUMERALS[ch] ?? 0;
      }
      return ` ${value + digit} `;
    },
  );
}

/** The searchable words of a text. */
export function tokenize(text: string, language: ChatLanguage): string[] {
  return concepts(text, language).flat();
}

/**
 * The words of a question grouped by what they mean: a word with its synonym key, if any. A
 * question's coverage counts each group once, matched by either word.
 */
export function concepts(text: string, language: ChatLanguage): string[][] {
  const groups: string[][] = [];
  const tokens = {
    push: (...words: string[]) => {
      for (const word of words) {
        if (word.startsWith('~') && groups.length > 0) groups.at(-1)!.push(word);
        else groups.push([word]);
      }
      return groups.length;
    },
  };
  const normal = chineseNumbers(text.normalize('NFKC').toLowerCase());
  if (language === 'en' && !HAN.test(normal)) {
    for (const word of latinWords(normal)) pushLatin(tokens, word);
    return groups;
  }
  // the previous single Chinese character, while nothing else came between
  let previous = '';
  const jieba = segmenter();
  for (const piece of jieba.cut(normal, false)) {
    const word = piece.trim();
    if (!word) continue;
    if (!HAN.test(word)) {
      previous = '';
      for (const latin of latinWords(word)) pushLatin(tokens, latin);
      continue;
    }
    // a word the dictionary does not know comes out as single characters ("预" "售"): their pair too
    if (previous && word.length === 1 && !STOPWORDS.has(previous) && !STOPWORDS.has(word)) {
      push(tokens, previous + word);
    }
    previous = word.length === 1 ? word : '';
    if (STOPWORDS.has(word)) continue;
    push(tokens, word);
    // the shorter words inside a long one ("电池容量": 电池, 容量) belong to its group
    if (word.length > 2) {
      for (const part of jieba.cutForSearch(word, false)) {
        if (part !== word && !STOPWORDS.has(part)) {
          groups.at(-1)!.push(part, ...(SYNONYMS.get(part) ?? []));
        }
      }
    }
  }
  return groups;
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
const UNSEEN_WEIGHT = 6;
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
  search(question: string, limit: number, boost?: (item: T) => number): Hit<T>[] {
    return this.searchConcepts(concepts(question, this.language), limit, boost);
  }

  /**
   * The best items for the question's word groups (`concepts`), best first; `boost` multiplies an
   * item's score (the product asked about, the kind of passage), never its coverage.
   */
  searchConcepts(groups: string[][], limit: number, boost?: (item: T) => number): Hit<T>[] {
    const seen = new Set<string>();
    const unique = groups
      .map((group) => group.filter((term) => !seen.has(term) && seen.add(term)))
      .filter((group) => group.length > 0);
    if (unique.length === 0 || this.entries.length === 0) return [];
    // a word the site never uses weighs like a rare one, not like the rarest possible: a question
    // with one stray word ("API") is still about what it matched
    const weightOf = (term: string) => (this.df.has(term) ? this.idf(term) : UNSEEN_WEIGHT);
    const terms = unique.flat();
    const weights = new Map(terms.map((term) => [term, weightOf(term)]));
    // a group weighs like its word: the key adds recall, not weight
    const groupWeights = unique.map((group) => weights.get(group[0]!)!);
    const totalWeight = groupWeights.reduce((sum, w) => sum + w, 0);
    const average = this.totalLength / this.entries.length;
    const hits: Hit<T>[] = [];
    for (const entry of this.entries) {
      let score = 0;
      let matched = 0;
      // a lone Chinese character ("样" of "怎么样") alone does not make a passage an answer
      let telling = false;
      unique.forEach((group, g) => {
        let any = false;
        for (const term of group) {
          const tf = entry.terms.get(term);
          if (!tf) continue;
          any = true;
          const weight = term.startsWith('~')
            ? Math.min(weights.get(term)!, groupWeights[g]!)
            : weights.get(term)!;
          telling ||= !(term.length === 1 && HAN.test(term));
          score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * entry.length) / average));
        }
        if (any) matched += groupWeights[g]!;
      });
      if (score > 0) {
        const coverage = telling && totalWeight ? matched / totalWeight : 0;
        // the share of the question matched scales the score (Lucene's coordination factor): a
        // passage meeting three of the question's words above one repeating a single word
        hits.push({
          item: entry.item,
          score: score * (boost?.(entry.item) ?? 1) * (0.25 + coverage),
          coverage,
        });
      }
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit);
  }
}

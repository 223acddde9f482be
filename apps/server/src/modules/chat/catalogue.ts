import { LANDING_PRODUCTS } from '@miao/contracts/catalog';
import type { SitePassage } from '@miao/contracts/chat';

/**
 * Which product a question is about, from the catalogue's own names (decision 053). Customers name
 * products loosely and mix languages ("赛博 R4", "冰银 pro v2", "the R4"), so the names are reduced
 * to words: Latin words stay as they are, and each Chinese part of a name is learnt as an alias of
 * the English words it stands for, by lining up the Chinese and English names of the same product on
 * the words they share ("赛博键盘 R4 街头涂鸦" / "CYBERBOARD R4 Street Art": 赛博键盘 = cyberboard,
 * 街头涂鸦 = street art). A Chinese alias ending in a category word (键盘, 轴, 充电器…) also answers
 * without it (赛博, 冰银), taken by the family that uses it most. Nothing here names one product.
 */

export interface CatalogueProduct {
  code: string;
  /** The landing page, `/cyberboard-r4/`; its manuals (`/cyberboard-r4/user-manual/`) belong to it. */
  path: string;
  name: { cn: string; en: string };
  /** Ways of naming it, each a list of words (its slug, its names in both languages). */
  variants: string[][];
  /** All its names, lower-cased, in both languages. */
  names: string;
}

/** Words that say what kind of thing it is, never which one (and the little words of names). */
const CATEGORY_WORDS = new Set(
  'keyboard keyboards switch switches keycap keycaps set kit charger cable mat mouse pad case phone wrist rest earbuds edition split retro the and to of a an in on for with by'.split(
    ' ',
  ),
);
/** Chinese category endings an alias may be said without. */
const CATEGORY_SUFFIXES = [
  '键帽套装',
  '鼠标垫',
  '键盘',
  '键帽',
  '充电器',
  '桌垫',
  '手托',
  '腕托',
  '耳机',
  '套装',
  '轴',
  '鼠标',
];

const HAN_RUN = /\p{Script=Han}+/gu;
const HAN = /\p{Script=Han}/u;

/** A name as words: Latin words lower-cased ("R1.5" → "r1.5", "R4's" → "r4"), Chinese runs whole. */
export function nameWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/\p{Script=Han}+|[a-z0-9]+(?:\.[0-9]+)?/gu) ?? []
  );
}

function slugWords(code: string): string[] {
  return code
    .toLowerCase()
    .replace(/_/g, '.')
    .split(/[-\s]+/)
    .filter(Boolean);
}

/** Han run → English words, from lining up a product's two names. */
function learnAliases(cn: string[], en: string[], into: Map<string, Map<string, number>>): void {
  const anchors = new Set(cn.filter((w) => !HAN.test(w) && en.includes(w)));
  const segments = (words: string[]) => {
    const out: string[][] = [[]];
    for (const word of words) {
      if (anchors.has(word)) out.push([]);
      else out.at(-1)!.push(word);
    }
    return out;
  };
  const cnSegments = segments(cn);
  const enSegments = segments(en);
  if (cnSegments.length !== enSegments.length) return;
  cnSegments.forEach((segment, i) => {
    const han = segment.filter((w) => HAN.test(w));
    let latin = enSegments[i]!.filter((w) => !segment.includes(w));
    // a Chinese name after the whole English one translates it ("CYBERBLADE 赛博刃", "GLACIER 冰川")
    if (latin.length === 0 && i === cnSegments.length - 1 && i > 0) latin = en.filter((w) => !HAN.test(w));
    if (han.length !== 1 || han[0]!.length < 2 || latin.length === 0) return;
    const english = latin.join(' ');
    const forms = [han[0]!];
    for (const suffix of CATEGORY_SUFFIXES) {
      if (han[0]!.endsWith(suffix) && han[0]!.length - suffix.length >= 2) {
        forms.push(han[0]!.slice(0, -suffix.length));
        break;
      }
    }
    // a name said in full counts above one said without its category word
    forms.forEach((form, n) => {
      const counts = into.get(form) ?? new Map<string, number>();
      counts.set(english, (counts.get(english) ?? 0) + (n === 0 ? 2 : 1));
      into.set(form, counts);
    });
  });
}

export interface Catalogue {
  products: CatalogueProduct[];
  /** Chinese alias → the English words it stands for, longest alias first. */
  aliases: Array<[string, string]>;
}

export function buildCatalogue(passages: readonly SitePassage[]): Catalogue {
  const pageNames = new Map<string, { cn: string; en: string }>();
  for (const passage of passages) {
    const root = passage.path.replace(/#.*$/, '');
    if (!pageNames.has(root)) pageNames.set(root, passage.page);
  }
  const learnt = new Map<string, Map<string, number>>();
  const products: CatalogueProduct[] = [];
  for (const product of LANDING_PRODUCTS) {
    if (product.landing.page !== 'landing' || !product.path || product.path === '/') continue;
    const page = pageNames.get(product.path);
    const names = [product.name, ...(page ? [page] : [])];
    for (const name of names) learnAliases(nameWords(name.cn), nameWords(name.en), learnt);
    const variants = [slugWords(product.code), ...names.map((n) => nameWords(n.en))].filter(
      (v) => v.length > 0,
    );
    const all = names
      .map((n) => `${n.cn} ${n.en}`)
      .join(' ')
      .normalize('NFKC')
      .toLowerCase();
    products.push({
      code: product.code,
      path: product.path,
      name: page ?? product.name,
      variants,
      names: all,
    });
  }
  const aliases: Array<[string, string]> = [];
  for (const [han, counts] of learnt) {
    // the most used meaning; of equals, the shortest (冰川 is GLACIER before GLACIER KEYCAP SET)
    const [english] = [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]!;
    aliases.push([han, english]);
  }
  aliases.sort((a, b) => b[0].length - a[0].length);
  return { products, aliases };
}

export interface Mention {
  product: CatalogueProduct;
  /** The words of the question that named it (removed before the topic is searched). */
  words: string[];
}

/**
 * The product the text names, or undefined. Each way of naming a product scores the weight of its
 * words found in the text less half the weight of those missing; a word many products share ("am",
 * "r2") weighs little. A lone number ("65") or a category word never names a product by itself.
 */
export function mentionedProduct(catalogue: Catalogue, text: string, context = ''): Mention | undefined {
  const aliasWords: string[] = [];
  const wordsOf = (raw: string, own: boolean) => {
    let normal = raw.normalize('NFKC').toLowerCase();
    for (const [han, english] of catalogue.aliases) {
      if (normal.includes(han)) {
        normal = normal.split(han).join(` ${english} `);
        if (own) aliasWords.push(han);
      }
    }
    const words = new Set(nameWords(normal).filter((w) => !HAN.test(w)));
    for (const word of [...words]) {
      // "35w" also says "35"; "r4s" said "r4"
      const glued = /^(\d+)[a-z]+$/.exec(word);
      if (glued) words.add(glued[1]!);
    }
    return words;
  };
  const words = wordsOf(text, true);
  // words of the earlier question count half, and never name a product alone
  const earlier = wordsOf(context, false);
  let best: { score: number; mention: Mention } | undefined;
  for (const product of catalogue.products) {
    for (const variant of product.variants) {
      if (variant.length === 0) continue;
      let score = 0;
      const found: string[] = [];
      let telling = false;
      for (const word of variant) {
        const weight = weightOf(catalogue, word);
        const said = words.has(word) ? word : misspelt(word, words);
        if (said) {
          score += weight;
          found.push(said);
          telling ||= !/^\d+$/.test(word) && !CATEGORY_WORDS.has(word) && weight >= 1;
        } else if (earlier.has(word)) score += weight / 2;
        else score -= weight / 2;
      }
      if (!telling || score <= 0.5) continue;
      if (!best || score > best.score + 1e-9) {
        best = { score, mention: { product, words: [...found, ...aliasWords] } };
      }
    }
  }
  return best?.mention;
}

/** A word of the text that is `word` with one letter wrong, missing, extra or swapped ("cyberbord"). */
function misspelt(word: string, words: Set<string>): string | undefined {
  if (word.length < 6 || /\d/.test(word)) return undefined;
  for (const candidate of words) {
    if (CATEGORY_WORDS.has(candidate)) continue;
    if (
      Math.abs(candidate.length - word.length) <= 1 &&
      candidate.length >= 5 &&
      editDistance(candidate, word) <= 1
    ) {
      return candidate;
    }
  }
  return undefined;
}

/** Damerau-Levenshtein distance (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const weights = new WeakMap<Catalogue, Map<string, number>>();
/** How rare a name word is among the products (idf). */
function weightOf(catalogue: Catalogue, word: string): number {
  let table = weights.get(catalogue);
  if (!table) {
    table = new Map();
    const df = new Map<string, number>();
    for (const product of catalogue.products) {
      for (const w of new Set(product.variants.flat())) df.set(w, (df.get(w) ?? 0) + 1);
    }
    const n = catalogue.products.length;
    for (const [w, count] of df) table.set(w, Math.log(1 + n / count));
    weights.set(catalogue, table);
  }
  return table.get(word) ?? 0;
}

/** The text without the words that named the product (what is asked about it). */
export function withoutMention(text: string, mention: Mention | undefined): string {
  if (!mention) return text;
  let rest = text.normalize('NFKC');
  // the kind of thing its name says ("CYBERMAT R3 桌垫", "the R4 keyboard") names it too
  const kinds = [...CATEGORY_SUFFIXES, ...CATEGORY_WORDS].filter((w) =>
    w.length > 2 || HAN.test(w) ? mention.product.names.includes(w) : false,
  );
  for (const word of [...mention.words, ...kinds]) {
    rest = HAN.test(word)
      ? rest.split(word).join(' ')
      : rest.replace(
          new RegExp(`(?<![a-z0-9.])${word.replace(/\./g, '\\.')}(?:['’]s)?(?![a-z0-9])`, 'gi'),
          ' ',
        );
  }
  return rest;
}

/** Chinese words of the catalogue's names, for the segmenter's dictionary. */
export function catalogueWords(catalogue: Catalogue): string[] {
  const words = new Set<string>();
  for (const [han] of catalogue.aliases) words.add(han);
  for (const product of catalogue.products)
    for (const run of product.name.cn.match(HAN_RUN) ?? []) words.add(run);
  return [...words];
}

/** The product a site path belongs to (its landing page or one of its manuals). */
export function productOfPath(catalogue: Catalogue, path: string | undefined): CatalogueProduct | undefined {
  if (!path) return undefined;
  const root = `/${path.split('/')[1] ?? ''}/`;
  return catalogue.products.find((p) => p.path === root);
}

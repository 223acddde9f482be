import { count, max } from 'drizzle-orm';
import type { ChatLanguage, SitePassage } from '@miao/contracts/chat';
import type { DbOrTx } from '../../db/client';
import { chatFaq } from '../../db/schema/chat';
import {
  buildCatalogue,
  catalogueWords,
  mentionedProduct,
  productOfPath,
  withoutMention,
  type Catalogue,
  type Mention,
} from './catalogue';
import { addWords, concepts, SearchIndex, type Hit } from './search';
// Extracted from the web's content data by apps/web/src/content/knowledge.test.ts (decision 020).
import siteKnowledge from './site-knowledge.json';

/** A passage the built-in answerer may quote: the site's copy, or a staff FAQ entry (no page). */
export interface Passage {
  source: 'site' | 'faq';
  /** Site path without the language prefix; none for FAQ entries. */
  path: string | undefined;
  page: Record<ChatLanguage, string>;
  heading: Record<ChatLanguage, string>;
  text: Record<ChatLanguage, string>;
}

const FAQ_PAGE = { cn: '常见问题', en: 'FAQ' };

/** The site's copy, passage by passage (also the site search's pages, modules/search). */
export const SITE: Passage[] = (siteKnowledge as SitePassage[]).map((p) => ({ source: 'site', ...p }));

/** The catalogue's products and their names in both languages (decision 053). */
export const CATALOGUE: Catalogue = buildCatalogue(siteKnowledge as SitePassage[]);
addWords(catalogueWords(CATALOGUE));

/**
 * How much a kind of passage weighs (field-aware ranking): a product's specification table and its
 * opening facts above a passing mention in a slogan or a manual.
 */
const SPEC_WEIGHT = 1.6;
const OPENING_WEIGHT = 1.25;
/** The product's own pages need this share of the coverage another page needs. */
const PRODUCT_COVERAGE = 0.5;
/** The pages of the product the question names, and of any other product. */
const ASKED_PRODUCT_WEIGHT = 2.5;
const OTHER_PRODUCT_WEIGHT = 0.3;
/** Any product's pages, for a question that names none. */
const UNNAMED_PRODUCT_WEIGHT = 0.6;

function fieldWeight(passage: Passage, first: boolean): number {
  if (/^(Specifications\.|规格。)/.test(passage.text.en) || /^规格。/.test(passage.text.cn))
    return SPEC_WEIGHT;
  return first ? OPENING_WEIGHT : 1;
}

export interface Knowledge {
  indexes: Record<ChatLanguage, SearchIndex<Passage>>;
  /** Each passage's field weight. */
  weights: Map<Passage, number>;
  /** Each product page's passages, in page order. */
  byProduct: Map<string, Passage[]>;
}

function buildKnowledge(passages: Passage[]): Knowledge {
  const index = (language: ChatLanguage) =>
    new SearchIndex(language, passages, (p) => ({
      title: `${p.page[language]} ${p.heading[language]}`,
      body: p.text[language],
    }));
  const weights = new Map<Passage, number>();
  const byProduct = new Map<string, Passage[]>();
  const seenPages = new Set<string>();
  for (const passage of passages) {
    const page = passage.path?.replace(/#.*$/, '');
    weights.set(passage, fieldWeight(passage, page !== undefined && !seenPages.has(page)));
    if (page) seenPages.add(page);
    const product = productOfPath(CATALOGUE, passage.path);
    if (product && page === product.path) {
      byProduct.set(product.code, [...(byProduct.get(product.code) ?? []), passage]);
    }
  }
  return { indexes: { cn: index('cn'), en: index('en') }, weights, byProduct };
}

async function faqPassages(db: DbOrTx): Promise<Passage[]> {
  const rows = await db.select().from(chatFaq).orderBy(chatFaq.id);
  return rows
    .filter((row) => (row.questionCn && row.answerCn) || (row.questionEn && row.answerEn))
    .map((row) => ({
      source: 'faq' as const,
      path: undefined,
      page: FAQ_PAGE,
      // an entry in one language only is found in that language only
      heading: { cn: row.questionCn, en: row.questionEn },
      text: { cn: row.answerCn, en: row.answerEn },
    }));
}

/**
 * The index over the site's copy and the FAQ, built again when the FAQ changed (one small query
 * per question tells; every process notices another's edit the same way).
 */
export class KnowledgeBase {
  private built: { version: string; knowledge: Knowledge } | undefined;
  private building: Promise<Knowledge> | undefined;

  constructor(private readonly db: DbOrTx) {}

  async current(): Promise<Knowledge> {
    const [row] = await this.db.select({ n: count(), at: max(chatFaq.updatedAt) }).from(chatFaq);
    const version = `${row?.n ?? 0}|${row?.at ? new Date(row.at).toISOString() : ''}`;
    if (this.built?.version === version) return this.built.knowledge;
    this.building ??= faqPassages(this.db)
      .then((faq) => {
        const knowledge = buildKnowledge([...SITE, ...faq]);
        this.built = { version, knowledge };
        return knowledge;
      })
      .finally(() => {
        this.building = undefined;
      });
    return this.building;
  }
}

/** Hits whose question weight they cover is below this are not an answer. */
const MIN_COVERAGE = 0.55;
/** Further passages of the best one's page must score this share of it; of another page, the second. */
const RELATIVE_SCORE = 0.45;
const OTHER_PAGE_SCORE = 0.7;
const OTHER_KIND_SCORE = 0.9;
/** Passages of the same page an answer quotes at most. */
const PER_PAGE = 2;
/** A question this short that starts like a follow-up ("and the Pro V2?", "那价格呢") leans on the last one. */
const FOLLOW_UP_CHARS = 40;
const SHORT_QUESTION_CHARS = 20;
const FOLLOW_UP =
  /^\s*(and|also|what about|how about|same for|then|ok and|那|那么|还有|另外|再问|然后)|呢\s*[?？]?\s*$/i;

/** What a question asks once read with the conversation: the product named and the topic. */
export interface Understood {
  /** The question as asked, and the earlier question it follows up, if it does. */
  question: string;
  mention: Mention | undefined;
  /** What is asked about the product (the whole question when it names none). */
  topic: string;
}

/**
 * Reads the question with the visitor's earlier questions: a follow-up takes the product or the
 * topic it leaves out from the question before it ("How much is the Icy Silver Pro?" then "and the
 * Pro V2?" asks the price of the Pro V2).
 */
export function understand(question: string, earlier: readonly string[]): Understood {
  const previous = earlier.at(-1);
  let mention = mentionedProduct(CATALOGUE, question);
  let topic = withoutMention(question, mention);
  const followUp =
    previous !== undefined &&
    question.length <= FOLLOW_UP_CHARS &&
    (FOLLOW_UP.test(question) ||
      concepts(topic, 'cn').length === 0 ||
      // a short question that names nothing ("多少钱？", "how much is it?") is about the last one's product
      (!mention &&
        question.length <= SHORT_QUESTION_CHARS &&
        mentionedProduct(CATALOGUE, previous) !== undefined));
  if (!followUp) return { question, mention, topic };
  const before = mentionedProduct(CATALOGUE, previous);
  if (before) {
    // the product of the follow-up, read with the one before ("and the R3?" after a CYBERMAT R2)
    mention =
      mentionedProduct(CATALOGUE, question, before.product.variants[0]!.join(' ')) ?? mention ?? before;
  }
  const asked = withoutMention(question, mention).replace(FOLLOW_UP, ' ');
  const own = concepts(asked, 'cn').length + concepts(asked, 'en').length;
  topic = `${asked} ${own > 0 && mention?.product.code === before?.product.code ? '' : withoutMention(previous, before)}`;
  return { question: `${previous} ${question}`, mention, topic };
}

/**
 * The passages worth quoting for the question, best first; none when nothing matches well enough.
 * The question's own language is searched first, then the other one (a passage holds both). The
 * product the question names lifts its own pages and lowers other products' (decision 053).
 */
export function retrieve(
  knowledge: Knowledge,
  question: string | Understood,
  language: ChatLanguage,
  limit: number,
): Passage[] {
  const understood = typeof question === 'string' ? understand(question, []) : question;
  const { mention } = understood;
  let { topic } = understood;
  const asked = mention ? undefined : askedToSell(understood.question);
  if (asked !== undefined) {
    // "do you sell …?": about what is asked for, which the shop sells or not
    if (!OUR_KINDS.test(asked)) return [];
    topic = asked;
  }
  const product = mention?.product;
  const boost = (passage: Passage) => {
    const weight = knowledge.weights.get(passage) ?? 1;
    const of = productOfPath(CATALOGUE, passage.path);
    // a question naming no product is about the shop: its own pages first
    if (!product) return of ? weight * UNNAMED_PRODUCT_WEIGHT : weight;
    if (!of) return weight;
    return weight * (of.code === product.code ? ASKED_PRODUCT_WEIGHT : OTHER_PRODUCT_WEIGHT);
  };
  const other: ChatLanguage = language === 'cn' ? 'en' : 'cn';
  for (const searched of [language, other]) {
    const groups = concepts(topic, searched);
    if (groups.length === 0) break;
    let hits = knowledge.indexes[searched]
      .searchConcepts(groups, 30, boost)
      .filter((hit) => hit.item.text[language] && hit.item.heading[language]);
    if (product) {
      // a question about one product is answered from its pages and the shop's general ones, never
      // from another product's; its own pages need less of the question's words (it named them)
      hits = hits
        .filter((hit) => {
          const of = productOfPath(CATALOGUE, hit.item.path);
          return !of || of.code === product.code;
        })
        .map((hit) =>
          productOfPath(CATALOGUE, hit.item.path)
            ? { ...hit, coverage: Math.min(1, hit.coverage / PRODUCT_COVERAGE) }
            : hit,
        );
    }
    const chosen = choose(hits, limit);
    if (chosen.length > 0) return chosen;
  }
  // the product named but none of what is asked found: its specification table, else its opening
  if (product) {
    const own = knowledge.byProduct.get(product.code) ?? [];
    const table = own.find((p) => (knowledge.weights.get(p) ?? 1) === SPEC_WEIGHT);
    if (concepts(topic, language).length > 0 && table) return [table];
  }
  // only the product named ("tell me about the R4"): its opening
  if (product && concepts(topic, language).length === 0) {
    return (knowledge.byProduct.get(product.code) ?? []).slice(0, 1);
  }
  return [];
}

/** "Do you sell …?" and what is asked for. */
const SELL_QUESTION = [
  /^\s*(?:do|does)\s+(?:you|miao|the shop)\s+(?:guys\s+)?(?:sell|make|carry|stock|offer)\s+(?:any\s+|a\s+|an\s+|the\s+)?(.+?)\s*\??\s*$/i,
  /^\s*(?:你们|贵店|这里|店里|本店|你家)?\s*(?:有没有|有)?\s*(?:卖|出售|售卖|在卖)(.+?)(?:吗|么|嘛|没有)?\s*[?？]?\s*$/,
];
/** The kinds of thing the shop sells (the catalogue's categories), in both languages. */
const OUR_KINDS =
  /\b(keyboards?|keycaps?|caps|switch(es)?|mice|mouse|mats?|pads?|chargers?|cables?|earbuds?|headphones?|wrist\s*rests?|rests?|phone\s*cases?|cases?|accessor(y|ies)|panels?|apps?|software)\b|键盘|键帽|轴|鼠标|桌垫|垫|充电|数据线|线材|耳机|腕托|手托|手机壳|壳|配件|套装|点阵|软件/i;

/**
 * What a "do you sell …?" question asks for ("你们卖手机吗" → 手机, "Do you sell laptops?" →
 * laptops), undefined for any other question or one about the visitor's own data ("do you sell my
 * data?"). A kind of thing the catalogue holds none of is declined, where a word inside a
 * product's name (手机 of 手机壳, laptop of "a laptop bag") would otherwise answer with that product.
 */
function askedToSell(question: string): string | undefined {
  if (!/\b(sell|selling|make|carry|stock|offer)\b|卖|出售/i.test(question)) return undefined;
  for (const pattern of SELL_QUESTION) {
    const asked = pattern.exec(question)?.[1];
    if (asked && !/\b(my|me|our|your|data|information|info)\b|我|个人|信息|数据|隐私/i.test(asked))
      return asked;
  }
  return undefined;
}

function pageOf(passage: Passage): string {
  return passage.path?.replace(/#.*$/, '') ?? `faq:${passage.heading.en}`;
}

function choose(hits: Hit<Passage>[], limit: number): Passage[] {
  // the best passage that answers enough of the question (a higher one may match one word well)
  const best = hits.find((hit) => hit.coverage >= MIN_COVERAGE);
  if (!best) return [];
  const perPage = new Map<string, number>();
  const chosen: Passage[] = [];
  for (const hit of hits) {
    if (chosen.length >= limit) break;
    const page = pageOf(hit.item);
    // the shop's rules are not padded with product pages, nor a product's answer with the rules,
    // unless they match about as well
    const sameKind = !productOfPath(CATALOGUE, hit.item.path) === !productOfPath(CATALOGUE, best.item.path);
    const share =
      page === pageOf(best.item) ? RELATIVE_SCORE : sameKind ? OTHER_PAGE_SCORE : OTHER_KIND_SCORE;
    if (hit.score < best.score * share || hit.coverage < MIN_COVERAGE * 0.7) continue;
    const used = perPage.get(page) ?? 0;
    if (used >= PER_PAGE) continue;
    perPage.set(page, used + 1);
    chosen.push(hit.item);
  }
  return chosen;
}

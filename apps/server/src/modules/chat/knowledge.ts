import { count, max } from 'drizzle-orm';
import type { ChatLanguage, SitePassage } from '@miao/contracts/chat';
import type { DbOrTx } from '../../db/client';
import { chatFaq } from '../../db/schema/chat';
import { SearchIndex, type Hit } from './search';
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

const SITE: Passage[] = (siteKnowledge as SitePassage[]).map((p) => ({ source: 'site', ...p }));

export interface Knowledge {
  indexes: Record<ChatLanguage, SearchIndex<Passage>>;
}

function buildKnowledge(passages: Passage[]): Knowledge {
  const index = (language: ChatLanguage) =>
    new SearchIndex(language, passages, (p) => ({
      title: `${p.page[language]} ${p.heading[language]}`,
      body: p.text[language],
    }));
  return { indexes: { cn: index('cn'), en: index('en') } };
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
const MIN_COVERAGE = 0.5;
/** Further passages must score this share of the best one. */
const RELATIVE_SCORE = 0.45;
/** Passages of the same page an answer quotes at most. */
const PER_PAGE = 2;

/**
 * The passages worth quoting for the question, best first; none when nothing matches well enough.
 * The question's own language is searched first, then the other one (a passage holds both).
 */
export function retrieve(
  knowledge: Knowledge,
  question: string,
  language: ChatLanguage,
  limit: number,
): Passage[] {
  const other: ChatLanguage = language === 'cn' ? 'en' : 'cn';
  for (const searched of [language, other]) {
    const hits = knowledge.indexes[searched]
      .search(question, 20)
      .filter((hit) => hit.item.text[language] && hit.item.heading[language]);
    const chosen = choose(hits, limit);
    if (chosen.length > 0) return chosen;
  }
  return [];
}

function choose(hits: Hit<Passage>[], limit: number): Passage[] {
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE) return [];
  const perPage = new Map<string, number>();
  const chosen: Passage[] = [];
  for (const hit of hits) {
    if (chosen.length >= limit) break;
    if (hit.score < best.score * RELATIVE_SCORE || hit.coverage < MIN_COVERAGE * 0.7) continue;
    const page = hit.item.path?.replace(/#.*$/, '') ?? `faq:${hit.item.heading.en}`;
    const used = perPage.get(page) ?? 0;
    if (used >= PER_PAGE) continue;
    perPage.set(page, used + 1);
    chosen.push(hit.item);
  }
  return chosen;
}

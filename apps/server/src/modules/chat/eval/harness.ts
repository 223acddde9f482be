// The assistant's evaluation (issue 36, decision 053): every case of cases.ts asked through the real
// answer path (`answerChat`: intents, retrieval, live product data, the model when configured) on a
// fresh in-memory database seeded with the reference rows and the demo prices of a fixed day, and
// graded strictly. Run by `npm run eval:assistant` (run.ts) and by eval.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChatCitation, ChatLanguage, ChatMessage } from '@miao/contracts/chat';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { productSettings } from '../../../db/schema/products';
import { ensureProductSettings } from '../../products/seed-settings';
import { KnowledgeBase } from '../knowledge';
import { answerChat, newOutcome, type ChatDeps } from '../service';
import { CASES, type EvalCase } from './cases';

/** The day the prices are set for: group buys open 24 Nov 2026, close 22 Dec, ship April 2027. */
export const EVAL_DAY = new Date('2026-12-01T04:00:00Z');

/**
 * Staff-set prices the cases ask about (minor units; [China mode, overseas]), as the demo data sets
 * them (seed/demo-prices.ts); a group buy runs from a week before `EVAL_DAY` to three weeks after.
 */
const PRICES: Record<
  string,
  { cn?: [number, number]; en?: [number, number]; dispatch?: [number, number]; gb?: boolean }
> = {
  'cyberboard-r4': { cn: [239900, 239900], en: [34900, 34900], dispatch: [3, 7] },
  'am-hatsu': { en: [58000, 89000] },
  'icy-silver-switch-pro': { cn: [6900, 12900], en: [1000, 1900], dispatch: [2, 5] },
  'icy-silver-switch-pro-v2': { cn: [7900, 14900], en: [1200, 2200], dispatch: [2, 5] },
  'am-relic-80': { cn: [129900, 169900], en: [18900, 23900], gb: true },
  'am-neon-80': { cn: [119900, 119900], en: [16900, 16900], gb: true },
  cybercharge: { cn: [29900, 29900], en: [4900, 4900], dispatch: [2, 5] },
};

async function setPrices(db: DbOrTx, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(now.getTime() - 7 * day);
  const end = new Date(now.getTime() + 21 * day);
  const ship = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 1)).toISOString().slice(0, 7);
  for (const [code, p] of Object.entries(PRICES)) {
    await db
      .update(productSettings)
      .set({
        cnPriceMin: p.cn?.[0] ?? null,
        cnPriceMax: p.cn?.[1] ?? null,
        overseasPriceMin: p.en?.[0] ?? null,
        overseasPriceMax: p.en?.[1] ?? null,
        cnDispatchDays: p.dispatch?.[0] ?? null,
        overseasDispatchDays: p.dispatch?.[1] ?? null,
        cnGbStart: p.gb ? start : null,
        cnGbEnd: p.gb ? end : null,
        cnGbShipMonth: p.gb ? ship : null,
        overseasGbStart: p.gb ? start : null,
        overseasGbEnd: p.gb ? end : null,
        overseasGbShipMonth: p.gb ? ship : null,
      })
      .where(eq(productSettings.code, code));
  }
}

export interface CaseResult {
  case: EvalCase;
  passed: boolean;
  /** Why it failed, one line per reason. */
  reasons: string[];
  text: string;
  citations: ChatCitation[];
  /** Milliseconds from the question to its first streamed piece. */
  firstPieceMs: number;
}

export interface LanguageScore {
  language: ChatLanguage;
  answerable: number;
  answered: number;
  declines: number;
  declined: number;
}

export interface EvalReport {
  answerer: 'builtin' | 'model';
  results: CaseResult[];
  scores: LanguageScore[];
  /** Time to the first streamed piece, the final question of each case (ms). */
  firstPiece: { p50: number; p95: number; max: number };
}

/** Compared without case or spaces ("4 mm" and "4mm", "7 天" and "7天" say the same). */
const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
const pageOf = (url: string) => url.replace(/#.*$/, '');

/** Strict grading: every fact, every page, no page from elsewhere, no wrong fact; a decline declines. */
export function grade(
  testCase: EvalCase,
  text: string,
  citations: ChatCitation[],
  unknown: boolean,
): string[] {
  const reasons: string[] = [];
  const prefix = `/${testCase.language}`;
  if (testCase.decline) {
    if (!unknown)
      reasons.push(
        `answered a question to decline (cited ${citations.map((c) => c.url).join(', ') || 'nothing'})`,
      );
    return reasons;
  }
  if (unknown) return ['declined a question the site answers'];
  const said = normal(text);
  for (const fact of testCase.facts) {
    const forms = Array.isArray(fact) ? fact : [fact];
    if (!forms.some((form) => said.includes(normal(form))))
      reasons.push(`missing fact: ${forms.join(' | ')}`);
  }
  for (const wrong of testCase.wrong ?? []) {
    if (said.includes(normal(wrong))) reasons.push(`wrong fact stated: ${wrong}`);
  }
  const cited = citations.map((c) => c.url);
  for (const page of testCase.pages) {
    const url = `${prefix}${page}`;
    const found = page.includes('#') ? cited.includes(url) : cited.some((c) => pageOf(c) === url);
    if (!found) reasons.push(`page not cited: ${url}`);
  }
  // a page allows its own sub-pages (a product's manuals are the product's pages)
  const allowed = [...testCase.pages, ...(testCase.alsoPages ?? [])].map((p) => `${prefix}${pageOf(p)}`);
  for (const url of cited) {
    if (!allowed.some((page) => pageOf(url).startsWith(page)))
      reasons.push(`cited an unrelated page: ${url}`);
  }
  return reasons;
}

/** An OpenAI-compatible model that streams back the context it was given (the passages and facts). */
export async function echoModel(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: ChatMessage[] };
      const system = body.messages[0]?.content ?? '';
      const context = system.slice(system.indexOf('Passages:') + 'Passages:'.length).trim();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < context.length; i += 64) {
        const chunk = { choices: [{ index: 0, delta: { content: context.slice(i, i + 64) } }] };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Asks every case (its earlier turns first) and grades the last answer. */
export async function runEvaluation(
  answerer: 'builtin' | 'model',
  cases: readonly EvalCase[] = CASES,
): Promise<EvalReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-eval-'));
  const model = answerer === 'model' ? await echoModel() : undefined;
  const database = openDatabase({ dataDir: null });
  try {
    await database.migrate();
    await ensureProductSettings(database.db);
    await setPrices(database.db, EVAL_DAY);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'eval-token-secret-0123456789abcdef',
      UPLOAD_SECRET: 'eval-upload-secret-0123456789abcdef',
      PUBLIC_URL: 'http://localhost:3000',
      ...(model ? { CHAT_API_URL: model.url, CHAT_API_KEY: 'eval-model-key', CHAT_MODEL: 'echo' } : {}),
    });
    const deps: ChatDeps = {
      db: database.db,
      config,
      knowledge: new KnowledgeBase(database.db),
      pieceDelayMs: 0,
    };
    // the first answer loads the segmenter's dictionary and builds the index: not a visitor's wait
    await ask(deps, [{ role: 'user', content: 'warm up' }], 'en');
    const results: CaseResult[] = [];
    for (const testCase of cases) {
      const messages: ChatMessage[] = [];
      for (const earlier of testCase.before ?? []) {
        messages.push({ role: 'user', content: earlier });
        const previous = await ask(deps, messages, testCase.language);
        messages.push({ role: 'assistant', content: previous.text || '…' });
      }
      messages.push({ role: 'user', content: testCase.question });
      const answer = await ask(deps, messages, testCase.language);
      const reasons = grade(testCase, answer.text, answer.citations, answer.unknown);
      results.push({ case: testCase, passed: reasons.length === 0, reasons, ...answer });
    }
    const scores = (['cn', 'en'] as const).map((language) => {
      const own = results.filter((r) => r.case.language === language);
      return {
        language,
        answerable: own.filter((r) => !r.case.decline).length,
        answered: own.filter((r) => !r.case.decline && r.passed).length,
        declines: own.filter((r) => r.case.decline).length,
        declined: own.filter((r) => r.case.decline && r.passed).length,
      };
    });
    const times = results.map((r) => r.firstPieceMs).sort((a, b) => a - b);
    return {
      answerer,
      results,
      scores,
      firstPiece: { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 },
    };
  } finally {
    await database.close();
    await model?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function ask(deps: ChatDeps, messages: ChatMessage[], language: ChatLanguage) {
  const outcome = newOutcome();
  const started = performance.now();
  let firstPieceMs = -1;
  let unknown = false;
  let citations: ChatCitation[] = [];
  for await (const event of answerChat(
    deps,
    { request: { messages, language }, userId: undefined },
    new AbortController().signal,
    outcome,
  )) {
    if (event.event === 'delta' && firstPieceMs < 0) firstPieceMs = performance.now() - started;
    if (event.event === 'citations') citations = event.data.citations;
    if (event.event === 'done') unknown = event.data.unknown;
  }
  return { text: outcome.text, citations, unknown, firstPieceMs };
}

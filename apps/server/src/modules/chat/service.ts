import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGE_MAX,
  CHAT_PASSAGES_MAX,
  CHAT_RETENTION_DAYS,
  type ChatAnswerer,
  type ChatCitation,
  type ChatLanguage,
  type ChatRequest,
  type ChatStreamEvent,
  type FaqEntryInput,
} from '@miao/contracts/chat';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { chatFaq, chatMessages, chatUnanswered } from '../../db/schema/chat';
import { fail } from '../../platform/errors';
import { composeAnswer, fallbackNote, streamPieces, unknownAnswer, type Answer } from './builtin';
import { intentFor } from './intents';
import { productOfPath } from './catalogue';
import { CATALOGUE, retrieve, understand, type KnowledgeBase, type Passage } from './knowledge';
import { liveAsks, liveFacts, withoutLiveWords, type LiveFacts } from './live';
import { concepts } from './search';
import { ModelError, modelMessages, Redactor, streamCompletion, systemPrompt } from './model';

export interface ChatDeps {
  db: Db;
  config: Config;
  knowledge: KnowledgeBase;
  /** Pause between streamed pieces of a built-in answer, so it reads as it arrives. */
  pieceDelayMs: number;
}

export interface ChatInput {
  request: ChatRequest;
  /** The signed-in member, or undefined for a visitor. */
  userId: number | undefined;
}

/** What the stream said, for keeping it: the text so far, the pages, who answered. */
interface Outcome {
  text: string;
  citations: ChatCitation[];
  answerer: ChatAnswerer;
  unknown: boolean;
}

/** What an answer may say: the product's live facts (price, status…) and the passages of the site. */
export interface AnswerContext {
  live: LiveFacts | undefined;
  passages: Passage[];
}

/** The visitor's earlier questions of the conversation, oldest first. */
function earlierQuestions(input: ChatInput): string[] {
  return input.request.messages
    .slice(0, -1)
    .filter((m) => m.role === 'user')
    .map((m) => m.content.trim().slice(0, CHAT_MESSAGE_MAX));
}

/**
 * The context of an answer, the same for the built-in answerer and the model (decision 053): the
 * question read with the conversation, the live facts of the product it names when it asks for
 * them, and the passages retrieved for what else it asks.
 */
export async function answerContext(
  deps: Pick<ChatDeps, 'db' | 'knowledge'>,
  input: ChatInput,
  question: string,
): Promise<AnswerContext> {
  const { language } = input.request;
  const understood = understand(question, earlierQuestions(input));
  const knowledge = await deps.knowledge.current();
  const asks = liveAsks(understood.question);
  const product = understood.mention?.product;
  if (asks.size > 0 && product) {
    const live = await liveFacts(deps.db, product, asks, language);
    if (live) {
      const rest = withoutLiveWords(understood.topic);
      // what else it asks, from the product's own pages only (the live facts are the answer)
      const passages =
        concepts(rest, language).length > 0
          ? retrieve(knowledge, { ...understood, topic: rest }, language, CHAT_PASSAGES_MAX - 1).filter(
              (p) => productOfPath(CATALOGUE, p.path)?.code === product.code,
            )
          : [];
      return { live, passages };
    }
  }
  return { live: undefined, passages: retrieve(knowledge, understood, language, CHAT_PASSAGES_MAX) };
}

function composeContext(context: AnswerContext, question: string, language: ChatLanguage): Answer {
  const { live, passages } = context;
  if (!live) return composeAnswer(passages, question, language);
  const quoted = passages.length > 0 ? composeAnswer(passages, question, language) : undefined;
  const citations = [live.citation, ...(quoted?.citations ?? [])].filter(
    (c, i, all) => all.findIndex((o) => o.url === c.url) === i,
  );
  const blocks = [live.text];
  if (quoted) blocks.push(quoted.text);
  return { text: blocks.join('\n\n'), citations, unknown: false };
}

/** The built-in answer: the member's own data for the questions about it, else the site's copy. */
async function builtinAnswer(deps: ChatDeps, input: ChatInput, question: string): Promise<Answer> {
  const { language } = input.request;
  const intent = intentFor(question);
  if (intent) return intent.answer({ db: deps.db, userId: input.userId, language });
  const context = await answerContext(deps, input, question);
  return context.live || context.passages.length > 0
    ? composeContext(context, question, language)
    : unknownAnswer(language);
}

/**
 * Answers the last question of the conversation as stream events. With a model configured, the
 * retrieved passages are its context and its text streams through; a model failure (before or
 * during its answer) is followed by the built-in answer with a note. Questions about the member's
 * own data and questions nothing matches never reach the model. Stops when `signal` aborts.
 */
export async function* answerChat(
  deps: ChatDeps,
  input: ChatInput,
  signal: AbortSignal,
  outcome: Outcome,
): AsyncGenerator<ChatStreamEvent> {
  const { messages, language } = input.request;
  const question = messages.at(-1)!.content.trim().slice(0, CHAT_MESSAGE_MAX);
  const model = deps.config.chatModel;
  const intent = intentFor(question);

  async function* streamBuiltin(prefix = ''): AsyncGenerator<ChatStreamEvent> {
    const answer = await builtinAnswer(deps, input, question);
    outcome.unknown = answer.unknown;
    outcome.citations = answer.citations;
    for (const piece of streamPieces(prefix + answer.text)) {
      if (signal.aborted) return;
      outcome.text += piece;
      yield { event: 'delta', data: { text: piece } };
      await sleep(deps.pieceDelayMs, undefined, { signal }).catch(() => {});
    }
  }

  if (!model || intent) {
    yield* streamBuiltin();
  } else {
    const context = await answerContext(deps, input, question);
    const { passages, live } = context;
    if (passages.length === 0 && !live) {
      yield* streamBuiltin();
    } else {
      outcome.answerer = 'model';
      outcome.citations = composeContext(context, question, language).citations;
      const redactor = new Redactor([
        model.apiKey,
        deps.config.tokenSecret,
        deps.config.uploadSecret,
        deps.config.speech?.apiKey,
      ]);
      const history = messages.map((m, i) => (i === messages.length - 1 ? { ...m, content: question } : m));
      try {
        for await (const text of streamCompletion(
          model,
          modelMessages(systemPrompt(passages, language, live ? [live.text] : []), history),
          signal,
        )) {
          const safe = redactor.push(text);
          if (!safe) continue;
          outcome.text += safe;
          yield { event: 'delta', data: { text: safe } };
        }
        const rest = redactor.flush();
        if (rest && !signal.aborted) {
          outcome.text += rest;
          yield { event: 'delta', data: { text: rest } };
        }
      } catch (error) {
        if (signal.aborted) return;
        if (!(error instanceof ModelError)) throw error;
        // what the redactor still held was never shown; the built-in answer follows the note
        outcome.answerer = 'fallback';
        yield* streamBuiltin(fallbackNote(language, outcome.text.length > 0));
      }
    }
  }
  if (signal.aborted) return;
  if (outcome.citations.length > 0) yield { event: 'citations', data: { citations: outcome.citations } };
  yield { event: 'done', data: { answerer: outcome.answerer, unknown: outcome.unknown } };
}

export function newOutcome(): Outcome {
  return { text: '', citations: [], answerer: 'builtin', unknown: false };
}

/** Keeps the question and its answer (members only) and counts a question it could not answer (anyone). */
export async function recordExchange(
  db: Db,
  input: ChatInput,
  outcome: Outcome,
  stopped: boolean,
): Promise<void> {
  const { language } = input.request;
  const question = input.request.messages.at(-1)!.content.trim().slice(0, CHAT_MESSAGE_MAX);
  await db.transaction(async (tx) => {
    if (input.userId !== undefined) {
      await tx
        .insert(chatMessages)
        .values({ userId: input.userId, role: 'user', content: question, language });
      if (outcome.text) {
        await tx.insert(chatMessages).values({
          userId: input.userId,
          role: 'assistant',
          content: outcome.text,
          citations: stopped ? [] : outcome.citations,
          language,
          answerer: outcome.answerer,
          unknown: outcome.unknown,
          stopped,
        });
      }
    }
    if (outcome.unknown) await tx.insert(chatUnanswered).values({ question, language });
  });
}

const retentionStart = () => new Date(Date.now() - CHAT_RETENTION_DAYS * 24 * 60 * 60 * 1000);

/** The member's messages of the last 30 days, oldest first (the newest 200). */
export async function chatHistoryOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, retentionStart())))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(200);
  return rows.reverse().map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}

export async function clearChatHistory(db: Db, userId: number): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

/** Drops conversations and unanswered questions older than the retention (30 days). */
export async function purgeChat(db: DbOrTx): Promise<void> {
  const before = retentionStart();
  await db.delete(chatMessages).where(lt(chatMessages.createdAt, before));
  await db.delete(chatUnanswered).where(lt(chatUnanswered.createdAt, before));
}

// ── FAQ (the AI workspace) ──────────────────────────────────────────────────────────────────────

function presentFaq(row: typeof chatFaq.$inferSelect) {
  return {
    id: row.id,
    question_cn: row.questionCn,
    answer_cn: row.answerCn,
    question_en: row.questionEn,
    answer_en: row.answerEn,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export async function listFaq(db: Db) {
  return (await db.select().from(chatFaq).orderBy(asc(chatFaq.id))).map(presentFaq);
}

function faqValues(input: FaqEntryInput) {
  return {
    questionCn: input.question_cn,
    answerCn: input.answer_cn,
    questionEn: input.question_en,
    answerEn: input.answer_en,
  };
}

/** One FAQ entry as the API shows it, or undefined. */
export async function faqById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(chatFaq).where(eq(chatFaq.id, id));
  return row ? presentFaq(row) : undefined;
}

export async function createFaq(db: Db, input: FaqEntryInput, userId: number) {
  const [row] = await db
    .insert(chatFaq)
    .values({ ...faqValues(input), updatedBy: userId })
    .returning();
  return presentFaq(row!);
}

export async function updateFaq(db: Db, id: number, input: FaqEntryInput, userId: number) {
  const [row] = await db
    .update(chatFaq)
    .set({ ...faqValues(input), updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(chatFaq.id, id))
    .returning();
  if (!row) fail('not_found');
  return presentFaq(row);
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  const rows = await db.delete(chatFaq).where(eq(chatFaq.id, id)).returning({ id: chatFaq.id });
  if (rows.length === 0) fail('not_found');
}

/** The questions answered "don't know" most often in the kept period (the AI workspace). */
export async function topUnanswered(db: Db, limit = 20) {
  const rows = await db
    .select({
      question: sql<string>`lower(${chatUnanswered.question})`,
      language: chatUnanswered.language,
      count: sql<number>`count(*)::int`,
      last_at: sql<string>`max(${chatUnanswered.createdAt})`,
    })
    .from(chatUnanswered)
    .groupBy(sql`lower(${chatUnanswered.question})`, chatUnanswered.language)
    .orderBy(sql`count(*) desc`, sql`max(${chatUnanswered.createdAt}) desc`)
    .limit(limit);
  return rows.map((r) => ({ ...r, count: Number(r.count), last_at: new Date(r.last_at).toISOString() }));
}

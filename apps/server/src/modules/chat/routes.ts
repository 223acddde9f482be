import type { OutgoingHttpHeaders } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatFeatures,
  chatHistory,
  chatLanguage,
  chatRequest,
  dataFactoryRequest,
  dataFactoryResponse,
  faqEntry,
  faqEntryInput,
  SPEECH_MAX_BYTES,
  SPEECH_MAX_SECONDS,
  SPEECH_REQUESTS_PER_MINUTE,
  speechResult,
  type ChatStreamEvent,
} from '@miao/contracts/chat';
import { errorBody, idParam, refusals } from '@miao/contracts/common';
import { requirePermission, requireUser } from '../../platform/identity';
import { fail } from '../../platform/errors';
import { leaveInFlight } from '../../platform/overload';
import { KnowledgeBase } from './knowledge';
import { handleChatPurge, schedulePurge } from './purge';
import { reviewConversations } from './review';
import {
  answerChat,
  chatHistoryOf,
  clearChatHistory,
  createFaq,
  deleteFaq,
  faqById,
  listFaq,
  newOutcome,
  recordExchange,
  topUnanswered,
  updateFaq,
  type ChatDeps,
} from './service';
import { transcribe } from './speech';
import { askDataFactory } from './data-factory';
import { audit } from '../../platform/audit';

const tags = ['chat'];
/** The chat limit's fixed window. */
const CHAT_LIMIT_WINDOW_SECONDS = 60;
/** One client address may ask for this many visitors (an office, a mobile network's shared address). */
const CHAT_ADDRESS_SHARE = 3;
/** Pause between the pieces of a built-in answer. */
const PIECE_DELAY_MS = 12;

function writeEvent(reply: FastifyReply, { event, data }: ChatStreamEvent): void {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The chat assistant and speech input (issue 16, decision 020). */
export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const deps: ChatDeps = { db, config, knowledge: new KnowledgeBase(db), pieceDelayMs: PIECE_DELAY_MS };

  // the hourly purge of old conversations: a durable job that schedules its successor
  handleChatPurge(app.deps.jobs, db);
  app.addHook('onReady', async () => {
    await schedulePurge(db);
  });

  /**
   * Spec 8 "too many requests": per member when signed in, and per client address (shared by an
   * office or a mobile network, so it allows several visitors' worth). The refusal says when the
   * window ends: a `Retry-After` header and `retry_after` seconds in the body (decision 053).
   */
  const chatLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = config.chatRequestsPerMinute;
    const refuse = () => {
      const retryAfter =
        CHAT_LIMIT_WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % CHAT_LIMIT_WINDOW_SECONDS);
      reply.header('retry-after', String(retryAfter));
      fail('too_many_requests', { retry_after: retryAfter });
    };
    const perAddress = limit * CHAT_ADDRESS_SHARE;
    if (!(await app.deps.limits.hit(`chat:ip:${request.ip}`, perAddress, CHAT_LIMIT_WINDOW_SECONDS)))
      refuse();
    if (
      request.userId !== undefined &&
      !(await app.deps.limits.hit(`chat:user:${request.userId}`, limit, CHAT_LIMIT_WINDOW_SECONDS))
    ) {
      refuse();
    }
  };

  app.post(
    '/api/chat',
    {
      schema: {
        tags,
        summary: 'Answer the last question of a conversation',
        description:
          'Answers as `text/event-stream`: `delta` events `{ text }` to append, then `citations` `{ citations: [{ title, url }] }`, then `done` `{ answerer, unknown }`; `error` `{ code, message }` if it fails on the way. Closing the connection stops the answer.',
        body: chatRequest,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), ...refusals },
      },
      preHandler: chatLimit,
    },
    async (request, reply) => {
      const input = { request: request.body, userId: request.userId };
      const controller = new AbortController();
      reply.hijack();
      // an answer stream stays open while it is read: not work in line for the overload guard
      leaveInFlight(request);
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      reply.raw.writeHead(200, {
        // the hooks' headers (security, cookies) go with it: a hijacked reply does not send them itself
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // proxies (nginx) pass the events on as they come
        'x-accel-buffering': 'no',
      });
      const outcome = newOutcome();
      try {
        for await (const event of answerChat(deps, input, controller.signal, outcome)) {
          if (controller.signal.aborted) break;
          writeEvent(reply, event);
        }
      } catch (error) {
        request.log.error({ err: error }, 'chat answer failed');
        if (!controller.signal.aborted) {
          writeEvent(reply, {
            event: 'error',
            data: { code: 'internal_error', message: 'Something went wrong, please try again later' },
          });
        }
      }
      // kept before the stream ends, so a history read after the answer always holds it
      await recordExchange(db, input, outcome, controller.signal.aborted).catch((error: unknown) =>
        request.log.error({ err: error }, 'chat record failed'),
      );
      reply.raw.end();
    },
  );

  app.get(
    '/api/chat/features',
    { schema: { tags, summary: 'What the chat box may offer', response: { 200: chatFeatures } } },
    async () => ({ speech: config.speech !== undefined }),
  );

  app.get(
    '/api/chat/history',
    {
      schema: {
        tags,
        summary: "The signed-in member's conversation of the last 30 days",
        response: { 200: chatHistory, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await chatHistoryOf(db, requireUser(request)) };
    },
  );

  app.delete(
    '/api/chat/history',
    {
      schema: {
        tags,
        summary: "Forget the signed-in member's conversation",
        response: { 204: z.undefined().describe('cleared'), ...refusals },
      },
    },
    async (request, reply) => {
      await clearChatHistory(db, requireUser(request));
      return reply.status(204).send();
    },
  );

  await app.register(speechRoutes);
  await app.register(workspaceRoutes);
}

/** `POST /api/speech` in its own scope: the only chat route that reads multipart bodies. */
async function speechRoutes(fastify: FastifyInstance) {
  const { config, limits } = fastify.deps;
  await fastify.register(multipart, {
    limits: { fileSize: SPEECH_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/speech',
    {
      schema: {
        tags,
        summary: 'Transcribe a recording',
        description: `multipart/form-data: optional \`language\` (cn or en) and \`duration_ms\` fields first, then the \`audio\` file (at most ${SPEECH_MAX_BYTES} bytes and ${SPEECH_MAX_SECONDS} seconds). 503 speech_not_configured when no transcription endpoint is set.`,
        consumes: ['multipart/form-data'],
        response: { 200: speechResult, ...refusals, 502: errorBody, 503: errorBody },
      },
      preHandler: async (request) => {
        if (!(await limits.hit(`speech:ip:${request.ip}`, SPEECH_REQUESTS_PER_MINUTE, 60)))
          fail('too_many_requests');
      },
    },
    async (request) => {
      const settings = config.speech;
      if (!settings) fail('speech_not_configured');
      if (!request.isMultipart()) fail('validation_error');
      const part = await request.file();
      if (!part || part.fieldname !== 'audio') fail('validation_error');
      const field = (name: string) => {
        const value = part.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
      };
      const type = part.mimetype.split(';')[0]!.trim().toLowerCase();
      if (!type.startsWith('audio/') && type !== 'video/webm' && type !== 'video/mp4')
        fail('upload_type_invalid');
      const duration = Number(field('duration_ms') ?? 0);
      if (!Number.isFinite(duration) || duration > SPEECH_MAX_SECONDS * 1000) fail('speech_too_long');
      const language = chatLanguage.catch('en').parse(field('language'));
      // toBuffer refuses a file over the size limit (413 upload_size_exceeded)
      const data = await part.toBuffer();
      if (data.length === 0) fail('validation_error');
      return {
        text: await transcribe(
          settings,
          { data, filename: part.filename || 'speech.webm', mimetype: type },
          language,
        ),
      };
    },
  );
}

/** The AI workspace's calls (`ai.workspace`): the FAQ, unanswered questions, conversations to review. */
async function workspaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = fastify.deps;
  const workspaceOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'ai.workspace');
    },
  };
  const wsTags = ['chat workspace'];

  app.get(
    '/api/admin/chat/faq',
    { schema: { tags: wsTags, response: { 200: z.array(faqEntry), ...refusals } }, ...workspaceOnly },
    async () => listFaq(db),
  );
  app.post(
    '/api/admin/chat/faq',
    {
      schema: { tags: wsTags, body: faqEntryInput, response: { 201: faqEntry, ...refusals } },
      ...workspaceOnly,
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const after = await createFaq(tx, request.body, requireUser(request));
        await audit(tx, request, {
          action: 'chat_faq.create',
          target: { type: 'chat_faq', id: after.id },
          after,
        });
        return after;
      });
      return reply.status(201).send(created);
    },
  );
  app.patch(
    '/api/admin/chat/faq/:id',
    {
      schema: {
        tags: wsTags,
        params: idParam,
        body: faqEntryInput,
        response: { 200: faqEntry, ...refusals },
      },
      ...workspaceOnly,
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { id } = request.params;
        const before = await faqById(tx, id);
        const after = await updateFaq(tx, id, request.body, requireUser(request));
        await audit(tx, request, {
          action: 'chat_faq.update',
          target: { type: 'chat_faq', id },
          before,
          after,
        });
        return after;
      }),
  );
  app.delete(
    '/api/admin/chat/faq/:id',
    {
      schema: {
        tags: wsTags,
        params: idParam,
        response: { 204: z.undefined().describe('deleted'), ...refusals },
      },
      ...workspaceOnly,
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const { id } = request.params;
        const before = await faqById(tx, id);
        await deleteFaq(tx, id);
        await audit(tx, request, { action: 'chat_faq.delete', target: { type: 'chat_faq', id }, before });
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/admin/ai/data-factory',
    {
      schema: {
        tags: wsTags,
        summary: 'Sends a prompt to the data factory with its own token (spec 7)',
        body: dataFactoryRequest,
        response: { 200: dataFactoryResponse, ...refusals },
      },
      ...workspaceOnly,
    },
    async (request) => ({ result: await askDataFactory(config.dataFactory, request.body.prompt) }),
  );
  app.get(
    '/api/admin/chat/unanswered',
    {
      schema: {
        tags: wsTags,
        summary: 'Questions answered "don\'t know" most often (last 30 days)',
        response: {
          200: z.array(
            z.object({ question: z.string(), language: z.string(), count: z.number(), last_at: z.string() }),
          ),
          ...refusals,
        },
      },
      ...workspaceOnly,
    },
    async () => topUnanswered(db),
  );
  app.get(
    '/api/admin/chat/conversations',
    {
      schema: {
        tags: wsTags,
        summary: 'Recent questions and their answers, for review',
        response: {
          200: z.array(
            z.object({
              user_id: z.number(),
              nickname: z.string(),
              question: z.string(),
              answer: z.string(),
              answerer: z.string().nullable(),
              unknown: z.boolean(),
              citations: z.array(z.object({ title: z.string(), url: z.string() })),
              created_at: z.string(),
            }),
          ),
          ...refusals,
        },
      },
      ...workspaceOnly,
    },
    async () => reviewConversations(db),
  );
}

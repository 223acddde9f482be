import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  activityParam,
  myNumbers as myNumbersSchema,
  numberEntryParams,
  numberJoinRequest,
  numberPickRequest,
  numberQueueCreate,
  numberQueueIdParam,
  numberQueueInfo,
  numberQueueUpdate,
  numberStatus,
  numberStatusQuery,
  staffNumberEntries,
  staffNumberEntry,
  staffNumberQueue,
  staffNumberQueues,
} from '@miao/contracts/numbers';
import { requirePermission, requireUser } from '../../platform/identity';
import { entryStatus, joinQueue, myNumbers, pickNumber, queueInfo, queueOf } from './service';
import { assignmentsCsv, createQueue, listQueues, queueEntries, setSkipped, updateQueue } from './staff';
import { endTurn, turnEndJob, type TurnDeps } from './turns';

const csvText = z.string().describe('text/csv with a header row');

/** The HATSU number queue (issue 15, decision 022): buyers' calls, the staff screens, the turn job. */
export async function numberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, jobs } = app.deps;
  const deps: TurnDeps = { db, publicUrl: config.publicUrl };
  jobs.handle(turnEndJob, (payload, job) => endTurn(deps, payload, job));
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  // ── buyers ─────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/number-selection/:activity',
    {
      schema: {
        tags: ['numbers'],
        summary: 'A number queue: its numbers, those taken, how many wait (no names)',
        params: activityParam,
        response: { 200: numberQueueInfo, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return queueInfo(db, await queueOf(db, request.params.activity));
    },
  );

  app.post(
    '/api/number-selection/:activity/join',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Join the line with a paid order of the queue’s product: order number, e-mail, name',
        params: activityParam,
        body: numberJoinRequest,
        response: { 200: numberStatus, ...refusals },
      },
    },
    async (request) => joinQueue(deps, requireUser(request), request.params.activity, request.body),
  );

  app.get(
    '/api/number-selection/:activity/status',
    {
      schema: {
        tags: ['numbers'],
        summary: 'The member’s place: position while waiting, turn and deadline, the number once chosen',
        params: activityParam,
        querystring: numberStatusQuery,
        response: { 200: numberStatus, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      return entryStatus(db, userId, request.params.activity, request.query.order_no);
    },
  );

  app.post(
    '/api/number-selection/:activity/pick',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Pick a free number in an open turn, with an optional note (at most 128 characters)',
        params: activityParam,
        body: numberPickRequest,
        response: { 200: numberStatus, ...refusals },
      },
    },
    async (request) => pickNumber(deps, requireUser(request), request.params.activity, request.body),
  );

  app.get(
    '/api/nft-number',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Spec 7 nft-number info: the member’s places and numbers in every queue',
        response: { 200: myNumbersSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { results: await myNumbers(db, userId) };
    },
  );

  // ── staff ──────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/staff/number-queues',
    { schema: { tags: ['numbers'], response: { 200: staffNumberQueues, ...refusals } }, ...staffOnly },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: await listQueues(db) };
    },
  );

  app.post(
    '/api/staff/number-queues',
    {
      schema: {
        tags: ['numbers'],
        summary: 'A new queue: its address name, product, numbers 1..N and turns open at once',
        body: numberQueueCreate,
        response: { 200: staffNumberQueue, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => createQueue(db, requireUser(request), request.body),
  );

  app.patch(
    '/api/staff/number-queues/:id',
    {
      schema: {
        tags: ['numbers'],
        params: numberQueueIdParam,
        body: numberQueueUpdate,
        response: { 200: staffNumberQueue, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => updateQueue(deps, request.params.id, request.body),
  );

  app.get(
    '/api/staff/number-queues/:id/entries',
    {
      schema: {
        tags: ['numbers'],
        summary: 'The whole line in join order, with the numbers chosen',
        params: numberQueueIdParam,
        response: { 200: staffNumberEntries, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: await queueEntries(db, request.params.id) };
    },
  );

  for (const [action, skipped] of [
    ['skip', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/staff/number-queues/:id/entries/:entryId/${action}`,
      {
        schema: {
          tags: ['numbers'],
          summary: skipped
            ? 'Take a waiting buyer or one in a turn out of the line (the next turn opens)'
            : 'Put a skipped buyer back in line at their old place',
          params: numberEntryParams,
          response: { 200: staffNumberEntry, ...refusals },
        },
        ...staffOnly,
      },
      async (request) => setSkipped(deps, request.params.id, request.params.entryId, skipped),
    );
  }

  app.get(
    '/api/staff/number-queues/:id/assignments.csv',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Every number given, with order, buyer, how it was chosen and the note',
        params: numberQueueIdParam,
        response: { 200: csvText, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const { activity, csv } = await assignmentsCsv(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activity}-numbers.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}

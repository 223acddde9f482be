import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import { job, jobIdParam, jobListQuery, jobPage } from '@miao/contracts/jobs';
import { requirePermission } from '../../platform/identity';
import { discardJob, listJobs, presentJob, retryJob } from './service';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { audit } from '../../platform/audit';

const tags = ['jobs'];

/** Staff see failed background jobs, retry or discard them (decision 016). */
export async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  app.get(
    '/api/staff/jobs',
    {
      schema: {
        tags,
        summary: 'Background jobs, newest change first (status=failed: the ones that gave up)',
        querystring: jobListQuery,
        response: { 200: jobPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { rows, count } = await listJobs(db, request.query);
      const { page_number, page_size } = request.query;
      return { results: rows.map(presentJob), count, page_number, page_size };
    },
  );

  app.post(
    '/api/staff/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Run a failed job again now, with all its attempts',
        params: jobIdParam,
        response: { 200: job, ...refusals },
      },
      ...staffOnly,
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { id } = request.params;
        const [before] = await tx.select().from(jobs).where(eq(jobs.id, id));
        const after = presentJob(await retryJob(tx, id));
        await audit(tx, request, {
          action: 'jobs.retry',
          target: { type: 'job', id },
          before: before && presentJob(before),
          after,
        });
        return after;
      }),
  );

  app.delete(
    '/api/staff/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Discard a failed or pending job',
        params: jobIdParam,
        response: { 204: z.null(), ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const { id } = request.params;
        const [before] = await tx.select().from(jobs).where(eq(jobs.id, id));
        await discardJob(tx, id);
        await audit(tx, request, {
          action: 'jobs.discard',
          target: { type: 'job', id },
          before: before && presentJob(before),
        });
      });
      return reply.code(204).send(null);
    },
  );
}

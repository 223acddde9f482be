import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@miao/contracts/common';
import { SEARCH_REQUESTS_PER_MINUTE, searchQuery, searchResponse } from '@miao/contracts/search';
import { fail } from '../../platform/errors';
import { reconcileTasks, search, syncPages } from './service';

/** GET /api/search (issue 35, decision 063). */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, limits } = app.deps;

  // the pages' copy ships with the build: written when it changed, before the first request
  let ready: Promise<void> | undefined;
  const prepare = () =>
    (ready ??= (async () => {
      await syncPages(db);
      await reconcileTasks(db);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  // started once the app is ready but never awaited there: on a loaded host it takes longer than
  // Fastify's 10 s hook timeout, which crashed the start (the multi-host scenario, decision 066); a
  // search asked before it ends waits for it
  app.addHook('onReady', async () => {
    prepare().catch((error: unknown) =>
      app.log.warn({ err: error }, 'search index not prepared; the next search tries again'),
    );
  });
  app.addHook('onClose', async () => {
    await ready?.catch(() => undefined);
  });

  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search products, manuals, info pages and public tasks',
        querystring: searchQuery,
        response: { 200: searchResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await limits.hit(`search:ip:${request.ip}`, SEARCH_REQUESTS_PER_MINUTE, 60))) {
        reply.header('retry-after', String(60 - (Math.floor(Date.now() / 1000) % 60)));
        fail('too_many_requests');
      }
      await prepare();
      const { q, lang, limit } = request.query;
      reply.header('cache-control', 'no-store');
      return search(db, q, lang, limit);
    },
  );
}

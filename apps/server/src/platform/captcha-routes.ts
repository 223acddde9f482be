import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import { captchaAnswer, captchaCreate, captchaPass, captchaPuzzle } from '@miao/contracts/devices';
import { answerPuzzle, createPuzzle, puzzleAnswer } from './captcha';

/** The slide captcha's two calls (platform/captcha.ts); visitors allowed, nothing cached. */
export async function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  // End-to-end tests drag the slider to the gap, so they must learn where it is: with NODE_ENV=test
  // only (the Playwright server), never in development or production.
  if (config.env === 'test') {
    app.get(
      '/api/dev/captcha/:id',
      { schema: { hide: true, params: z.object({ id: z.string().min(1).max(64) }) } },
      async (request) => ({ x: await puzzleAnswer(db, request.params.id) }),
    );
  }

  app.post(
    '/api/captcha',
    {
      schema: {
        tags: ['captcha'],
        description:
          'A new slide puzzle: background and piece images, the piece y; the gap x stays on the server',
        body: captchaCreate,
        response: { 200: captchaPuzzle, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createPuzzle(db, request.ip, request.body.client_id);
    },
  );

  app.post(
    '/api/captcha/:id/answer',
    {
      schema: {
        tags: ['captcha'],
        description:
          'One attempt at a puzzle: the dropped x and the drag trace; a solve answers a one-time pass',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: captchaAnswer,
        response: { 200: captchaPass, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answerPuzzle(db, request.ip, request.params.id, request.body);
    },
  );
}

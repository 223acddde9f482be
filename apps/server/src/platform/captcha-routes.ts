import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import { captchaAnswer, captchaCreate, captchaPass, captchaPuzzle } from '@miao/contracts/devices';
import { answerPuzzle, createPuzzle } from './captcha';

/** The slide captcha's two calls (platform/captcha.ts); visitors allowed, nothing cached. */
export async function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

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

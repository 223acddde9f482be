import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import { captchaAnswer, captchaCreate, captchaPass, captchaPuzzle } from '@miao/contracts/devices';
import { addressKey, answerPuzzle, createPuzzle, puzzleAnswer } from './captcha';

export interface CaptchaRouteOptions {
  /**
   * How often the address (an `addressKey`) used the guarded call today: the proof of work grows
   * with it. It may refuse (throw an AppError) when the address may not use the call again today,
   * so nobody solves a puzzle in vain.
   */
  volumeToday(address: string): Promise<number>;
}

/** The slide captcha's two calls (platform/captcha.ts); visitors allowed, nothing cached. */
export async function captchaRoutes(fastify: FastifyInstance, options: CaptchaRouteOptions) {
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
          'A new slide puzzle: background and piece images, the piece y and a proof-of-work challenge; the gap x stays on the server',
        body: captchaCreate,
        response: { 200: captchaPuzzle, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const volume = await options.volumeToday(addressKey(request.ip));
      return createPuzzle(db, { ip: request.ip, clientId: request.body.client_id, volume });
    },
  );

  app.post(
    '/api/captcha/:id/answer',
    {
      schema: {
        tags: ['captcha'],
        description:
          'One attempt at a puzzle, from the client and address that asked for it: the dropped x, the drag trace and the solved proof of work; a solve answers a one-time pass',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: captchaAnswer,
        response: { 200: captchaPass, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answerPuzzle(db, { ip: request.ip, puzzleId: request.params.id, answer: request.body });
    },
  );
}

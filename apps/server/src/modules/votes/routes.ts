import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusals } from '@miao/contracts/common';
import { voteRequest, voteResponse } from '@miao/contracts/tasks';
import { voteStateOf } from '../tasks/vote-options';
import { castVote } from './service';
import { actorOf } from '../../platform/identity';

export async function voteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/votes',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Vote on a task: once per voter, within start_at..end_at, at most max_num options',
        body: voteRequest,
        response: { 200: voteResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const task = await castVote(db, actor, request.body);
      return { task_id: task.id, ...(await voteStateOf(db, task, actor)) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  pendingRewardList,
  reward,
  rewardBatchResponse,
  rewardCreateRequest,
  rewardIdParam,
  rewardList,
  rewardListQuery,
  rewardUpdateRequest,
} from '@miao/contracts/rewards';
import { taskIdParam } from '@miao/contracts/tasks';
import {
  createReward,
  deleteReward,
  listRewards,
  pendingRewardsOf,
  rewardsById,
  sendRewards,
  updateReward,
} from './service';
import { memberOf, requireUser, viewerOf } from '../../platform/identity';

const tags = ['rewards'];

/** Rewards on comments and the batch reward of a closed task. */
export async function rewardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Spec 7: the batch reward is a PATCH with an empty body, which some clients send with a JSON
  // content type; in this plugin such an empty body reads as no body instead of a refusal.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });

  app.get(
    '/api/rewards',
    {
      schema: {
        tags,
        summary: 'The rewards of a task, with the rewarded comments',
        querystring: rewardListQuery,
        response: { 200: rewardList, ...refusals },
      },
    },
    async (request) => listRewards(db, await viewerOf(request), request.query),
  );

  app.get(
    '/api/rewards/pending',
    {
      schema: {
        tags,
        summary: 'My rewards waiting for the payout (paid when the task is closed and the batch sent)',
        response: { 200: pendingRewardList, ...refusals },
      },
    },
    async (request) => pendingRewardsOf(db, requireUser(request)),
  );

  app.post(
    '/api/rewards',
    {
      schema: {
        tags,
        summary: 'Reward a comment out of the task’s pool (processing until the batch reward sends it)',
        body: rewardCreateRequest,
        response: { 201: reward, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await createReward(db, await memberOf(request), request.body);
      const [answer] = await rewardsById(db, [created.id]);
      return reply.code(201).send(answer!);
    },
  );

  app.patch(
    '/api/rewards/:id',
    {
      schema: {
        tags,
        summary: 'Change the amount of a reward not yet sent',
        params: rewardIdParam,
        body: rewardUpdateRequest,
        response: { 200: reward, ...refusals },
      },
    },
    async (request) => {
      await updateReward(db, await memberOf(request), request.params.id, request.body);
      const [answer] = await rewardsById(db, [request.params.id]);
      return answer!;
    },
  );

  app.delete(
    '/api/rewards/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a reward not yet sent',
        params: rewardIdParam,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteReward(db, await memberOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/tasks/:id/reward-batch',
    {
      schema: {
        tags: ['tasks', 'rewards'],
        summary:
          'task.reward: send every processing reward of a closed task in one ledger transaction and refund the rest',
        params: taskIdParam,
        response: { 200: rewardBatchResponse, ...refusals },
      },
    },
    async (request) => {
      const sent = await sendRewards(db, await memberOf(request), request.params.id);
      const results = await rewardsById(db, sent.ids);
      return {
        task_id: sent.taskId,
        results,
        count: results.length,
        sent_number: sent.sentNumber,
        refunded_number: sent.refunded,
      };
    },
  );
}

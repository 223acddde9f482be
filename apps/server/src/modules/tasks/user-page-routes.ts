// GET /api/users/:id, a member's page: the user and the tasks this viewer may see. Served by the
// tasks module because it reads tasks under their visibility rule; users, below tasks, never
// imports tasks (decision 015).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT4_MAX, refusals } from '@miao/contracts/common';
import { userDetail } from '@miao/contracts/users';
import { viewerOf } from '../../platform/identity';
import { presentPublicProfile, presentUserInfo } from '../users/presenter';
import { getActiveUser } from '../users/service';
import { tasksOfUser } from './reads';

export async function userPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        params: z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }),
        response: { 200: userDetail, ...refusals },
      },
    },
    async (request) => {
      const user = await getActiveUser(db, request.params.id);
      // Only the tasks this viewer may see (task visibility rules of the task board).
      const tasks = await tasksOfUser(db, await viewerOf(request), user.id);
      return {
        ...presentUserInfo(user),
        ...presentPublicProfile(user),
        create_time: user.createdAt.toISOString(),
        tasks,
      };
    },
  );
}

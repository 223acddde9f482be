import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT4_MAX, pageOf, refusals } from '@miao/contracts/common';
import {
  currentUserPermissions as permissionsSchema,
  group,
  profile,
  userActivityQuery,
  userComment,
  userInfo,
  userListQuery,
  userReward,
} from '@miao/contracts/users';
import { isTaskVisible } from '../../db/task-visibility';
import { fail } from '../../platform/errors';
import { isOwnUploadUrl } from '../uploads/stored-files';
import { commentsOfUser, rewardsOfUser } from './activity';
import { parseProfileUpdate } from './policy';
import { presentProfile } from './presenter';
import {
  currentUserPermissions,
  getActiveUser,
  groupUserIds,
  listGroups,
  listUsers,
  myGroupIds,
  updateProfile,
} from './service';
import { requirePermission, requireUser, viewerOf } from '../../platform/identity';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  app.get(
    '/api/users/me',
    { schema: { tags: ['users'], response: { 200: profile, ...refusals } } },
    async (request) => presentProfile(await getActiveUser(db, requireUser(request))),
  );

  app.post(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        // loose here: parseProfileUpdate answers each field's own refusal (spec 8, issue 35)
        body: z.object({
          nickname: z.string().max(200),
          avatar: z.string().max(500).optional(),
          bio: z.string().max(4000).optional(),
          links: z.array(z.unknown()).max(50).optional(),
        }),
        response: { 200: profile, ...refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const input = parseProfileUpdate(request.body);
      const user = await updateProfile(db, userId, input, (url) =>
        isOwnUploadUrl(db, storage, url, ['avatar']),
      );
      return presentProfile(user);
    },
  );

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        querystring: userListQuery,
        response: { 200: pageOf(userInfo), ...refusals },
      },
    },
    async (request) => {
      // Spec 6: looking users up (mention suggestions) needs user.retrieve.
      await requirePermission(request, 'user.retrieve');
      // on a task: the caller must see it, and only members who may see it are offered
      if (
        request.query.task_id !== undefined &&
        !(await isTaskVisible(db, request.query.task_id, await viewerOf(request)))
      )
        fail('task_inaccessible');
      return listUsers(db, request.query);
    },
  );

  // A member's page (issue 18): open to visitors like the page itself; each entry only on a task
  // this viewer may see. An unknown or deactivated member answers 404.
  const memberParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
  app.get(
    '/api/users/:id/comments',
    {
      schema: {
        tags: ['users'],
        summary: "A member's recent comments on tasks the viewer may see, newest first",
        params: memberParams,
        querystring: userActivityQuery,
        response: { 200: pageOf(userComment), ...refusals },
      },
    },
    async (request) => {
      const user = await getActiveUser(db, request.params.id);
      return commentsOfUser(db, await viewerOf(request), user.id, request.query);
    },
  );

  app.get(
    '/api/users/:id/rewards',
    {
      schema: {
        tags: ['users'],
        summary: 'Rewards a member received on tasks the viewer may see, newest first',
        params: memberParams,
        querystring: userActivityQuery,
        response: { 200: pageOf(userReward), ...refusals },
      },
    },
    async (request) => {
      const user = await getActiveUser(db, request.params.id);
      return rewardsOfUser(db, await viewerOf(request), user.id, request.query);
    },
  );

  app.get(
    '/api/permission/current-user',
    { schema: { tags: ['users'], response: { 200: permissionsSchema, ...refusals } } },
    async (request) => currentUserPermissions(db, requireUser(request)),
  );

  app.get(
    '/api/groups',
    { schema: { tags: ['users'], response: { 200: pageOf(group), ...refusals } } },
    async (request) => {
      requireUser(request);
      const results = await listGroups(db);
      return { results, count: results.length, page_number: 1, page_size: results.length };
    },
  );

  app.get(
    '/api/groups/users',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({
          group_ids: z
            .string()
            .trim()
            .regex(/^\d{1,9}(,\d{1,9})*$/)
            .transform((v) => v.split(',').map(Number)),
        }),
        response: { 200: z.array(z.number().int()), ...refusals },
      },
    },
    async (request) => {
      // Who belongs to which group (staff, internal staff) is for staff only (docs/decisions/017).
      await requirePermission(request, 'admin.access');
      return groupUserIds(db, request.query.group_ids);
    },
  );

  app.get(
    '/api/groups/mine',
    { schema: { tags: ['users'], response: { 200: z.array(z.number().int()), ...refusals } } },
    async (request) => myGroupIds(db, requireUser(request)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  notification,
  notificationIdParam,
  notificationList,
  notificationListQuery,
  notificationReadRequest,
  notificationReadResponse,
  notificationUpdateRequest,
} from '@miao/contracts/notifications';
import { notificationScope, TARGETS_SCOPE, USERS_SCOPE } from '../../platform/change-feed';
import { cachedBody, sendCachedJson } from '../../platform/read-cache';
import { deleteNotification, getNotification, listNotifications, markRead, setRead } from './service';
import { requireUser } from '../../platform/identity';

const tags = ['notifications'];

/** The signed-in member's notifications; nobody reads or changes anyone else's. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary:
          'My notifications, newest first; is_read=false&page_size=1 is the unread count (read `count`)',
        querystring: notificationListQuery,
        response: { 200: notificationList, ...refusals },
      },
    },
    // Polled by every signed-in page (the unread count): answered from memory while the change feed
    // hears nothing of the member's notifications, names, or what they point to (docs/decisions/010).
    async (request, reply) => {
      const userId = requireUser(request);
      const { changes, readCache } = app.deps;
      const stamp = changes.stamp([notificationScope(userId), USERS_SCOPE, TARGETS_SCOPE]);
      const key =
        stamp === undefined ? undefined : `notifications|${stamp}|${userId}|${JSON.stringify(request.query)}`;
      const body = await cachedBody(readCache, key, async () =>
        JSON.stringify(notificationList.parse(await listNotifications(db, userId, request.query))),
      );
      return sendCachedJson(request, reply, readCache, key, body);
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark my notifications read (ids of others are ignored); answers how many',
        body: notificationReadRequest,
        response: { 200: notificationReadResponse, ...refusals },
      },
    },
    async (request) => ({ count: await markRead(db, requireUser(request), request.body.notification_ids) }),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read or unread',
        params: notificationIdParam,
        body: notificationUpdateRequest,
        response: { 200: notification, ...refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      await setRead(db, userId, request.params.id, request.body.is_read);
      return getNotification(db, userId, request.params.id);
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my notifications',
        params: notificationIdParam,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteNotification(db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  notification,
  notificationIdParam,
  notificationList,
  notificationListQuery,
  notificationPreferences,
  notificationPreferencesUpdate,
  notificationReadAllResponse,
  notificationReadRequest,
  notificationReadResponse,
  notificationUpdateRequest,
} from '@miao/contracts/notifications';
import { notificationScope, TARGETS_SCOPE, USERS_SCOPE } from '../../platform/change-feed';
import { cachedBody, sendCachedJson } from '../../platform/read-cache';
import { handleNotificationMails } from './mails';
import { getMailPreferences, setMailPreferences } from './preferences';
import {
  deleteNotification,
  getNotification,
  listNotifications,
  markAllRead,
  markRead,
  setRead,
} from './service';
import { requireUser } from '../../platform/identity';

const tags = ['notifications'];

/** The signed-in member's notifications; nobody reads or changes anyone else's. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  handleNotificationMails(app.deps.jobs, app.deps);

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

  // The unread count changes through the change feed: the update announces `notify:<user>` (migration
  // 0006), which moves the stamp of every cached list and count of this member.
  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read; answers how many were unread (0 when repeated)',
        response: { 200: notificationReadAllResponse, ...refusals },
      },
    },
    async (request) => ({ count: await markAllRead(db, requireUser(request)) }),
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Which of my notifications are e-mailed to me (defaults until I choose)',
        response: { 200: notificationPreferences, ...refusals },
      },
    },
    async (request) => getMailPreferences(db, requireUser(request)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Choose which notifications are e-mailed: mail_enabled false is "no e-mails"',
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferences, ...refusals },
      },
    },
    async (request) => setMailPreferences(db, requireUser(request), request.body),
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

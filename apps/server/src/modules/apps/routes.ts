import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAppVersionQuery,
  appHistoryPage,
  appHistoryQuery,
  appNewestQuery,
  appNewestResponse,
  appVersion,
  appVersionCreate,
  appVersionUpdate,
  compareVersions,
} from '@miao/contracts/apps';
import { refusals } from '@miao/contracts/common';
import { presentAppVersion } from './presenter';
import { createVersion, deleteVersion, newestVersion, updateVersion, versionHistory } from './service';
import { requirePermission, requireUser } from '../../platform/identity';

const versionIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** App releases: the download pages read them, staff publish them (spec 2 app download, AM Master). */
export async function appRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  app.get(
    '/api/app-versions/newest',
    {
      schema: {
        tags: ['apps'],
        querystring: appNewestQuery,
        response: { 200: appNewestResponse, ...refusals },
      },
    },
    async (request) => {
      const { app_code, platform, version } = request.query;
      const row = await newestVersion(db, app_code, platform);
      return {
        ...presentAppVersion(row),
        update_available: version === undefined ? null : compareVersions(row.version, version) > 0,
      };
    },
  );

  app.get(
    '/api/app-versions/history',
    {
      schema: {
        tags: ['apps'],
        querystring: appHistoryQuery,
        response: { 200: appHistoryPage, ...refusals },
      },
    },
    async (request) => {
      const { rows, count } = await versionHistory(db, request.query);
      const { page_number, page_size } = request.query;
      return { results: rows.map(presentAppVersion), count, page_number, page_size };
    },
  );

  app.get(
    '/api/admin/app-versions',
    {
      schema: {
        tags: ['apps'],
        querystring: adminAppVersionQuery,
        response: { 200: appHistoryPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await versionHistory(db, request.query);
      const { page_number, page_size } = request.query;
      return { results: rows.map(presentAppVersion), count, page_number, page_size };
    },
  );

  app.post(
    '/api/admin/app-versions',
    {
      schema: { tags: ['apps'], body: appVersionCreate, response: { 201: appVersion, ...refusals } },
      ...staffOnly,
    },
    async (request, reply) => {
      const row = await createVersion(db, request.body, requireUser(request));
      return reply.status(201).send(presentAppVersion(row));
    },
  );

  app.patch(
    '/api/admin/app-versions/:id',
    {
      schema: {
        tags: ['apps'],
        params: versionIdParam,
        body: appVersionUpdate,
        response: { 200: appVersion, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => presentAppVersion(await updateVersion(db, request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/app-versions/:id',
    {
      schema: {
        tags: ['apps'],
        params: versionIdParam,
        response: { 204: z.undefined().describe('deleted'), ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      await deleteVersion(db, request.params.id);
      return reply.status(204).send();
    },
  );
}

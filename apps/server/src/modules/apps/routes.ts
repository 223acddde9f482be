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
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appVersions } from '../../db/schema/apps';
import { audit } from '../../platform/audit';

const versionIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** App releases: the download pages read them, staff publish them (spec 2 app download, AM Master). */
/** A release as the API shows it, for the audit log (undefined when there is none). */
async function versionById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.id, id));
  return row ? presentAppVersion(row) : undefined;
}

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
      const row = await db.transaction(async (tx) => {
        const created = await createVersion(tx, request.body, requireUser(request));
        await audit(tx, request, {
          action: 'app_versions.create',
          target: { type: 'app_version', id: created.id },
          after: presentAppVersion(created),
        });
        return created;
      });
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
    async (request) =>
      db.transaction(async (tx) => {
        const { id } = request.params;
        const before = await versionById(tx, id);
        const after = presentAppVersion(await updateVersion(tx, id, request.body));
        const target = { type: 'app_version', id };
        await audit(tx, request, { action: 'app_versions.update', target, before, after });
        return after;
      }),
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
      await db.transaction(async (tx) => {
        const { id } = request.params;
        const before = await versionById(tx, id);
        await deleteVersion(tx, id);
        await audit(tx, request, {
          action: 'app_versions.delete',
          target: { type: 'app_version', id },
          before,
        });
      });
      return reply.status(204).send();
    },
  );
}

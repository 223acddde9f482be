import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusals } from '@miao/contracts/common';
import {
  adminDevicePage,
  adminDeviceQuery,
  deviceImportBody,
  deviceImportResult,
  deviceSummary as deviceSummarySchema,
  deviceVerifyBody,
  deviceVerifyResult,
} from '@miao/contracts/devices';
import { requirePermission, requireUser } from '../../platform/identity';
import { captchaRoutes } from '../../platform/captcha-routes';
import { countryOf } from '../products/country';
import { deviceSummary, importDevices, searchDevices, verificationsToday, verifyDevice } from './service';
import { audit } from '../../platform/audit';

/** Serial-number verification (visitors) and the devices staff screens (issue 14). */
export async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // the slide captcha the verify call stands on, its work growing with the address's checks today
  await app.register(captchaRoutes, {
    volumeToday: (address: string) => verificationsToday(db, address, config.deviceVerify),
  });
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  app.post(
    '/api/devices/verify',
    {
      schema: {
        tags: ['devices'],
        description:
          'Spec 7 device check: an SN and a slide-captcha pass; answers the production date, manufacturer and production name, or device_not_found',
        body: deviceVerifyBody,
        response: { 200: deviceVerifyResult, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyDevice(
        db,
        {
          sn: request.body.sn,
          token: request.body.captcha_token,
          clientId: request.body.client_id,
          ip: request.ip,
          country: countryOf(request, config.countryHeader),
        },
        config.deviceVerify,
      );
    },
  );

  app.post(
    '/api/admin/devices/import',
    {
      schema: {
        tags: ['devices'],
        description: 'CSV import: dry_run true checks every row, false saves all rows or none',
        body: deviceImportBody,
        response: { 200: deviceImportResult, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const input = { csv: request.body.csv, dryRun: request.body.dry_run, staffId: requireUser(request) };
      if (input.dryRun) return importDevices(db, input);
      return db.transaction(async (tx) => {
        const result = await importDevices(tx, input);
        await audit(tx, request, {
          action: 'devices.import',
          target: { type: 'devices' },
          after: { imported: result.imported },
        });
        return result;
      });
    },
  );

  app.get(
    '/api/admin/devices/summary',
    { schema: { tags: ['devices'], response: { 200: deviceSummarySchema, ...refusals } }, ...staffOnly },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return deviceSummary(db);
    },
  );

  app.get(
    '/api/admin/devices',
    {
      schema: {
        tags: ['devices'],
        querystring: adminDeviceQuery,
        response: { 200: adminDevicePage, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const query = { ...request.query, product_code: request.query.product_code || undefined };
      const { rows, count } = await searchDevices(db, query);
      return { results: rows, count, page_number: query.page_number, page_size: query.page_size };
    },
  );
}

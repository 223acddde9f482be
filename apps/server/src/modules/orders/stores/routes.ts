// Native store webhooks and their staff console (issue 34, decision 048).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, refusals } from '@miao/contracts/common';
import {
  STORE_CONNECTION_KINDS,
  storeConnection,
  storeConnectionCreate,
  storeConnectionParam,
  storeConnectionUpdate,
  storeDelivery,
  storeDeliveryParam,
  storeMappingsUpdate,
  storeSecretRotate,
  storeSecretRotation,
  storeWebhookParam,
  storeWebhookResponse,
} from '@miao/contracts/stores';
import { requirePermission, requireUser } from '../../../platform/identity';
import { audit } from '../../../platform/audit';
import {
  connectionById,
  createConnection,
  listConnections,
  presentDelivery,
  replaceMappings,
  rotateConnectionSecret,
  updateConnection,
} from './connections';
import { connectionBySlug, receiveDelivery, replayDelivery, verifyDelivery } from './service';
import { isWooPing } from './woocommerce';

export async function storeRoutes(fastify: FastifyInstance) {
  const { db } = fastify.deps;
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  // Signed over the raw bytes: in this scope JSON (and WooCommerce's form-encoded ping) stay a Buffer.
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    const raw = { parseAs: 'buffer' as const };
    scope.addContentTypeParser('application/json', raw, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', raw, (_request, body, done) =>
      done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    for (const kind of STORE_CONNECTION_KINDS) {
      app.post(
        `/api/orders/webhook/${kind}/:connection`,
        {
          schema: {
            tags: ['orders'],
            summary: `Order webhooks as ${kind === 'shopify' ? 'Shopify' : 'WooCommerce'} sends them (decision 048)`,
            params: storeWebhookParam,
            response: { 200: storeWebhookResponse, ...refusals, 503: errorBody },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const connection = await connectionBySlug(db, kind, request.params.connection);
          if (kind === 'woocommerce' && isWooPing(request.headers['content-type'], body))
            return { received: true as const, applied: false, outcome: 'ping' as const };
          const verified = verifyDelivery(connection, request.headers, body);
          const outcome = await receiveDelivery(db, connection, verified, body);
          return { received: true as const, applied: outcome === 'applied', outcome };
        },
      );
    }
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/store-connections',
    {
      schema: {
        tags: ['orders'],
        summary: 'Store connections: kind, shop, store mode, secret ending, mappings, last deliveries',
        response: { 200: z.array(storeConnection), ...refusals },
      },
      ...staffOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConnections(db);
    },
  );

  app.post(
    '/api/admin/store-connections',
    {
      schema: {
        tags: ['orders'],
        body: storeConnectionCreate,
        response: { 200: storeConnection, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => createConnection(db, request, request.body),
  );

  app.patch(
    '/api/admin/store-connections/:id',
    {
      schema: {
        tags: ['orders'],
        params: storeConnectionParam,
        body: storeConnectionUpdate,
        response: { 200: storeConnection, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => updateConnection(db, request, request.params.id, request.body),
  );

  app.post(
    '/api/admin/store-connections/:id/rotate',
    {
      schema: {
        tags: ['orders'],
        summary: 'A new secret (given, or made here), shown once; the previous one works 24 hours more',
        params: storeConnectionParam,
        body: storeSecretRotate,
        response: { 200: storeSecretRotation, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateConnectionSecret(
        db,
        { userId: requireUser(request), ip: request.ip },
        request.params.id,
        request.body.secret,
      );
    },
  );

  app.put(
    '/api/admin/store-connections/:id/mappings',
    {
      schema: {
        tags: ['orders'],
        summary: "The connection's SKU (or product id) to catalogue product mappings, replaced",
        params: storeConnectionParam,
        body: storeMappingsUpdate,
        response: { 200: storeConnection, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => replaceMappings(db, request, request.params.id, request.body.mappings),
  );

  app.get(
    '/api/admin/store-connections/:id',
    {
      schema: {
        tags: ['orders'],
        params: storeConnectionParam,
        response: { 200: storeConnection, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return connectionById(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/store-connections/:id/deliveries/:delivery/replay',
    {
      schema: {
        tags: ['orders'],
        summary: 'Apply an unmapped or failed delivery again, as it was received',
        params: storeDeliveryParam,
        response: { 200: storeDelivery, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const row = await replayDelivery(db, request.params.id, request.params.delivery);
      await audit(db, request, {
        action: 'store_connections.replay',
        target: { type: 'store_delivery', id: String(row.id) },
        after: { outcome: row.outcome },
      });
      return presentDelivery(row);
    },
  );
}

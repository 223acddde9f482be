import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, refusals } from '@miao/contracts/common';
import {
  adminOrder,
  adminOrderPage,
  adminOrderQuery,
  inviteAcceptRequest,
  inviteAcceptResponse,
  myInvite as myInviteSchema,
  myOrdersQuery,
  order,
  orderClaimConfirm,
  orderClaimRequest,
  orderClaimResponse,
  orderImportPreview,
  orderImportRequest,
  orderImportResult,
  orderNoParam,
  orderPage,
  orderStoreField,
  orderWebhookEvent,
  orderWebhookResponse,
  orderWebhookRotation,
  orderWebhookSecretStatus,
  rewardSettings,
  rewardSettingsUpdate,
} from '@miao/contracts/orders';
import { requirePermission, requireUser, viewerOf } from '../../platform/identity';
import { fail } from '../../platform/errors';
import { commitImport, previewImport } from './import';
import { acceptInvite, myInvite } from './invites';
import { presentOrders, presentStaffOrder, presentStaffOrders } from './presenter';
import { readRewardSettings, updateRewardSettings } from './settings';
import {
  applyOrderEvent,
  bindMatchingOrders,
  listMyOrders,
  listOrdersForStaff,
  orderForReader,
} from './service';
import { confirmClaim, startClaim } from './claims';
import { verifyWebhook, webhookStoreOf } from './webhook';
import { rotateWebhookSecret, webhookSecretsOf, webhookSecretStatuses } from './webhook-secrets';
import { audit } from '../../platform/audit';
import { storeRoutes } from './stores/routes';

/** Orders, their rewards and invites (issue 14, decision 018). */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db, config } = deps;
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  // The webhook is signed over its raw bytes: in its own scope JSON bodies are kept as a Buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/orders/webhook',
      {
        schema: {
          tags: ['orders'],
          summary: 'Order events from a store, signed with HMAC-SHA256 (decision 018)',
          response: { 200: orderWebhookResponse, ...refusals, 503: errorBody },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const store = webhookStoreOf(request.headers);
        verifyWebhook(await webhookSecretsOf(db, config, store), request.headers, raw);
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return fail('validation_error');
        }
        const parsed = orderWebhookEvent.safeParse(json);
        if (!parsed.success) {
          return fail('validation_error', {
            fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.')))],
          });
        }
        const result = await applyOrderEvent(db, store, parsed.data);
        return { received: true as const, applied: result.applied, status: result.status };
      },
    );
  });

  // Shopify and WooCommerce as they send (issue 34, decision 048).
  await storeRoutes(fastify);

  // ── members ──────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/orders',
    {
      // binds paid orders bought with the member's contact (and pays their rewards)
      config: { writes: true },
      schema: {
        tags: ['orders'],
        summary: "The member's orders: bound to them, or bought with their e-mail or phone",
        querystring: myOrdersQuery,
        response: { 200: orderPage, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      await bindMatchingOrders(db, userId);
      const { rows, count } = await listMyOrders(db, userId, request.query);
      return {
        results: await presentOrders(db, rows, userId),
        count,
        page_number: request.query.page_number,
        page_size: request.query.page_size,
      };
    },
  );

  app.get(
    '/api/orders/:no',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order, for its owner and staff (anyone else: order not found)',
        params: orderNoParam,
        response: { 200: order, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      const { isStaff } = await viewerOf(request);
      const row = await orderForReader(db, request.params.no, { userId, isStaff });
      return (await presentOrders(db, [row], userId))[0]!;
    },
  );

  app.post(
    '/api/orders/claim',
    {
      schema: {
        tags: ['orders'],
        summary: "Claim an order by number and the buyer's contact; a code goes to that contact",
        body: orderClaimRequest,
        response: { 200: orderClaimResponse, ...refusals, 502: errorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const { claimed, codeSent } = await startClaim(deps, userId, {
        orderNo: request.body.order_no,
        contact: request.body.contact,
      });
      return { claimed, code_sent: codeSent };
    },
  );

  app.post(
    '/api/orders/claim/confirm',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirm a claim with the code sent to the buyer',
        body: orderClaimConfirm,
        response: { 200: order, ...refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const row = await confirmClaim(deps, userId, {
        orderNo: request.body.order_no,
        code: request.body.code,
      });
      return (await presentOrders(db, [row], userId))[0]!;
    },
  );

  // ── invites ──────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/invites/me',
    {
      schema: {
        tags: ['orders'],
        summary: "The member's invite link and how many joined through it",
        response: { 200: myInviteSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      return myInvite(db, userId, config.publicUrl);
    },
  );

  app.post(
    '/api/invites/accept',
    {
      schema: {
        tags: ['orders'],
        summary: 'Record that the new member signed up through this invite code',
        body: inviteAcceptRequest,
        response: { 200: inviteAcceptResponse, ...refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const inviterId = await acceptInvite(db, userId, request.body.code);
      return { invited: true as const, inviter_id: inviterId };
    },
  );

  // ── staff ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['orders'],
        querystring: adminOrderQuery,
        response: { 200: adminOrderPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await listOrdersForStaff(db, request.query);
      return {
        results: await presentStaffOrders(db, rows),
        count,
        page_number: request.query.page_number,
        page_size: request.query.page_size,
      };
    },
  );

  app.get(
    '/api/admin/orders/:no',
    {
      schema: {
        tags: ['orders'],
        params: orderNoParam,
        response: { 200: adminOrder, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const row = await orderForReader(db, request.params.no, { userId: 0, isStaff: true });
      return presentStaffOrder(db, row);
    },
  );

  app.post(
    '/api/admin/orders/import/preview',
    {
      schema: {
        tags: ['orders'],
        summary: 'Check a CSV of orders: every row with its problems, nothing written',
        body: orderImportRequest,
        response: { 200: orderImportPreview, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => previewImport(db, request.body.csv),
  );

  app.post(
    '/api/admin/orders/import',
    {
      schema: {
        tags: ['orders'],
        summary: 'Import a CSV of orders: every row, or none when any row has a problem',
        body: orderImportRequest,
        response: { 200: orderImportResult, ...refusals },
      },
      ...staffOnly,
    },
    async (request) =>
      db.transaction(async (tx) => {
        const imported = await commitImport(tx, request.body.csv);
        // the numbers, not the file: it holds buyers' contacts
        await audit(tx, request, {
          action: 'orders.import',
          target: { type: 'orders' },
          after: { imported },
        });
        return { imported };
      }),
  );

  app.get(
    '/api/admin/order-rewards',
    {
      schema: { tags: ['orders'], response: { 200: rewardSettings, ...refusals } },
      ...staffOnly,
    },
    async () => readRewardSettings(db),
  );

  app.patch(
    '/api/admin/order-rewards',
    {
      schema: {
        tags: ['orders'],
        body: rewardSettingsUpdate,
        response: { 200: rewardSettings, ...refusals },
      },
      ...staffOnly,
    },
    async (request) =>
      db.transaction(async (tx) => {
        const before = await readRewardSettings(tx);
        const after = await updateRewardSettings(tx, requireUser(request), request.body);
        await audit(tx, request, {
          action: 'order_rewards.update',
          target: { type: 'order_rewards' },
          before,
          after,
        });
        return after;
      }),
  );

  app.get(
    '/api/admin/order-webhooks',
    {
      schema: {
        tags: ['orders'],
        summary: "Each store's webhook secret: where it comes from and its last four characters",
        response: { 200: z.array(orderWebhookSecretStatus), ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return webhookSecretStatuses(db, config);
    },
  );

  app.post(
    '/api/admin/order-webhooks/:store/rotate',
    {
      schema: {
        tags: ['orders'],
        summary: 'A new webhook secret for the store, shown once; the previous one works for 24 hours more',
        params: z.object({ store: orderStoreField }),
        response: { 200: orderWebhookRotation, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateWebhookSecret(db, config, request.params.store, {
        userId: requireUser(request),
        ip: request.ip,
      });
    },
  );
}

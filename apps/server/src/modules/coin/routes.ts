import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGrantRequest,
  adminGrantResponse,
  balanceHistoryQuery,
  balanceHistoryResponse,
  balanceQuery,
  balanceResponse,
  chain,
  chainList,
  coinTypeCreateRequest,
  transferHeaders,
  transferRequest,
  transferResponse,
} from '@miao/contracts/coin';
import { PAGE_NUMBER_MAX, refusals } from '@miao/contracts/common';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import { requireCoinStaff, transferSender } from './policy';
import { presentChain, presentGrant } from './presenter';
import { assertCoinType, createCoinType, grant, listCoinTypes } from './service';
import { requireUser } from '../../platform/identity';
import { balanceHistory, balances } from './balances';
import { transfer } from './transfer';
import { audit } from '../../platform/audit';

export async function coinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, limits } = app.deps;

  app.get(
    '/api/balance',
    {
      schema: { tags: ['coin'], querystring: balanceQuery, response: { 200: balanceResponse, ...refusals } },
    },
    async (request) => balances(db, requireUser(request), request.query.coin_type_id),
  );

  app.get(
    '/api/balance/history',
    {
      schema: {
        tags: ['coin'],
        querystring: balanceHistoryQuery,
        response: { 200: balanceHistoryResponse, ...refusals },
      },
    },
    async (request) => balanceHistory(db, requireUser(request), request.query),
  );

  app.post(
    '/api/wallet/transfer',
    {
      schema: {
        tags: ['coin'],
        headers: transferHeaders,
        body: transferRequest,
        response: { 200: transferResponse, ...refusals },
      },
      // Signed in and within the per-user rate before the body is looked at.
      preValidation: async (request) => {
        const userId = transferSender(request);
        if (!(await limits.hit(`coin-transfer:user:${userId}`, config.coinTransfersPerMinute, 60))) {
          fail('too_many_requests');
        }
      },
    },
    async (request) => {
      const { body } = request;
      const { response } = await app.deps.metrics.transfer(
        transfer(
          db,
          {
            fromUserId: transferSender(request),
            toAddress: body.wallet_address,
            amount: body.number,
            coinTypeId: body.coin_type_id,
            remarks: body.remarks,
            idempotencyKey: request.headers['idempotency-key'],
          },
          { dailySendLimit: config.coinDailySendLimit },
        ),
      );
      return response;
    },
  );

  app.post(
    '/api/admin/coin/grant',
    {
      schema: { tags: ['coin'], body: adminGrantRequest, response: { 200: adminGrantResponse, ...refusals } },
      preValidation: async (request) => {
        await requireCoinStaff(request);
      },
    },
    async (request) => {
      const staffId = requireUser(request);
      const { user_id, coin_type_id, number, remarks } = request.body;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, user_id));
      if (!user) fail('not_found');
      await assertCoinType(db, coin_type_id);
      return db.transaction(async (tx) => {
        const granted = await grant(tx, {
          userId: user_id,
          amount: number,
          coinTypeId: coin_type_id,
          type: 'activity_grant',
          source: 'dao_platform',
          remarks,
          createdBy: staffId,
        });
        const after = presentGrant({
          ...granted,
          userId: user_id,
          coinTypeId: coin_type_id,
          amount: number,
          remarks,
        });
        const target = { type: 'ledger_transaction', id: granted.transactionId };
        await audit(tx, request, { action: 'coin.grant', target, after });
        return after;
      });
    },
  );

  app.get(
    '/api/chains',
    {
      schema: {
        tags: ['coin'],
        querystring: z.object({
          page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
          page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_STORE).default(PAGE_SIZE_STORE),
        }),
        response: { 200: chainList, ...refusals },
      },
    },
    async (request) => {
      const { page_number, page_size } = request.query;
      const all = await listCoinTypes(db);
      const start = (page_number - 1) * page_size;
      return {
        results: all.slice(start, start + page_size).map(presentChain),
        count: all.length,
        page_number,
        page_size,
      };
    },
  );

  app.post(
    '/api/admin/coin/types',
    {
      schema: { tags: ['coin'], body: coinTypeCreateRequest, response: { 200: chain, ...refusals } },
      preValidation: async (request) => {
        await requireCoinStaff(request);
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const after = presentChain(await createCoinType(tx, request.body.coin_name));
        await audit(tx, request, {
          action: 'coin.create_type',
          target: { type: 'coin_type', id: after.id },
          after,
        });
        return after;
      }),
  );
}

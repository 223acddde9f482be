// The finance workspace's API (`finance.workspace`, issue 16): read-only views of the ledger.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  financeMovements as financeMovementsResponse,
  financeMovementsQuery,
  financePeriodQuery,
  financeQuery,
  financeSummary as financeSummaryResponse,
} from '@miao/contracts/finance';
import { sendCsv } from '../../platform/csv';
import { requirePermission } from '../../platform/identity';
import { balanceRecordsCsv, financeMovements, financeSummary, periodOf } from './finance';

export async function financeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  const tags = ['finance'];
  const financeOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'finance.workspace');
    },
  };

  app.get(
    '/api/finance/summary',
    {
      schema: {
        tags,
        summary: 'Supply (minted, in wallets, in escrow), largest holders and the ledger check',
        querystring: financeQuery,
        response: { 200: financeSummaryResponse, ...refusals },
      },
      ...financeOnly,
    },
    async (request) => financeSummary(db, request.query.coin_type_id),
  );

  app.get(
    '/api/finance/movements',
    {
      schema: {
        tags,
        summary: 'Transactions and coin moved per day or month, balance type and source',
        querystring: financeMovementsQuery,
        response: { 200: financeMovementsResponse, ...refusals },
      },
      ...financeOnly,
    },
    async (request) => financeMovements(db, request.query),
  );

  app.get(
    '/api/finance/balance-records.csv',
    {
      schema: {
        tags,
        summary: 'Balance records of a period, one line per ledger entry',
        querystring: financePeriodQuery,
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
      ...financeOnly,
    },
    async (request, reply) => {
      const { from, to } = periodOf(request.query);
      const csv = await balanceRecordsCsv(db, request.query);
      return sendCsv(reply, `balance-records-${from}-${to}.csv`, csv);
    },
  );
}

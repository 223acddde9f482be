import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  CUSTOM_ORDER_CSV_HEADER,
  customOrder,
  customOrderParams,
  customOrderQuery,
  customOrderSave,
  ownCustomOrderList,
  ownCustomOrdersQuery,
  staffCustomOrderCsvQuery,
  staffCustomOrderPage,
  staffCustomOrderQuery,
} from '@miao/contracts/customisation';
import { requirePermission, requireUser } from '../../platform/identity';
import { toCsv } from '../../platform/csv';
import { customOrderCsvRow, presentCustomOrder, presentStaffCustomOrder } from './presenter';
import {
  listCustomOrdersForStaff,
  listOwnCustomOrders,
  lockedCustomOrders,
  readCustomOrder,
  saveCustomOrder,
} from './service';

const csvText = z.string().describe('text/csv with a header row');

/** Keyboard customisation (issue 15, decision 023): spec 7 "custom order by orderNo and platform". */
export async function customisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // Sign-in and permission come before the input is looked at (401/403 first), like the other staff APIs.
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  app.get(
    '/api/custom-orders',
    {
      // binds paid orders bought with the member's contact, as GET /api/orders does
      config: { writes: true },
      schema: {
        tags: ['customisation'],
        summary:
          "The signed-in member's paid orders of this keyboard (both stores), editable ones first, so the page offers them instead of asking for a number",
        querystring: ownCustomOrdersQuery,
        response: { 200: ownCustomOrderList, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      const rows = await listOwnCustomOrders(db, userId, request.query.product);
      return { results: rows.map(presentCustomOrder) };
    },
  );

  app.get(
    '/api/custom-orders/:orderNo',
    {
      // binds paid orders bought with the member's contact, as GET /api/orders does
      config: { writes: true },
      schema: {
        tags: ['customisation'],
        summary:
          "The member's customisation of a keyboard of their paid order: the texts, and until when they may change",
        params: customOrderParams,
        querystring: customOrderQuery,
        response: { 200: customOrder, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header('cache-control', 'no-store');
      const row = await readCustomOrder(db, userId, request.params.orderNo, request.query);
      return presentCustomOrder(row);
    },
  );

  app.post(
    '/api/custom-orders/:orderNo',
    {
      schema: {
        tags: ['customisation'],
        summary:
          'Save the left, middle (engraving above the port) and right texts; each required, 20 characters at most',
        params: customOrderParams,
        querystring: customOrderQuery,
        body: customOrderSave,
        response: { 200: customOrder, ...refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const row = await saveCustomOrder(db, userId, request.params.orderNo, request.query, request.body);
      return presentCustomOrder(row);
    },
  );

  // ── staff ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/staff/custom-orders',
    {
      schema: {
        tags: ['customisation'],
        summary: 'Customisable keyboards of paid orders, locked (window over) or still open',
        querystring: staffCustomOrderQuery,
        response: { 200: staffCustomOrderPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { rows, count } = await listCustomOrdersForStaff(db, request.query);
      return {
        results: rows.map(presentStaffCustomOrder),
        count,
        page_number: request.query.page_number,
        page_size: request.query.page_size,
      };
    },
  );

  app.get(
    '/api/staff/custom-orders.csv',
    {
      schema: {
        tags: ['customisation'],
        summary: 'The locked customisations as CSV for fulfilment (formula cells defused)',
        querystring: staffCustomOrderCsvQuery,
        response: { 200: csvText, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const rows = await lockedCustomOrders(db, request.query);
      const csv = toCsv(CUSTOM_ORDER_CSV_HEADER, rows.map(customOrderCsvRow));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="custom-orders.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}

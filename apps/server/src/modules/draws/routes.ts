import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, paging, refusals } from '@miao/contracts/common';
import {
  drawClaimBody,
  drawClaimCodeBody,
  drawClaimCodeResult,
  drawClaimResult,
  drawCreateBody,
  drawLookupBody,
  drawLookupParams,
  drawLookupResult,
  drawRedeemBody,
  drawRedeemResult,
  drawSlugParam,
  publicDraw,
  staffDraw,
  staffDrawDetail,
  staffDrawPage,
} from '@miao/contracts/draws';
import { requirePermission, requireUser } from '../../platform/identity';
import { claimPrize, requestClaimCode } from './claims';
import { lookUp } from './lookup';
import { presentDraw, presentStaffDetail, presentStaffDraw } from './presenter';
import {
  countsOf,
  createDraw,
  drawBySlug,
  drawJob,
  entriesOf,
  listDraws,
  redeemRightsCode,
  runDraw,
} from './service';

/** Prize draws (issue 15, decision 021): the public draw, look-up and claim, and the staff screens. */
export async function drawRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  // the draw job: once per draw, its effects and its completion in one transaction
  app.deps.jobs.handle(drawJob, async ({ drawId }, job) => {
    const drew = await runDraw(db, drawId, (tx) => job.finish(tx));
    job.log.info({ drawId, drew }, drew ? 'draw drawn' : 'draw was already drawn');
  });

  app.get(
    '/api/draws/:slug',
    {
      schema: {
        tags: ['draws'],
        summary:
          "A draw: seed commitment, then the revealed seed, the entry list's digest and count, and the winners",
        params: drawSlugParam,
        response: { 200: publicDraw, ...refusals },
      },
    },
    async (request) => {
      const draw = await drawBySlug(db, request.params.slug);
      return presentDraw(draw, draw.status === 'drawn' ? await entriesOf(db, draw.id) : []);
    },
  );

  const lookupSchema = {
    tags: ['draws'],
    summary: 'Spec 4: win, not win or already claimed for one order number (rate-limited)',
    response: { 200: drawLookupResult, ...refusals },
  };

  app.post(
    '/api/draws/:slug/lookup',
    { schema: { ...lookupSchema, params: drawSlugParam, body: drawLookupBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookUp(db, { slug: request.params.slug, orderNo: request.body.order_no, ip: request.ip });
    },
  );

  // spec 7 "draw (lottery): GET with path segment; POST" (API.md: /api/draw/{activity}/{orderNo})
  app.get(
    '/api/draw/:slug/:orderNo',
    { schema: { ...lookupSchema, params: drawLookupParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookUp(db, { slug: request.params.slug, orderNo: request.params.orderNo, ip: request.ip });
    },
  );

  app.post(
    '/api/draws/:slug/claim/code',
    {
      schema: {
        tags: ['draws'],
        summary:
          "A winner's claim, step one: order number and contact; a code goes to the order's own e-mail or mobile only, the answer is the same either way",
        params: drawSlugParam,
        body: drawClaimCodeBody,
        response: { 200: drawClaimCodeResult, ...refusals, 502: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requestClaimCode(deps, {
        slug: request.params.slug,
        orderNo: request.body.order_no,
        contact: request.body.contact,
        ip: request.ip,
      });
    },
  );

  const claimSchema = {
    tags: ['draws'],
    summary:
      "A winner's claim, step two, once: name, the contact, address and the code sent to it; answers the purchase-rights code once",
    response: { 200: drawClaimResult, ...refusals },
  };

  app.post(
    '/api/draws/:slug/claim',
    { schema: { ...claimSchema, params: drawSlugParam, body: drawClaimBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { order_no: orderNo, ...form } = request.body;
      return claimPrize(deps, { slug: request.params.slug, orderNo, ...form, ip: request.ip });
    },
  );

  app.post(
    '/api/draw/:slug/:orderNo',
    { schema: { ...claimSchema, params: drawLookupParams, body: drawClaimBody.omit({ order_no: true }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return claimPrize(deps, {
        slug: request.params.slug,
        orderNo: request.params.orderNo,
        ...request.body,
        ip: request.ip,
      });
    },
  );

  // ── staff ──────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/staff/draws',
    {
      schema: {
        tags: ['draws'],
        querystring: paging.pick({ page_number: true, page_size: true }),
        response: { 200: staffDrawPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await listDraws(db, request.query);
      const counts = await countsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        results: rows.map((r) => presentStaffDraw(r, counts.get(r.id))),
        count,
        page_number: request.query.page_number,
        page_size: request.query.page_size,
      };
    },
  );

  app.post(
    '/api/staff/draws',
    {
      schema: {
        tags: ['draws'],
        summary: 'Define a draw: the seed is drawn and its hash published at once; the draw job is queued',
        body: drawCreateBody,
        response: { 201: staffDraw, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const draw = await createDraw(db, requireUser(request), request.body);
      return reply.status(201).send(presentStaffDraw(draw, undefined));
    },
  );

  app.get(
    '/api/staff/draws/:slug',
    {
      schema: {
        tags: ['draws'],
        params: drawSlugParam,
        response: { 200: staffDrawDetail, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const draw = await drawBySlug(db, request.params.slug);
      return presentStaffDetail(draw, await entriesOf(db, draw.id));
    },
  );

  app.post(
    '/api/staff/draws/redeem',
    {
      schema: {
        tags: ['draws'],
        summary: 'The store uses a purchase-rights code, once',
        body: drawRedeemBody,
        response: { 200: drawRedeemResult, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { draw, entry, prize } = await redeemRightsCode(db, request.body.code);
      return {
        slug: draw.slug,
        prize,
        order_no: entry.orderNo,
        redeemed_at: entry.codeRedeemedAt!.toISOString(),
      };
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, refusals } from '@miao/contracts/common';
import {
  shareSignBody,
  shareSignResponse,
  shortLink,
  shortLinkCreate,
  shortLinkIdField,
  shortLinkListQuery,
  shortLinkPage,
  siteLink,
  siteLinkKeyField,
  siteLinkList,
  siteLinkUpdate,
} from '@miao/contracts/links';
import { PRODUCT_SETTINGS_MAX_AGE_SECONDS } from '@miao/contracts/limits';
import { fail } from '../../platform/errors';
import { presentShortLink } from './presenter';
import { createShortLink, deleteShortLink, followShortLink, listShortLinks, redirectTarget } from './service';
import { signShare, ticketSource } from './share';
import { listSiteLinks, updateSiteLink } from './site-links';
import { requirePermission, requireUser } from '../../platform/identity';
import { eq } from 'drizzle-orm';
import { shortLinks } from '../../db/schema/links';
import { audit } from '../../platform/audit';
import { languageOfHeader, missingShortLinkPage, wantsJson } from './missing-page';

/** Short links `/sl/{id}/` (staff-managed) and WeChat share signing (spec 2 share dialog). */
export async function linkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const ticket = config.wechat ? ticketSource(db, config.wechat) : undefined;
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  app.post(
    '/api/share/sign',
    {
      schema: {
        tags: ['links'],
        body: shareSignBody,
        response: { 200: shareSignResponse, ...refusals, 502: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signShare(config, ticket, request.body.url);
    },
  );

  // ── store and social links (issue 17) ──────────────────────────────────────────────────────

  app.get(
    '/api/site-links',
    {
      schema: {
        tags: ['links'],
        summary: 'Store and social links per mode (a mode’s own link wins over the generic url)',
        response: { 200: siteLinkList, ...refusals },
      },
    },
    async (request, reply) => {
      // cached like the product settings; staff editing must see their change at once
      reply.header(
        'cache-control',
        request.userId === undefined
          ? `public, max-age=${PRODUCT_SETTINGS_MAX_AGE_SECONDS}`
          : 'private, no-cache',
      );
      return listSiteLinks(db);
    },
  );

  app.patch(
    '/api/site-links/:key',
    {
      schema: {
        tags: ['links'],
        summary: 'Staff: change a store, social or community link (the chat widget: https only)',
        params: z.object({ key: siteLinkKeyField }),
        body: siteLinkUpdate,
        response: { 200: siteLink, ...refusals },
      },
      ...staffOnly,
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { key } = request.params;
        const before = (await listSiteLinks(tx)).find((link) => link.key === key);
        const after = await updateSiteLink(tx, key, request.body, requireUser(request), {
          localHttp: !config.isProduction,
        });
        await audit(tx, request, {
          action: 'site_links.update',
          target: { type: 'site_link', id: key },
          before,
          after,
        });
        return after;
      }),
  );

  // ── short links ───────────────────────────────────────────────────────────────────────────────

  const follow = async (id: string, request: FastifyRequest, reply: FastifyReply, language?: 'cn' | 'en') => {
    const target = await followShortLink(db, id);
    if (target === undefined) {
      // a person following a link reads a page; an API client asking for JSON keeps the JSON refusal
      if (wantsJson(request.headers.accept)) fail('not_found');
      const shown = language ?? languageOfHeader(request.headers['accept-language']);
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(missingShortLinkPage(shown, language ? `/${language}/` : '/'));
    }
    // every visit must reach the server to be counted
    return reply.header('cache-control', 'no-store').redirect(redirectTarget(target, language), 302);
  };
  const followSchema = {
    tags: ['links'],
    params: z.object({ id: shortLinkIdField }),
    produces: ['text/html', 'application/json'],
    response: { 404: z.union([errorBody, z.string().describe('text/html')]), 422: errorBody },
  };
  // the web's route is /sl/{id}/ (with the slash) under an optional language prefix
  for (const prefix of ['', '/cn', '/en'] as const) {
    const language = prefix ? (prefix.slice(1) as 'cn' | 'en') : undefined;
    for (const suffix of ['', '/']) {
      // one entry in the OpenAPI document is enough
      const hide = prefix !== '' || suffix !== '';
      app.get(`${prefix}/sl/:id${suffix}`, { schema: { ...followSchema, hide } }, (request, reply) =>
        follow(request.params.id, request, reply, language),
      );
    }
  }

  app.post(
    '/api/admin/short-links',
    {
      schema: { tags: ['links'], body: shortLinkCreate, response: { 201: shortLink, ...refusals } },
      ...staffOnly,
    },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const created = await createShortLink(tx, request.body, requireUser(request));
        await audit(tx, request, {
          action: 'short_links.create',
          target: { type: 'short_link', id: created.id },
          after: presentShortLink(created, config.publicUrl),
        });
        return created;
      });
      return reply.status(201).send(presentShortLink(row, config.publicUrl));
    },
  );

  app.get(
    '/api/admin/short-links',
    {
      schema: {
        tags: ['links'],
        querystring: shortLinkListQuery,
        response: { 200: shortLinkPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await listShortLinks(db, request.query);
      const { page_number, page_size } = request.query;
      return {
        results: rows.map((r) => presentShortLink(r, config.publicUrl)),
        count,
        page_number,
        page_size,
      };
    },
  );

  app.delete(
    '/api/admin/short-links/:id',
    {
      schema: {
        tags: ['links'],
        params: z.object({ id: shortLinkIdField }),
        response: { 204: z.undefined().describe('deleted'), ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const { id } = request.params;
        const [before] = await tx.select().from(shortLinks).where(eq(shortLinks.id, id));
        await deleteShortLink(tx, id);
        await audit(tx, request, {
          action: 'short_links.delete',
          target: { type: 'short_link', id },
          before: before && presentShortLink(before, config.publicUrl),
        });
      });
      return reply.status(204).send();
    },
  );
}

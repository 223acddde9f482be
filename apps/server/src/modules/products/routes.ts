import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR,
  PRODUCT_SETTINGS_MAX_AGE_SECONDS,
} from '@miao/contracts/limits';
import {
  adminNewsletterPage,
  adminNewsletterQuery,
  adminProductRequestCsvQuery,
  adminProductRequestPage,
  adminProductRequestQuery,
  countryCheck,
  newsletterBody,
  newsletterResponse,
  productCodeField,
  productRequestBody,
  productRequestCount,
  productRequestInfo,
  productRequestQuery,
  productSetting,
  productSettingList,
  productSettingUpdate,
  type ProductSetting,
} from '@miao/contracts/products';
import { fail } from '../../platform/errors';
import { queuedMailer } from '../../platform/mail';
import { hit } from '../../platform/rate-limit';
import { mailLinkRoutes, unsubscribeRoutes } from '../../platform/unsubscribe';
import { countryOf } from './country';
import { sendCsv, toCsv } from '../../platform/csv';
import {
  allSubscribers,
  listSubscribers,
  subscribe,
  unsubscribe,
  findSubscriber,
  NEWSLETTER_MAILS,
  confirmState,
  confirmSubscription,
  type ConfirmState,
} from './newsletter-service';
import { NEWSLETTER_CONFIRM_PAGES } from './newsletter-pages';
import { parseProductRequest, requireProductStaff } from './policy';
import { presentAdminRequest, presentRequest, presentSetting, presentSubscriber } from './presenter';
import { allRequests, listRequests, myRequest, requestCount, saveRequest } from './requests-service';
import { listSettings, updateSetting, writeStaticSettings } from './settings-service';
import { requireUser } from '../../platform/identity';
import { eq } from 'drizzle-orm';
import { productSettings } from '../../db/schema/products';
import { audit } from '../../platform/audit';

const PUBLIC_CACHE = `public, max-age=${PRODUCT_SETTINGS_MAX_AGE_SECONDS}`;
/** How long a visitor's browser keeps its country check's answer (it only decides the store banner). */
export const COUNTRY_MAX_AGE_S = 600;
const csvText = z.string().describe('text/csv with a header row');

/** Product settings, product requests, the newsletter and the country check (spec 3, 4, 5, 7). */
export async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, storage } = app.deps;
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requireProductStaff(request);
    },
  };

  // The static list is written at start and after every edit (spec 7: served from a CDN).
  app.addHook('onReady', async () => {
    try {
      await writeStaticSettings(db, config.dataDir, storage);
    } catch (error) {
      app.log.error({ err: error }, 'static product-settings.json could not be written');
    }
  });

  // ── product settings ──────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/product-settings',
    { schema: { tags: ['products'], response: { 200: productSettingList, ...refusals } } },
    async (request, reply) => {
      // Staff editing must see their change at once; visitors may be answered from a cache.
      reply.header('cache-control', request.userId === undefined ? PUBLIC_CACHE : 'private, no-cache');
      return listSettings(db, storage);
    },
  );

  app.patch(
    '/api/product-settings/:code',
    {
      schema: {
        tags: ['products'],
        params: z.object({ code: productCodeField }),
        body: productSettingUpdate,
        response: { 200: productSetting, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const staffId = requireUser(request);
      const { code } = request.params;
      const setting = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(productSettings).where(eq(productSettings.code, code));
        const after = await updateSetting(tx, code, request.body, staffId);
        await audit(tx, request, {
          action: 'product_settings.update',
          target: { type: 'product_setting', id: code },
          before: row && presentSetting(row),
          after,
        });
        return after;
      });
      await writeStaticSettings(db, config.dataDir, storage);
      return setting;
    },
  );

  app.get(
    '/static/product-settings.json',
    { schema: { tags: ['products'], response: { 200: productSettingList } } },
    async (_request, reply) => {
      // Rewritten from the database when another process changed a setting since this file was made.
      const json = await writeStaticSettings(db, config.dataDir, storage);
      // The file's own text: a string with a JSON content type is sent as it is, not serialised again.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .send(json as unknown as ProductSetting[]);
    },
  );

  // ── product requests ──────────────────────────────────────────────────────────────────────────

  app.post(
    '/api/product-requests',
    {
      schema: {
        tags: ['products'],
        body: productRequestBody,
        response: { 200: productRequestInfo, ...refusals },
      },
      // spec 6: requesting needs sign-in, before the form is looked at
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const input = parseProductRequest(request.body);
      return presentRequest(await saveRequest(db, userId, input));
    },
  );

  app.get(
    '/api/product-requests/info',
    {
      schema: {
        tags: ['products'],
        querystring: productRequestQuery,
        response: { 200: productRequestInfo.nullable(), ...refusals },
      },
    },
    async (request) => {
      // Signed out there is no request of one's own: null, not 401 (the web would reload on 401).
      if (request.userId === undefined) return null;
      const row = await myRequest(db, request.userId, request.query.x);
      return row ? presentRequest(row) : null;
    },
  );

  app.get(
    '/api/product-requests/count',
    {
      schema: {
        tags: ['products'],
        querystring: productRequestQuery,
        response: { 200: productRequestCount, ...refusals },
      },
    },
    async (request) => requestCount(db, request.query.x, request.userId),
  );

  app.get(
    '/api/admin/product-requests',
    {
      schema: {
        tags: ['products'],
        querystring: adminProductRequestQuery,
        response: { 200: adminProductRequestPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await listRequests(db, request.query);
      const { page_number, page_size } = request.query;
      return { results: rows.map(presentAdminRequest), count, page_number, page_size };
    },
  );

  app.get(
    '/api/admin/product-requests.csv',
    {
      schema: {
        tags: ['products'],
        querystring: adminProductRequestCsvQuery,
        response: { 200: csvText, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const rows = await allRequests(db, request.query.product_code);
      const csv = toCsv(
        ['id', 'product_code', 'user_id', 'nickname', 'phone', 'email', 'mode', 'create_time', 'update_time'],
        rows.map((r) => [
          r.id,
          r.productCode,
          r.userId,
          r.nickname,
          r.mobile,
          r.email,
          r.mode,
          r.createdAt.toISOString(),
          r.updatedAt.toISOString(),
        ]),
      );
      return sendCsv(reply, 'product-requests.csv', csv);
    },
  );

  // ── newsletter ────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['products'],
        body: newsletterBody,
        response: { 200: newsletterResponse, ...refusals },
      },
      preValidation: async (request) => {
        const key = `newsletter:ip:${request.ip}`;
        if (!(await hit(db, key, NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR, 3600))) fail('too_many_requests');
      },
    },
    async (request) => {
      // the confirmation mail is a job of the same transaction as the subscription
      const { email } = await db.transaction((tx) =>
        subscribe(tx, queuedMailer(tx), config.publicUrl, {
          email: request.body.email,
          language: request.body.language ?? 'en',
        }),
      );
      return { email, subscribed: true as const };
    },
  );

  // Double opt-in (decision 024): the mailed link asks, its button (a POST) confirms.
  await mailLinkRoutes<ConfirmState>(app, {
    path: '/api/newsletter/confirm',
    tags: ['products'],
    summaries: {
      get: 'The confirmation link of a newsletter subscription: a page asking to confirm (changes nothing)',
      post: 'Confirm a newsletter subscription (the page’s button); the welcome mail follows',
    },
    find: (token) => confirmState(db, token),
    act: (token) =>
      db.transaction((tx) => confirmSubscription(tx, queuedMailer(tx), config.publicUrl, token)),
    pages: NEWSLETTER_CONFIRM_PAGES,
  });

  await unsubscribeRoutes(app, {
    path: '/api/newsletter/unsubscribe',
    tags: ['products'],
    find: async (token) => ((await findSubscriber(db, token)) ? NEWSLETTER_MAILS : undefined),
    leave: async (token) => ((await unsubscribe(db, token)) ? NEWSLETTER_MAILS : undefined),
  });

  app.get(
    '/api/admin/newsletter',
    {
      schema: {
        tags: ['products'],
        querystring: adminNewsletterQuery,
        response: { 200: adminNewsletterPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { rows, count } = await listSubscribers(db, request.query);
      const { page_number, page_size } = request.query;
      return { results: rows.map(presentSubscriber), count, page_number, page_size };
    },
  );

  app.get(
    '/api/admin/newsletter.csv',
    {
      schema: {
        tags: ['products'],
        querystring: adminNewsletterQuery.pick({ subscribed: true }),
        response: { 200: csvText, ...refusals },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const rows = await allSubscribers(db, request.query.subscribed);
      const csv = toCsv(
        ['id', 'email', 'language', 'subscribed', 'create_time', 'confirm_time', 'unsubscribe_time'],
        rows.map((r) => [
          r.id,
          r.email,
          r.language,
          presentSubscriber(r).subscribed,
          r.createdAt.toISOString(),
          r.confirmedAt?.toISOString() ?? '',
          r.unsubscribedAt?.toISOString() ?? '',
        ]),
      );
      return sendCsv(reply, 'newsletter.csv', csv);
    },
  );

  // ── country check ─────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/country-check',
    { schema: { tags: ['products'], response: { 200: countryCheck } } },
    async (request, reply) => {
      // the visitor's own browser keeps it a while: their next pages (each a full load when they
      // come from a kept page or a link elsewhere) ask nothing; a network change shows after that
      reply.header('cache-control', `private, max-age=${COUNTRY_MAX_AGE_S}`);
      return { iso_code: countryOf(request, config.countryHeader) };
    },
  );
}

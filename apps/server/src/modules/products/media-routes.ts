import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  productMedia,
  productMediaCreate,
  productMediaList,
  productMediaOrder,
  productMediaUpdate,
} from '@miao/contracts/product-media';
import { productCodeField } from '@miao/contracts/products';
import { audit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { requireUser } from '../../platform/identity';
import { productExists, writeStaticSettings } from './settings-service';
import { requireProductStaff } from './policy';
import { captionsOf, createMedia, deleteMedia, listMedia, reorderMedia, updateMedia } from './media-service';

const tags = ['products'];
const codeParams = z.object({ code: productCodeField });
const itemParams = z.object({
  code: productCodeField,
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/**
 * Staff-managed product media (issue 34 item 2, docs/decisions/050): `/api/admin/products/:code/media`
 * for staff (admin.access, as the other product admin routes), the captions track for everyone.
 */
export async function productMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, storage } = app.deps;
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requireProductStaff(request);
    },
  };
  const known = async (code: string) => {
    if (!(await productExists(db, code))) fail('not_found');
  };
  // the static settings list carries the media too (spec 7: served from a CDN)
  const published = () => writeStaticSettings(db, config.dataDir, storage);

  app.get(
    '/api/admin/products/:code/media',
    { schema: { tags, params: codeParams, response: { 200: productMediaList, ...refusals } }, ...staffOnly },
    async (request, reply) => {
      await known(request.params.code);
      reply.header('cache-control', 'private, no-cache');
      return listMedia(db, storage, request.params.code);
    },
  );

  app.post(
    '/api/admin/products/:code/media',
    {
      schema: {
        tags,
        summary: 'Make an uploaded photo or video (with its poster) one of the product media',
        params: codeParams,
        body: productMediaCreate,
        response: { 200: productMedia, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const staffId = requireUser(request);
      const { code } = request.params;
      await known(code);
      const item = await db.transaction(async (tx) => {
        const created = await createMedia(tx, storage, code, request.body, staffId);
        await audit(tx, request, {
          action: 'product_media.create',
          target: { type: 'product_media', id: created.id },
          after: created,
        });
        return created;
      });
      await published();
      return item;
    },
  );

  app.patch(
    '/api/admin/products/:code/media/:id',
    {
      schema: {
        tags,
        params: itemParams,
        body: productMediaUpdate,
        response: { 200: productMedia, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { code, id } = request.params;
      const item = await db.transaction(async (tx) => {
        const updated = await updateMedia(tx, storage, code, id, request.body);
        await audit(tx, request, {
          action: 'product_media.update',
          target: { type: 'product_media', id },
          after: updated,
        });
        return updated;
      });
      await published();
      return item;
    },
  );

  app.put(
    '/api/admin/products/:code/media/order',
    {
      schema: {
        tags,
        params: codeParams,
        body: productMediaOrder,
        response: { 200: productMediaList, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      const { code } = request.params;
      await known(code);
      const list = await db.transaction(async (tx) => {
        const ordered = await reorderMedia(tx, storage, code, request.body.ids);
        await audit(tx, request, {
          action: 'product_media.reorder',
          target: { type: 'product_setting', id: code },
          after: request.body.ids,
        });
        return ordered;
      });
      await published();
      return list;
    },
  );

  app.delete(
    '/api/admin/products/:code/media/:id',
    {
      schema: { tags, params: itemParams, response: { 200: z.object({ ok: z.literal(true) }), ...refusals } },
      ...staffOnly,
    },
    async (request) => {
      const { code, id } = request.params;
      await db.transaction(async (tx) => {
        await deleteMedia(tx, storage, code, id);
        await audit(tx, request, { action: 'product_media.delete', target: { type: 'product_media', id } });
      });
      await published();
      return { ok: true as const };
    },
  );

  app.get(
    '/api/products/:code/media/:id/captions.vtt',
    { schema: { tags, summary: 'A video’s WebVTT captions', params: itemParams } },
    async (request, reply) => {
      const text = await captionsOf(db, request.params.code, request.params.id);
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(text);
    },
  );
}

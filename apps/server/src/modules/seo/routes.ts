import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_SETTINGS_SCOPE,
  StampedMemo,
  TASK_VISIBILITY_SCOPE,
  TASKS_SCOPE,
} from '../../platform/change-feed';
import { fail } from '../../platform/errors';
import { listSettings } from '../products/settings-service';
import { shareImage, siteImage } from './share-image';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** What the sitemap lists besides the route list: products' settings and tasks (their visibility too). */
const SITEMAP_SCOPES = [PRODUCT_SETTINGS_SCOPE, TASKS_SCOPE, TASK_VISIBILITY_SCOPE] as const;

/** Draws have no change-feed scope: a new one appears in the sitemap within this much. */
const DRAWS_MS = 10 * 60_000;

/**
 * Found and shared (issue 34, decision 049): `/sitemap.xml`, `/robots.txt` and the share cards'
 * product images `/share/products/{code}.png`.
 */
export async function seoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, changes } = app.deps;

  // built once per change of what it lists (the change feed's stamp), not per request
  const sitemap = new StampedMemo<'sitemap', string>(1);
  const sitemapNow = () => {
    const stamp = changes.stamp(SITEMAP_SCOPES);
    return sitemap.get(
      'sitemap',
      stamp === undefined ? undefined : `${stamp}|${Math.floor(Date.now() / DRAWS_MS)}`,
      async () => sitemapXml(config.publicUrl, await sitemapEntries(db, await listSettings(db))),
    );
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapNow();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });

  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/share/site.png', { schema: { hide: true } }, async (_request, reply) => {
    const png = await siteImage();
    if (!png) fail('not_found');
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get(
    '/share/products/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,80}\.png$/) }),
      },
    },
    async (request, reply) => {
      const png = await shareImage(request.params.file.slice(0, -'.png'.length));
      if (!png) fail('not_found');
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
}

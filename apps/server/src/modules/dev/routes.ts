import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '@miao/contracts/errors';
import { outbox } from '../../db/schema/platform';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const outboxItem = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});

/**
 * The outbox of held mails and SMS (every sign-in code): registered only outside production, and
 * answering only clients on this machine, the connection and the client address (behind a trusted
 * proxy) both loopback. Anyone else gets the 404 of a path that does not exist.
 */
export async function devRoutes(app: FastifyInstance) {
  if (app.deps.config.isProduction) return;
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
    return reply.status(404).send({ code: 'not_found', message: errors.not_found.message });
  });
  const list = async () => {
    const rows = await app.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/dev/outbox', { schema: { tags: ['service'], response: { 200: z.array(outboxItem) } } }, list);
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const items = await list();
    const escape = (s: string) =>
      s.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
      );
    const rows = items
      .map(
        (i) =>
          `<article><header><b>${escape(i.channel)}</b> to <b>${escape(i.to)}</b> · ${escape(i.created_at)}</header>` +
          `${i.subject ? `<h3>${escape(i.subject)}</h3>` : ''}<pre>${escape(i.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>` +
          `<link rel="stylesheet" href="/dev/outbox.css"></head><body><h1>Outbox (not sent: development only)</h1>` +
          `${rows || '<p>Nothing held yet.</p>'}</body></html>`,
      );
  });
  app.get('/dev/outbox.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css')
      .send(
        'body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;background:#0b0b0f;color:#f2f2f5}' +
          'article{border:1px solid #333;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}header{color:#8a8a96}',
      ),
  );
}

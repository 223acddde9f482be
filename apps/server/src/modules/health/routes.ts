import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../platform/overload';

const health = z.object({
  status: z.enum(['ok', 'overloaded']),
  db: z.enum(['pglite', 'postgres']),
  /** How late the event loop runs and how many queries wait for a connection (issue 13). */
  pressure: z.object({ event_loop_ms: z.number(), pool_waiting: z.number(), in_flight: z.number() }),
  /** This process's page cache: `warming` while it renders the common pages after start. */
  pages: z.enum(['cold', 'warming', 'warm']),
});

/** Why a process is not ready: `migrating` and `starting` come from the start's own listener (starting.ts). */
export const notReadyReason = z.enum(['migrating', 'starting', 'warming', 'closing', 'database']);
const readiness = z.object({ ready: z.boolean(), reason: notReadyReason.optional() });
const liveness = z.object({ live: z.literal(true) });

export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Liveness and readiness apart (docs/decisions/054): a process restarted only when it stops
  // answering, and sent traffic only when it can serve it.
  routes.get(
    '/api/health/live',
    {
      schema: {
        tags: ['service'],
        summary: 'The process answers (no database read): restart it only when this fails',
        response: { 200: liveness },
      },
    },
    async () => ({ live: true as const }),
  );
  routes.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['service'],
        summary:
          'Send it traffic: 503 while migrating, starting, rendering its pages after start, closing after SIGTERM, or without its database',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const reason = app.deps.lifecycle.closing
        ? ('closing' as const)
        : app.deps.pages.warmth === 'warming'
          ? ('warming' as const)
          : await app.deps.db.execute(sql`select 1`).then(
              () => undefined,
              () => 'database' as const,
            );
      if (reason === undefined) return { ready: true };
      return reply.status(503).header('cache-control', 'no-store').send({ ready: false, reason });
    },
  );
  routes.get(
    '/api/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Up and reaching the database; 503 "overloaded" while new requests are being refused',
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      await app.deps.db.execute(sql`select 1`);
      const pressure = app.deps.pressure();
      const body = {
        status: pressure.overloaded ? ('overloaded' as const) : ('ok' as const),
        db: app.deps.database.kind,
        pressure: {
          event_loop_ms: pressure.eventLoopMs,
          pool_waiting: pressure.poolWaiting,
          in_flight: pressure.inFlight,
        },
        pages: app.deps.pages.warmth,
      };
      if (pressure.overloaded) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return body;
    },
  );
}

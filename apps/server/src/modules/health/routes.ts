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

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
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

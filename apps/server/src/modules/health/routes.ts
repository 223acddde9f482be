import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['service'],
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.deps.database.kind };
    },
  );
}

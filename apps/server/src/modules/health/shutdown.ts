import type { FastifyInstance } from 'fastify';

/**
 * Closes the app after SIGTERM (docs/decisions/054): readiness answers 503 "closing" at once and
 * every answer asks its client to close the connection, while the listener keeps answering for
 * `drainMs` (a balancer's health checks take the process out meanwhile); then the app closes,
 * finishing the requests in hand.
 */
export async function closeGracefully(app: FastifyInstance, drainMs: number): Promise<void> {
  app.deps.lifecycle.closing = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}

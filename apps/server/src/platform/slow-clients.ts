// Slow clients (issue 33, docs/decisions/047): a client that opens many connections, or sends its
// headers and then its body a byte every few seconds, holds only its own connections, for a bounded
// time, and never the places of requests in hand (platform/overload.ts counts a request once its
// body has arrived).
import type { Server, Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesBody } from './overload';

export interface ClientLimits {
  /** Open connections one client address may hold (per process); 0: no bound (behind a proxy). */
  connectionsPerAddress: number;
  /** The least time a body may take to arrive; longer bodies get as long as the minimum rate allows. */
  bodyDeadlineMs: number;
  /** After the grace period, a body must arrive at least this fast on average. */
  bodyMinBytesPerSecond: number;
  /** The time the request line and headers may take (Node's headersTimeout). */
  headersTimeoutMs: number;
}

/** The first seconds of a body, in which a client may send nothing yet (a phone waking its radio). */
export const BODY_GRACE_MS = 5_000;
/** How often bodies still arriving are looked at. */
const SWEEP_MS = 500;

/**
 * The settings for Node's HTTP server: headers must arrive within the limit, checked every second
 * (Node checks every 30 s unless told). Node's own request deadline stays off: bodies are watched
 * below, where an upload's length gives it the time it needs.
 */
export function httpServerOptions(limits: ClientLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: 1_000,
  };
}

/** Refuses a client address's connections past the bound: they are closed as they open. */
export function boundConnections(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

interface Arriving {
  request: FastifyRequest;
  startedAt: number;
  /** What the socket had read before this request's body. */
  readBefore: number;
  deadlineAt: number;
}

/**
 * Watches every body on its way in: one that falls below the minimum rate after the grace period, or
 * is not complete by its deadline, has its connection closed. Answers how many are arriving (tests).
 */
export function guardBodies(app: FastifyInstance, limits: ClientLimits): () => number {
  const arriving = new Set<Arriving>();
  const rate = limits.bodyMinBytesPerSecond;
  const timer = setInterval(() => {
    const now = performance.now();
    for (const body of arriving) {
      const { request } = body;
      const socket = request.raw.socket;
      if (request.raw.complete || socket.destroyed) {
        arriving.delete(body);
        continue;
      }
      const elapsed = now - body.startedAt;
      const received = socket.bytesRead - body.readBefore;
      const tooSlow = elapsed > BODY_GRACE_MS && received < (rate * (elapsed - BODY_GRACE_MS)) / 1000;
      if (tooSlow || now > body.deadlineAt) {
        arriving.delete(body);
        request.log.info({ received, elapsedMs: Math.round(elapsed) }, 'request body too slow: closed');
        socket.destroy();
      }
    }
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onRequest', (request, _reply, done) => {
    // injected requests (tests) have no socket of their own to watch
    if (typeof request.raw.socket?.bytesRead !== 'number') return done();
    if (carriesBody(request) && !request.raw.complete) {
      const length = Number(request.headers['content-length']) || 0;
      const startedAt = performance.now();
      const body: Arriving = {
        request,
        startedAt,
        readBefore: request.raw.socket.bytesRead,
        deadlineAt:
          startedAt + Math.max(limits.bodyDeadlineMs, BODY_GRACE_MS + (length / Math.max(rate, 1)) * 1000),
      };
      arriving.add(body);
      request.raw.once('end', () => arriving.delete(body));
      request.raw.once('close', () => arriving.delete(body));
    }
    done();
  });
  return () => arriving.size;
}

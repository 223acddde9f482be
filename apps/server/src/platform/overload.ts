// Graceful overload (issue 13, docs/decisions/027): when the event loop lags or queries queue for a
// database connection, new requests are refused at once with 503 and Retry-After instead of waiting
// seconds in line; the requests already admitted finish. Health says so too.
import type { FastifyInstance } from 'fastify';
import { errors } from '@miao/contracts/errors';

/** How often the event loop's lag is measured. */
const SAMPLE_MS = 50;
/**
 * Late samples in a row that make the loop count as saturated: one long task (a migration, a big
 * page render) delays a single sample; a crowd delays every one.
 */
const LATE_SAMPLES = 3;
/** What a refused client is told to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

export interface OverloadLimits {
  /** Refuse while the event loop runs this many ms late. */
  eventLoopMs: number;
  /** Refuse while this many queries wait for a database connection. */
  poolWaiting: number;
}

export interface Pressure {
  /** The last measured event-loop lag, in ms. */
  eventLoopMs: number;
  poolWaiting: number;
  overloaded: boolean;
}

/**
 * Measures the pressure and refuses requests while it is over the limits. `waiting` counts queries
 * waiting for a connection. Answers the current pressure for health.
 */
export function guardOverload(
  app: FastifyInstance,
  limits: OverloadLimits,
  waiting: () => number,
): () => Pressure {
  let lag = 0;
  let late = 0;
  let expected = performance.now() + SAMPLE_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(0, now - expected);
    late = lag > limits.eventLoopMs ? late + 1 : 0;
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const overloaded = () => late >= LATE_SAMPLES || waiting() > limits.poolWaiting;
  const pressure = (): Pressure => ({
    eventLoopMs: Math.round(lag),
    poolWaiting: waiting(),
    overloaded: overloaded(),
  });

  // a callback hook: on every request, so no promise of its own
  app.addHook('onRequest', (request, reply, done) => {
    // health answers under pressure too: it is how a balancer learns of it
    if (!overloaded() || request.url === '/api/health') return done();
    void reply
      .status(errors.server_busy.status)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ code: 'server_busy', message: errors.server_busy.message });
  });
  return pressure;
}

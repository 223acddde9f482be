// Graceful overload (issue 13, docs/decisions/027 and 037): when the event loop lags, queries queue
// for a database connection or too many requests are already in hand, new requests are refused at
// once with 503 and Retry-After instead of waiting seconds in line; the requests already admitted
// finish. Health says so too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
/**
 * A pause long enough for one on-time sample. Background work of the server's own that blocks the
 * loop in slices (the page cache warmed at start) waits this long between slices, so it never counts
 * as a crowd and refuses nobody.
 */
export const CALM_MS = 2 * SAMPLE_MS;

export interface OverloadLimits {
  /** Refuse while the event loop runs this many ms late. */
  eventLoopMs: number;
  /** Refuse while this many queries wait for a database connection. */
  poolWaiting: number;
  /**
   * Refuse while this many requests are admitted and not yet answered. The lag is measured between
   * samples, so a burst arriving at once (500 connections opening together) is admitted before it
   * shows; a bound on requests in hand bounds the wait of each admitted one from the first moment.
   */
  inFlight: number;
}

/** Which bound of OverloadLimits the pressure is over. */
export type OverloadCause = 'event_loop' | 'pool_waiting' | 'in_flight';

export interface Pressure {
  /** The last measured event-loop lag, in ms. */
  eventLoopMs: number;
  poolWaiting: number;
  /**
   * Requests admitted and not yet answered, counted once their body has arrived (streams that left
   * the count excluded).
   */
  inFlight: number;
  overloaded: boolean;
}

/** Each admitted request's way out of the count, until it is answered or leaves it. */
const slots = new WeakMap<FastifyRequest, () => void>();

/**
 * A request that stays open on purpose (the chat's answer stream) leaves the count of requests in
 * hand: it is not work queued, and a room of readers must not refuse everyone else.
 */
export function leaveInFlight(request: FastifyRequest): void {
  slots.get(request)?.();
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

  let inFlight = 0;
  /** The bound the pressure is over, if any (the metrics count refusals by it). */
  const over = (): OverloadCause | undefined =>
    late >= LATE_SAMPLES
      ? 'event_loop'
      : waiting() > limits.poolWaiting
        ? 'pool_waiting'
        : inFlight >= limits.inFlight
          ? 'in_flight'
          : undefined;
  const overloaded = () => over() !== undefined;
  const pressure = (): Pressure => ({
    eventLoopMs: Math.round(lag),
    poolWaiting: waiting(),
    inFlight,
    overloaded: overloaded(),
  });

  /** The request joins the count of requests in hand until it is answered or its client goes away. */
  const count = (request: FastifyRequest, reply: FastifyReply) => {
    if (slots.has(request) || reply.raw.writableEnded || reply.raw.destroyed) return;
    inFlight++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      inFlight--;
    };
    slots.set(request, release);
    // 'close' comes once the answer is sent, or the client went away: either way it is done
    reply.raw.once('close', release);
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, cause: OverloadCause) => {
    app.deps.metrics.overloadRefused(cause);
    reply
      .status(errors.server_busy.status)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store');
    // a person opening a page reads a page that retries by itself; API clients read the error
    if (request.method === 'GET' && !request.url.startsWith('/api/') && acceptsHtml(request.headers.accept)) {
      void reply.type('text/html; charset=utf-8').send(busyPage(request.url));
      return;
    }
    void reply.send({ code: 'server_busy', message: errors.server_busy.message });
  };

  // callback hooks: on every request, so no promise of their own
  app.addHook('onRequest', (request, reply, done) => {
    // health answers under pressure too, outside the count: it is how a balancer learns of it
    if (request.url === '/api/health' || request.url.startsWith('/api/health/')) return done();
    const cause = over();
    if (cause) return refuse(request, reply, cause);
    // a request still receiving its body is not work in hand (issue 33: slow bodies held every
    // place): it is counted from its body's last byte, whichever hook or handler reads it
    if (!carriesBody(request) || request.raw.complete) count(request, reply);
    else request.raw.once('end', () => count(request, reply));
    done();
  });
  return pressure;
}

/** Whether the request announces a body (a length above zero, or a chunked one). */
export function carriesBody(request: FastifyRequest): boolean {
  const { headers } = request;
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

const BUSY = {
  cn: { lang: 'zh-CN', title: '请稍候', text: '访问的人有点多，页面会在几秒后自动重新打开。' },
  en: {
    lang: 'en',
    title: 'One moment',
    text: 'A lot of people are visiting right now. This page opens again by itself in a few seconds.',
  },
} as const;

/** A small page in the language of the address (both languages at the root), retrying after Retry-After. */
export function busyPage(url: string): string {
  const language = /^\/cn(\/|$|\?)/.test(url) ? 'cn' : /^\/en(\/|$|\?)/.test(url) ? 'en' : undefined;
  const shown = language ? [BUSY[language]] : [BUSY.cn, BUSY.en];
  const lang = language ? BUSY[language].lang : 'zh-CN';
  const body = shown
    .map((b) => `<h1 lang="${b.lang}">${b.title}</h1><p lang="${b.lang}">${b.text}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS + 1}"><title>${shown[0]!.title} · MIAO</title>` +
    `<style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:.5rem;padding:1.5rem;` +
    `background:#0b0d12;color:#e8eaf0;font:16px/1.6 system-ui,sans-serif;text-align:center}` +
    `h1{margin:0;font-size:1.4rem}p{margin:0 0 1rem;color:#b8bdc9}</style></head>` +
    `<body>${body}</body></html>`
  );
}

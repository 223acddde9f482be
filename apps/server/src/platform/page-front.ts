import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyReply } from 'fastify';

/**
 * Where the front's answers come from: the web routes (platform/web.ts), once their build is loaded.
 * A name stands for one body: it holds the page's change stamp, variant, address and encoding.
 */
export interface FrontSource {
  /** The name of the kept answer a request would get, or undefined when it must go through the app. */
  nameOf(request: IncomingMessage): string | undefined;
  /** The body kept under that name, while the page cache still holds it. */
  bodyOf(name: string): Buffer | string | undefined;
}

/** Answers whose headers are kept; past it they are dropped and kept again as they are asked for. */
const HEADS_KEPT = 2_000;

/** Headers Node writes for each answer itself, or that the front works out per answer. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Log levels at which the app logs each request (info and below). */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** The settings Fastify applies to the HTTP server it makes (lib/server.js), for the one made here. */
type ServerSettings = Pick<
  FastifyHttpOptions<http.Server>,
  'http' | 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
>;

/**
 * Rendered pages answered in front of the framework (issue 13, docs/decisions/038). A kept page is
 * the same bytes for every visitor of its name, and so are the headers the app sent with it. The
 * first request for a name goes through the app (hooks, route, page cache); the front keeps the
 * headers of that answer, and the next requests for the name get them, with the body the page cache
 * still holds, without the app's routing, hooks and reply. Anything else, and any name whose body the
 * page cache no longer holds, goes to the app as before.
 *
 * Only what the app would answer alike is kept: a GET's 200 without cookies set, whose body is the
 * page cache's body for the name. A changed page has a new name (its stamp), so it is never served
 * from an older answer.
 */
export class PageFront {
  source: FrontSource | undefined;
  /** The app's logger: with info on, each answer is logged as the app logs a request. */
  log: FastifyBaseLogger | undefined;
  /** Told of each answer the front gives, with its time in seconds (the metrics). */
  answered: ((seconds: number) => void) | undefined;
  /** The headers of each kept answer, flat (name, value, name, value). */
  private readonly heads = new Map<string, string[]>();
  /** Off once the app begins to close: its handler then answers each request as it closes. */
  private open = true;

  /** The HTTP server for the app (Fastify's `serverFactory`): kept answers first, then the app. */
  server(handler: RequestListener, settings: ServerSettings): http.Server {
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // as Fastify sets the server it makes
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  }

  /** Answers a request from a kept answer; false when the app must answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.heads.size === 0 || !this.source || !this.open) return false;
    const started = performance.now();
    const name = this.source.nameOf(request);
    if (name === undefined) return false;
    const head = this.heads.get(name);
    if (!head) return false;
    const body = this.source.bodyOf(name);
    if (body === undefined) return false;
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    response.writeHead(200, [...head, 'content-length', String(length)]);
    response.end(body);
    const ms = performance.now() - started;
    this.answered?.(ms / 1000);
    if (this.log && LOGS_REQUESTS.has(this.log.level)) {
      this.log.info(
        { req: { method: 'GET', url: request.url }, res: { statusCode: 200 }, responseTime: ms, front: true },
        'request completed',
      );
    }
    return true;
  }

  /** From now on every request goes to the app (its `preClose`: Fastify answers 503 while closing). */
  stop(): void {
    this.open = false;
  }

  /**
   * Called once the app has answered a request for `name` with `body` (an onResponse hook): keeps
   * the answer's headers when the answer is one the front may repeat.
   */
  keep(name: string, reply: FastifyReply, body: Buffer | string): void {
    if (reply.request.method !== 'GET' || reply.statusCode !== 200 || this.heads.has(name)) return;
    const headers = reply.getHeaders();
    if (headers['set-cookie'] !== undefined) return;
    // what went out is the body as given: no hook replaced or re-encoded it
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    if (Number(headers['content-length']) !== length) return;
    const head: string[] = [];
    for (const [field, value] of Object.entries(headers)) {
      if (value === undefined || PER_ANSWER.has(field.toLowerCase())) continue;
      if (Array.isArray(value)) for (const item of value) head.push(field, item);
      else head.push(field, String(value));
    }
    if (this.heads.size >= HEADS_KEPT) this.heads.clear();
    this.heads.set(name, head);
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ChangeFeed } from './change-feed';

type Headers = Readonly<Record<string, string>>;

const CSP = 'content-security-policy';

/**
 * The headers helmet sets for `options`, worked out once. Every directive here is a fixed string,
 * so every answer carries the same headers; @fastify/helmet built helmet's middleware afresh on
 * each request (option checks, the policy parsed again): 8% of a cached read's CPU in a profile.
 */
export function securityHeaders(options: HelmetOptions): Headers {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sources of CSP directives that staff set (decision 064: the chat widget's origin in frame-src),
 * read from the database again after each announcement of `scope` on the change feed.
 */
export interface LiveSources {
  changes: Pick<ChangeFeed, 'stamp'>;
  scope: string;
  /** Origins each directive gains (helmet's names: `frameSrc`); anything but an origin is left out. */
  load: () => Promise<Record<string, string[]>>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Only an origin goes into a policy: scheme, host and port, nothing that could start another source or directive. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** While the feed is not listening (pages are not kept then), the sources are read again this often. */
const UNHEARD_RELOAD_MS = 5_000;
/** After a failed read, the next one waits this long (answers keep the headers they had). */
const RETRY_MS = 1_000;

/**
 * The headers with the live sources as of the change feed's stamp: the same object for every
 * answer until the scope is announced; then read once again (one read for every asker).
 */
export class LiveHeaders {
  private headers: Headers;
  /** The stamp the headers were read at; undefined before the first read. */
  private stamp: string | undefined;
  private wanted: string | undefined;
  private pending: Promise<Headers> | undefined;
  private loadedAt = -Infinity;
  private failedAt = -Infinity;

  constructor(
    private readonly options: HelmetOptions,
    private readonly live: LiveSources,
  ) {
    this.headers = securityHeaders(options);
  }

  /** The headers for an answer now: at once while they are current, else once read again. */
  now(): Headers | Promise<Headers> {
    const stamp = this.live.changes.stamp([this.live.scope]);
    if (stamp !== undefined && stamp === this.stamp) return this.headers;
    const now = Date.now();
    if (stamp === undefined) {
      if (!this.pending && now - this.loadedAt >= UNHEARD_RELOAD_MS) void this.reload(undefined);
      return this.headers;
    }
    if (now - this.failedAt < RETRY_MS) return this.headers;
    return this.reload(stamp);
  }

  private reload(stamp: string | undefined): Promise<Headers> {
    if (this.pending && this.wanted === stamp) return this.pending;
    this.wanted = stamp;
    const pending = this.live
      .load()
      .then((sources) => {
        const headers = securityHeaders(this.withSources(sources));
        // a read for a newer stamp started meanwhile: that one's answer stands
        if (this.wanted === stamp) {
          this.headers = headers;
          this.stamp = stamp;
          this.loadedAt = Date.now();
        }
        return headers;
      })
      .catch((error: unknown) => {
        this.failedAt = Date.now();
        this.live.log?.warn(
          { err: error },
          'security headers: live sources unavailable; the last ones stand',
        );
        return this.headers;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }

  private withSources(sources: Record<string, string[]>): HelmetOptions {
    const csp = this.options.contentSecurityPolicy;
    if (!csp || csp === true) return this.options;
    const directives = { ...csp.directives };
    for (const [name, values] of Object.entries(sources)) {
      const origins = values.filter((value) => {
        const safe = ORIGIN.test(value);
        if (!safe)
          this.live.log?.warn({ directive: name, value }, 'security headers: not an origin, left out');
        return safe;
      });
      const fixed = directives[name];
      const base = Array.isArray(fixed) ? fixed : [];
      directives[name] = [...base, ...origins.filter((origin) => !base.includes(origin))];
    }
    return { ...this.options, contentSecurityPolicy: { ...csp, directives } };
  }
}

/** Every answer starts with helmet's headers; a route may still set its own (uploads do). */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * As addSecurityHeaders, with a policy that follows what staff set (`live`): each answer gets the
 * policy of the moment it was asked, and again of the moment it is sent when an announcement came
 * in between, so a page kept under a newer stamp (platform/web.ts, the page front, which repeats
 * the headers a page was first sent with) never keeps an older policy.
 */
export function addLiveSecurityHeaders(app: FastifyInstance, live: LiveSources, options: HelmetOptions) {
  const policy = new LiveHeaders(options, live);
  // the policy each request was given: a different one at its send was set by its route
  const given = new WeakMap<FastifyRequest, string | undefined>();
  app.addHook('onReady', async () => {
    await policy.now();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const now = policy.now();
    if (!(now instanceof Promise)) {
      reply.headers(now);
      given.set(request, now[CSP]);
      return done();
    }
    void now.then((headers) => {
      reply.headers(headers);
      given.set(request, headers[CSP]);
      done();
    });
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const set = given.get(request);
    if (set === undefined || reply.getHeader(CSP) !== set) return done(null, payload);
    const now = policy.now();
    if (!(now instanceof Promise)) {
      if (now[CSP] !== undefined && now[CSP] !== set) reply.header(CSP, now[CSP]);
      return done(null, payload);
    }
    void now.then((headers) => {
      if (headers[CSP] !== undefined && reply.getHeader(CSP) === set) reply.header(CSP, headers[CSP]);
      done(null, payload);
    });
  });
}

// Prometheus metrics (issue 37, docs/decisions/054-metrics-and-readiness.md). One registry per app,
// read at each scrape: counters this process keeps, and gauges worked out when scraped (the pools,
// the pressure, the job queue's rows). The job gauges are the queue's, shared by every process: each
// process reports the same figure (take the max across instances, not the sum).
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql';
import { AppError } from './errors';
import type { JobQueue } from './jobs';
import type { OverloadCause, Pressure } from './overload';
import { overLimit } from './rate-limit';
import type { ReadCache } from './read-cache';

/** Where /metrics is answered (config.ts decides; production never answers it unprotected). */
export interface MetricsAccess {
  /** `main`: on the app's port; `port`: only on a listener of its own; `off`: nowhere. */
  exposed: 'main' | 'port' | 'off';
  /** A bearer token the scraper must send, wherever it is answered. */
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export interface MetricsSources {
  database: Database;
  pressure: () => Pressure;
  readCache: ReadCache;
  jobs: JobQueue;
}

/** Latency buckets in seconds: a cached answer takes a millisecond, a page render a few hundred. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The queue is read once per scrape, whichever job gauge asks first. */
const JOBS_SNAPSHOT_MS = 1_000;

interface JobsSnapshot {
  waiting: number;
  scheduled: number;
  running: number;
  failed: number;
  oldestWaitingSeconds: number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly overloadRefusals = new Map<string, number>();
  private readonly caches = new Map<string, ReadCache>();
  private readonly signInCodes: Counter<'channel'>;
  private readonly transfers: Counter<'result' | 'code'>;
  private jobsRead: { at: number; snapshot: Promise<JobsSnapshot | undefined> } | undefined;
  /** Page-cache answers the page front gave without the app (platform/page-front.ts). */
  frontAnswers = 0;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    // collect() runs with the metric as `this`: what it reads of this object, as closures
    const overloadRefusals = this.overloadRefusals;
    const caches = this.caches;
    const frontAnswers = () => this.frontAnswers;
    const jobsSnapshot = () => this.jobsSnapshot();
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'miao_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'miao_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    new Counter({
      name: 'miao_refusals_total',
      help: 'Requests refused: reason overload (503; limit says which bound) or rate_limit (hits past the named limit)',
      labelNames: ['reason', 'limit'],
      registers,
      collect() {
        this.reset();
        for (const [limit, count] of overloadRefusals) this.inc({ reason: 'overload', limit }, count);
        for (const [limit, count] of overLimit) this.inc({ reason: 'rate_limit', limit }, count);
      },
    });
    new Gauge({
      name: 'miao_event_loop_lag_seconds',
      help: 'The event loop lag the overload guard measured last',
      registers,
      aggregator: 'max',
      collect() {
        this.set(sources.pressure().eventLoopMs / 1000);
      },
    });
    new Gauge({
      name: 'miao_http_in_flight',
      help: 'Requests admitted and not yet answered',
      registers,
      collect() {
        this.set(sources.pressure().inFlight);
      },
    });
    new Gauge({
      name: 'miao_overloaded',
      help: '1 while new requests are refused with 503',
      registers,
      aggregator: 'max',
      collect() {
        this.set(sources.pressure().overloaded ? 1 : 0);
      },
    });
    new Gauge({
      name: 'miao_db_pool_connections',
      help: 'Database connections by pool and state (PostgreSQL; the embedded database has no pool)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const pool of sources.database.pools?.() ?? []) {
          this.set({ pool: pool.pool, state: 'in_use' }, pool.inUse);
          this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
        }
      },
    });
    new Gauge({
      name: 'miao_db_pool_waiting',
      help: 'Queries waiting for a database connection (always 0 on the embedded database)',
      labelNames: ['pool'],
      registers,
      collect() {
        const pools = sources.database.pools?.();
        if (!pools) this.set({ pool: 'embedded' }, sources.database.waiting());
        else for (const pool of pools) this.set({ pool: pool.pool }, pool.waiting);
      },
    });
    new Gauge({
      name: 'miao_db_info',
      help: 'The database kind this process uses',
      labelNames: ['kind'],
      registers,
      aggregator: 'max',
      collect() {
        this.set({ kind: sources.database.kind }, 1);
      },
    });
    new Gauge({
      name: 'miao_jobs',
      help: 'Jobs in the queue (all processes) by state: waiting (due), scheduled (later), running, failed',
      labelNames: ['state'],
      registers,
      aggregator: 'max',
      async collect() {
        const jobs = await jobsSnapshot();
        if (!jobs) return;
        for (const state of ['waiting', 'scheduled', 'running', 'failed'] as const)
          this.set({ state }, jobs[state]);
      },
    });
    new Gauge({
      name: 'miao_jobs_oldest_waiting_seconds',
      help: 'How long the oldest due job has waited to be claimed (0 when none waits)',
      registers,
      aggregator: 'max',
      async collect() {
        const jobs = await jobsSnapshot();
        if (jobs) this.set(jobs.oldestWaitingSeconds);
      },
    });
    new Counter({
      name: 'miao_job_runs_total',
      help: 'Job runs of this process by result: done, retry (failed, due again later), failed (for good)',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        const { done, retry, failed } = sources.jobs.outcomes;
        this.inc({ result: 'done' }, done);
        this.inc({ result: 'retry' }, retry);
        this.inc({ result: 'failed' }, failed);
      },
    });
    new Counter({
      name: 'miao_cache_lookups_total',
      help: 'Read-cache (API answers) and page-cache (rendered pages) lookups by result',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, store] of caches) {
          const front = cache === 'page' ? frontAnswers() : 0;
          this.inc({ cache, result: 'hit' }, store.lookups.hits + front);
          this.inc({ cache, result: 'miss' }, store.lookups.misses);
        }
      },
    });
    this.signInCodes = new Counter({
      name: 'miao_sign_in_codes_sent_total',
      help: 'Sign-in codes handed to the mail or SMS transport, by channel',
      labelNames: ['channel'],
      registers,
    });
    this.transfers = new Counter({
      name: 'miao_coin_transfers_total',
      help: 'Wallet transfers by result: done, refused (with the error code) or failed (an error of ours)',
      labelNames: ['result', 'code'],
      registers,
    });
    this.watchCache('read', sources.readCache);
  }

  /** A cache whose `lookups` are reported under `name`. */
  watchCache(name: 'read' | 'page', cache: ReadCache): void {
    this.caches.set(name, cache);
  }

  /** One answered request; `route` is the route's pattern, never the raw address. */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** A request refused with 503 under overload; `limit` names the bound it met. */
  overloadRefused(limit: OverloadCause): void {
    this.overloadRefusals.set(limit, (this.overloadRefusals.get(limit) ?? 0) + 1);
  }

  signInCodeSent(channel: 'email' | 'phone'): void {
    this.signInCodes.inc({ channel });
  }

  /** Counts a wallet transfer's outcome as it settles, and answers it unchanged. */
  async transfer<T>(transferring: Promise<T>): Promise<T> {
    try {
      const done = await transferring;
      this.transfers.inc({ result: 'done', code: '' });
      return done;
    } catch (error) {
      if (error instanceof AppError && error.status < 500)
        this.transfers.inc({ result: 'refused', code: error.code });
      else this.transfers.inc({ result: 'failed', code: '' });
      throw error;
    }
  }

  /** The metrics in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  private jobsSnapshot(): Promise<JobsSnapshot | undefined> {
    const now = Date.now();
    if (this.jobsRead && now - this.jobsRead.at < JOBS_SNAPSHOT_MS) return this.jobsRead.snapshot;
    const snapshot = readJobs(this.sources.database).catch(() => undefined);
    this.jobsRead = { at: now, snapshot };
    return snapshot;
  }
}

async function readJobs(database: Database): Promise<JobsSnapshot> {
  const [row] = rowsOf<Record<keyof JobsSnapshot, string | number | null>>(
    await database.db.execute(sql`
      select count(*) filter (where status = 'pending' and run_at <= now()) as "waiting",
        count(*) filter (where status = 'pending' and run_at > now()) as "scheduled",
        count(*) filter (where status = 'running') as "running",
        count(*) filter (where status = 'failed') as "failed",
        coalesce(extract(epoch from now() - min(run_at) filter (where status = 'pending' and run_at <= now())), 0)
          as "oldestWaitingSeconds"
      from jobs where status in ('pending', 'running', 'failed')`),
  );
  return {
    waiting: Number(row?.waiting ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestWaitingSeconds: Number(row?.oldestWaitingSeconds ?? 0),
  };
}

const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Whether a request carries the token as `Authorization: Bearer <token>` (compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Counts every answer the app gives by its route's pattern (`/api/tasks/:id`; `unmatched` for
 * addresses no route has), and serves GET /metrics on the app's port when `access` says so.
 */
export function instrument(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): void {
  // callback hook: on every answer, no promise of its own
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (access.exposed !== 'main') return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access.token !== undefined && !carriesToken(request.headers.authorization, access.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: 'unauthorized', message: 'A metrics token is required' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(PROMETHEUS_TYPE)
      .send(await metrics.text());
  });
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT): nothing else is answered there. `read`
 * gives the text: this process's registry, or in the cluster's primary the workers' summed.
 */
export async function serveMetrics(
  access: Pick<MetricsAccess, 'token' | 'port' | 'host'>,
  read: () => Promise<string>,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (access.token !== undefined && !carriesToken(request.headers.authorization, access.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('a metrics token is required\n');
      return;
    }
    read().then(
      (text) =>
        response.writeHead(200, { 'content-type': PROMETHEUS_TYPE, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(access.port ?? 0, access.host, () => resolve());
  });
  server.unref();
  return server;
}

/** In a cluster worker: the primary's METRICS_PORT listener asks this process for its registry. */
export function answerPrimary(metrics: Metrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  // constructing one adds the worker's listener for the primary's requests
  new AggregatorRegistry();
}

/** In the cluster's primary: every worker's metrics, summed (gauges of shared state: the max). */
export function clusterMetrics(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  return () => aggregator.clusterMetrics();
}

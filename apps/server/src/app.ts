import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errors } from '@miao/contracts/errors';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { appRoutes } from './modules/apps/routes';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes } from './modules/chat/routes';
import { coinRoutes } from './modules/coin/routes';
import { financeRoutes } from './modules/coin/finance-routes';
import { commentRoutes } from './modules/comments/routes';
import { customisationRoutes } from './modules/customisation/routes';
import { deviceRoutes } from './modules/devices/routes';
import { devRoutes } from './modules/dev/routes';
import { drawRoutes } from './modules/draws/routes';
import { healthRoutes } from './modules/health/routes';
import { jobRoutes } from './modules/jobs/routes';
import { linkRoutes } from './modules/links/routes';
import { embeddedOrigins, listSiteLinks } from './modules/links/site-links';
import { notificationRoutes } from './modules/notifications/routes';
import { numberRoutes } from './modules/numbers/routes';
import { orderRoutes } from './modules/orders/routes';
import { productRoutes } from './modules/products/routes';
import { productMediaRoutes } from './modules/products/media-routes';
import { listSettings } from './modules/products/settings-service';
import { rewardRoutes } from './modules/rewards/routes';
import { staffRoutes } from './modules/staff/routes';
import { taskDetailAnswer } from './modules/tasks/list-cache';
import { listCategories, listTagGroups, listTags } from './modules/tasks/taxonomy';
import { PAGE_SIZE_STORE } from '@miao/contracts/limits';
import { taskRoutes } from './modules/tasks/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { voteRoutes } from './modules/votes/routes';
import { authentication } from './platform/auth';
import { AppError } from './platform/errors';
import { JobQueue, JOBS_SCOPE } from './platform/jobs';
import { handleMailJobs, outboxMailer, smtpMailer, type Mailer } from './platform/mail';
import { pruneRateLimits, RateLimits } from './platform/rate-limit';
import { addLiveSecurityHeaders } from './platform/security-headers';
import { ChangeFeed, SITE_LINKS_SCOPE, StampedMemo } from './platform/change-feed';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, ReadCache } from './platform/read-cache';
import { httpSms, outboxSms, type SmsSender } from './platform/sms';
import type { Storage } from './platform/storage';
import { createStorage } from './platform/storage-factory';
import { refuseCrossSiteWrites, refuseUnstorableText, storeNothingPersonal } from './platform/guards';
import { webRoutes } from './platform/web';
import { seoRoutes } from './modules/seo/routes';
import { searchRoutes } from './modules/search/routes';
import { guardOverload, type Pressure } from './platform/overload';
import { boundConnections, guardBodies, httpServerOptions } from './platform/slow-clients';
import { PageFront } from './platform/page-front';
import { instrument, Metrics } from './platform/metrics';
import { startTracing, traceRequests } from './platform/tracing';
import { OneLinePerRequest, readableLogStream } from './platform/log-format';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  /** Answers keyed by change stamps (platform/read-cache.ts); one per app, nothing shared. */
  readCache: ReadCache;
  /** What this process heard of committed changes, for cached reads (platform/change-feed.ts). */
  changes: ChangeFeed;
  /** Background jobs: modules register handlers, services `enqueue` (platform/jobs.ts). */
  jobs: JobQueue;
  /** Each recent asker's permissions under the change stamp they were read at (platform/identity.ts). */
  permissions: StampedMemo<number, ReadonlySet<string>>;
  /** Request rate limits, counted in the database in batches (platform/rate-limit.ts). */
  limits: RateLimits;
  /** Whether this process has rendered its common pages into the page cache yet (platform/web.ts; health says). */
  pages: { warmth: 'cold' | 'warming' | 'warm' };
  /** Event-loop lag and queries waiting for a connection; over the limits, requests get 503 (platform/overload.ts). */
  pressure: () => Pressure;
  /** Kept pages answered in front of the app (platform/page-front.ts); the web routes feed it. */
  front: PageFront;
  /** Prometheus metrics of this process (platform/metrics.ts, GET /metrics). */
  metrics: Metrics;
  /** `closing` from SIGTERM on (server.ts): readiness answers 503 while the listener still answers. */
  lifecycle: { closing: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: Storage;
  /** Log requests at config.logLevel (the server); tests stay quiet. */
  logger?: boolean;
  /** Serve the web build (off in API tests). */
  web?: boolean;
  /** Run the background-job worker (server.ts does; tests call `deps.jobs.runDue()` instead). */
  worker?: boolean;
  /** Render the common pages into the page cache once listening (server.ts). */
  warmPages?: boolean;
}

/** Askers whose permissions are remembered (a few hundred bytes each). */
const PERMISSION_MEMO_SIZE = 10_000;
/** How often old rate-limit windows are dropped. */
const MAINTENANCE_MS = 15_000;

/** GET, HEAD and OPTIONS: methods that change nothing. */
function isSafe(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** Housekeeping off the request path; every process runs it, each run is safe alongside another. */
function scheduleMaintenance(app: FastifyInstance) {
  const timer = setInterval(() => {
    pruneRateLimits(app.deps.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'maintenance failed'),
    );
  }, MAINTENANCE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Builds the whole app; server.ts listens on it and tests call it through `app.inject`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const front = new PageFront();
  const readable = config.logFormat === 'pretty';
  const app = Fastify({
    logger: options.logger
      ? readable
        ? { level: config.logLevel, stream: readableLogStream() }
        : { level: config.logLevel }
      : false,
    // the readable format: one line per request, not Fastify's two
    ...(readable ? { logController: new OneLinePerRequest() } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    http: httpServerOptions(config.clients),
    serverFactory: (handler, settings) => front.server(handler, settings),
  }).withTypeProvider<ZodTypeProvider>();
  front.log = app.log;
  app.addHook('preClose', (done) => {
    front.stop();
    app.deps.lifecycle.closing = true;
    done();
  });
  // closing (SIGTERM's drain, modules/health/shutdown.ts): clients reconnect, to another process
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.deps.lifecycle.closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const readCache = new ReadCache(config.readCacheBytes);
  const jobs = new JobQueue(database.db, app.log, config.jobs);
  // the pressure is read through deps: the overload guard below replaces it
  const metrics = new Metrics({ database, pressure: () => deps.pressure(), readCache, jobs });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom, config.mail.smtpTimeoutMs)
        : outboxMailer(database.db)),
    sms: options.sms ?? (config.sms ? httpSms(config.sms.url, config.sms.apiKey) : outboxSms(database.db)),
    storage: options.storage ?? createStorage(config),
    readCache,
    changes: new ChangeFeed(database, app.log),
    jobs,
    permissions: new StampedMemo(PERMISSION_MEMO_SIZE),
    limits: new RateLimits(database.db),
    pages: { warmth: 'cold' },
    pressure: () => ({ eventLoopMs: 0, poolWaiting: 0, inFlight: 0, overloaded: false }),
    front,
    metrics,
    lifecycle: { closing: false },
  };
  front.answered = (seconds) => {
    metrics.frontAnswers++;
    metrics.request('GET', '/*', 200, seconds);
  };
  app.decorate('deps', deps);
  instrument(app, deps.metrics, config.metrics);
  if (config.tracing) {
    const tracing = startTracing(config.tracing);
    traceRequests(app, tracing);
    jobs.spans = tracing;
  }

  // first of the request hooks: a refusal under overload costs nothing else
  deps.pressure = guardOverload(app, config.overload, () => database.waiting());
  boundConnections(app.server, config.clients.connectionsPerAddress);
  guardBodies(app, config.clients);
  scheduleMaintenance(app);
  await deps.changes.start();
  app.addHook('onClose', async () => deps.changes.close());
  handleMailJobs(deps.jobs, deps);
  if (options.worker) {
    // started once every module has registered its handlers (onReady), woken by announcements
    deps.changes.watch(JOBS_SCOPE, () => deps.jobs.wake());
    app.addHook('onReady', async () => deps.jobs.start());
  }
  app.addHook('onClose', async () => deps.jobs.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      info: { title: 'MIAO API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  // the join-us chat widget's origin staff set goes into frame-src, read again when a site link changes (decision 064)
  const embeds = {
    changes: deps.changes,
    scope: SITE_LINKS_SCOPE,
    load: async () => ({ frameSrc: await embeddedOrigins(deps.db, !config.isProduction) }),
    log: app.log,
  };
  addLiveSecurityHeaders(app, embeds, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // WeChat's JS-SDK, loaded only inside WeChat's browser, when share signing is configured (issue 17)
        scriptSrc: ["'self'", ...(config.wechat ? ['https://res.wx.qq.com'] : [])],
        // style attributes set by React (font scaling, progress bars) need inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(config)],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins(config)],
        connectSrc: ["'self'", ...mediaOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers go out compressed (brotli or gzip by Accept-Encoding): pages, scripts and the stylesheet
  // shrink about fivefold, a page of comments 35-fold; most of a first load on a slow link.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(cookie);
  await app.register(authentication);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(error.validation.map((v) => v.instancePath.replace(/^\//, '').replace(/\//g, '.'))),
      ];
      return reply
        .status(422)
        .send({ code: 'validation_error', message: errors.validation_error.message, fields });
    }
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    const status = statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ code: 'too_many_requests', message: errors.too_many_requests.message });
    if (status === 413)
      return reply
        .status(413)
        .send({ code: 'upload_size_exceeded', message: errors.upload_size_exceeded.message });
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply
        .status(status)
        .send({ code: 'validation_error', message: message ?? errors.validation_error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ code: 'internal_error', message: errors.internal_error.message });
  });

  // Writes to the API are limited per client address in the database, shared by every process.
  // (callback hooks: reads pass through them without a promise of their own)
  app.addHook('onRequest', (request, reply, done) => {
    if (isSafe(request.method) || !request.url.startsWith('/api/')) return done();
    deps.limits.hit(`ip:${request.ip}`, config.rateLimitPerMinute, 60).then((allowed) => {
      if (allowed) return done();
      void reply.status(429).send({ code: 'too_many_requests', message: errors.too_many_requests.message });
    }, done);
  });

  // Safe by default (docs/decisions/017): cookie-carried writes from other sites are refused, every
  // string the API accepts is checked once here, and personal answers are never stored by caches.
  app.addHook('onRequest', refuseCrossSiteWrites);
  app.addHook('preValidation', refuseUnstorableText);
  app.addHook('onSend', storeNothingPersonal);

  // A write answers once this process has heard its commit announced: a client's next read here
  // (and its cached answers) then includes what it wrote. GET routes that write say so in their
  // route config (`writes: true`).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isSafe(request.method) && !request.routeOptions.config.writes) return done(null, payload);
    deps.changes.sync().then(() => done(null, payload), done);
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes);
  await app.register(devRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(uploadRoutes);
  await app.register(coinRoutes);
  await app.register(financeRoutes);
  await app.register(taskRoutes);
  await app.register(voteRoutes);
  await app.register(commentRoutes);
  await app.register(rewardRoutes);
  await app.register(notificationRoutes);
  await app.register(productRoutes);
  await app.register(productMediaRoutes);
  await app.register(linkRoutes);
  await app.register(appRoutes);
  await app.register(jobRoutes);
  await app.register(orderRoutes);
  await app.register(deviceRoutes);
  await app.register(customisationRoutes);
  await app.register(drawRoutes);
  await app.register(numberRoutes);
  await app.register(chatRoutes);
  await app.register(searchRoutes);
  await app.register(staffRoutes);
  await app.register(seoRoutes);

  if (options.web ?? true) {
    await app.register(webRoutes, {
      productSettings: () => listSettings(deps.db, deps.storage),
      siteLinks: () => listSiteLinks(deps.db),
      // the task pages render with the task as visitors see it; one they may not see renders without
      publicTask: (id: number) =>
        taskDetailAnswer(deps, { userId: undefined, isStaff: false }, id).catch((error: unknown) => {
          if (error instanceof AppError) return undefined;
          throw error;
        }),
      // the task board's filters as a visitor's GETs answer them (page_size as the browser asks)
      taxonomy: async () => {
        const query = { page_number: 1, page_size: PAGE_SIZE_STORE };
        const [categories, tags, tagGroups] = await Promise.all([
          listCategories(deps.db, { userId: undefined, isStaff: false }, query),
          listTags(deps.db, query),
          listTagGroups(deps.db, query),
        ]);
        return { categories, tags, tagGroups };
      },
      warm: options.warmPages,
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ code: 'not_found', message: errors.not_found.message }),
    );
  }
  return app;
}

function mediaOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [config.mediaBaseUrl, config.s3?.endpoint]) {
    if (url) origins.add(new URL(url).origin);
  }
  if (config.s3 && !config.s3.endpoint)
    origins.add(`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`);
  return [...origins];
}

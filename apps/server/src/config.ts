import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  COIN_DAILY_SEND_LIMIT_DEFAULT,
  COIN_TRANSFERS_PER_MINUTE_DEFAULT,
  SIGN_IN_CODE_RESEND_SECONDS,
  SIGN_IN_CODES_PER_ADDRESS_PER_DAY,
  SIGN_IN_CODES_PER_ADDRESS_PER_HOUR,
  SIGN_IN_CODES_PER_IP_PER_HOUR,
  SIGN_IN_CODES_PER_REQUESTER_PER_DAY,
  SIGN_IN_CODES_PER_REQUESTER_PER_HOUR,
} from '@miao/contracts/limits';
import { CHAT_REQUESTS_PER_MINUTE_DEFAULT } from '@miao/contracts/chat';
import { DEVICE_VERIFY_PER_ADDRESS_PER_DAY, DEVICE_VERIFY_PER_SN_PER_DAY } from '@miao/contracts/devices';
import type { ClientLimits } from './platform/slow-clients';
import type { MetricsAccess } from './platform/metrics';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A positive whole number setting with its default. */
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  PUBLIC_URL: optional,
  /** Prefix of the auth cookies; test environments get their own (spec 7). Default: none in production. */
  COOKIE_PREFIX: z.string().optional(),
  TOKEN_SECRET: optional,
  UPLOAD_SECRET: optional,
  TRUST_PROXY: flag,
  /** Requests per minute per IP for writes to the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  SMTP_URL: optional,
  /** Sender of the mails; production with SMTP_URL needs it set (a localhost sender is refused by receivers). */
  MAIL_FROM: optional,
  SMS_PROVIDER_URL: optional,
  SMS_API_KEY: optional,
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  /** Public base of stored objects (CDN or bucket URL); default: the bucket endpoint or /uploads. */
  MEDIA_BASE_URL: optional,
  /** Skip the demo seed even on an empty embedded database. */
  NO_SEED: flag,
  /** Seconds before another sign-in code may go to the same address (end-to-end tests shorten it). */
  SIGN_IN_RESEND_SECONDS: z.coerce.number().int().min(0).default(SIGN_IN_CODE_RESEND_SECONDS),
  /**
   * Codes sent per address and requester, per address from unrecognised requesters, and per client
   * address (spec 9 and docs/decisions/042 unless set; e2e raises them: its flows sign the demo
   * members in far more often than a person does, all from 127.0.0.1).
   */
  SIGN_IN_CODES_PER_REQUESTER_PER_HOUR: count(SIGN_IN_CODES_PER_REQUESTER_PER_HOUR),
  SIGN_IN_CODES_PER_REQUESTER_PER_DAY: count(SIGN_IN_CODES_PER_REQUESTER_PER_DAY),
  SIGN_IN_CODES_PER_ADDRESS_PER_HOUR: count(SIGN_IN_CODES_PER_ADDRESS_PER_HOUR),
  SIGN_IN_CODES_PER_ADDRESS_PER_DAY: count(SIGN_IN_CODES_PER_ADDRESS_PER_DAY),
  SIGN_IN_CODES_PER_IP_PER_HOUR: count(SIGN_IN_CODES_PER_IP_PER_HOUR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one readable line per request (the default outside production); `json`: pino's JSON lines (production's). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /**
   * GET /metrics (docs/decisions/054): a bearer token the scraper sends, and/or a port of its own
   * (on METRICS_HOST, default HOST) where nothing else is answered. Production without either
   * answers /metrics nowhere.
   */
  METRICS_TOKEN: optional,
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: optional,
  /**
   * OpenTelemetry traces (platform/tracing.ts): off unless an OTLP/HTTP endpoint is set, the
   * standard variables of the OpenTelemetry SDKs (`…_TRACES_ENDPOINT` is the full URL, the other
   * the collector's base, to which /v1/traces is added).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: optional,
  /**
   * After SIGTERM, how long the server keeps answering (readiness 503) before it closes its
   * listener, so a balancer's health checks take it out first. Default 5 s behind TRUST_PROXY, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** MIAO COIN one user may send per coin type per UTC day (issue 3: a daily per-user send limit). */
  COIN_DAILY_SEND_LIMIT: z.coerce.number().int().min(1).default(COIN_DAILY_SEND_LIMIT_DEFAULT),
  /** Wallet transfers one user may start per minute (spec 8: too many requests). */
  COIN_TRANSFERS_PER_MINUTE: z.coerce.number().int().min(1).default(COIN_TRANSFERS_PER_MINUTE_DEFAULT),
  /** WeChat official-account app id for share signing (POST /api/share/sign); unset: 503. */
  WECHAT_APP_ID: optional,
  /** With the app id: the server fetches and caches the access token and JS-SDK ticket from WeChat. */
  WECHAT_APP_SECRET: optional,
  /** A fixed JS-SDK ticket (wins over fetching); for tests and set-ups that refresh it elsewhere. */
  WECHAT_JSAPI_TICKET: optional,
  /**
   * Request header holding the visitor's country set by a CDN in front (e.g. cf-ipcountry). Unset:
   * /api/country-check uses the bundled IP ranges only (clients could otherwise forge the header).
   */
  COUNTRY_HEADER: optional,
  /** Background jobs (docs/decisions/016): how often each process looks for due jobs, in ms. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** How long a claimed job is held; a job of a process that died is taken again after this. */
  JOBS_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /** First retry delay of a failed job; doubles per attempt (with jitter), at most an hour. */
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * The most one SMTP transaction may take, from connecting to the server's answer to the message:
   * the mailer cuts it off then (docs/decisions/046). A mail job is held this long plus
   * JOBS_LEASE_MS before its transaction starts, so no other process sends it again meanwhile.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** HMAC-SHA256 secrets of the order webhook (decision 018), per store; unset: that store's events get 503. */
  ORDER_WEBHOOK_SECRET_CN: optional,
  ORDER_WEBHOOK_SECRET_EN: optional,
  /**
   * The HMAC secrets of the seeded Shopify and WooCommerce connections (decision 048); outside
   * production the demo seed falls back to DEMO_STORE_SECRETS, which production refuses.
   */
  STORE_WEBHOOK_SECRET_SHOPIFY: optional,
  STORE_WEBHOOK_SECRET_WOOCOMMERCE: optional,
  /** An OpenAI-compatible chat model for the assistant (all three set); else the built-in answerer. */
  CHAT_API_URL: optional,
  CHAT_API_KEY: optional,
  CHAT_MODEL: optional,
  /** Questions per minute per member and per client address (spec 8: too many requests). */
  CHAT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(CHAT_REQUESTS_PER_MINUTE_DEFAULT),
  /** An OpenAI-compatible transcription endpoint for POST /api/speech; unset: speech input is refused. */
  SPEECH_API_URL: optional,
  SPEECH_API_KEY: optional,
  SPEECH_MODEL: z.string().trim().min(1).default('whisper-1'),
  /** The data-factory endpoint of the AI workspace (spec 7) and its own token; unset: the tool is refused. */
  DATA_FACTORY_URL: optional,
  DATA_FACTORY_TOKEN: optional,
  /** Memory for cached API answers and for rendered pages, in MB each (issue 13: bounded by bytes). */
  READ_CACHE_MB: z.coerce.number().int().min(1).default(32),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).default(32),
  /** Server processes sharing the port (PostgreSQL only; the embedded database keeps one). Default: the cores. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Overload (issue 13): refuse with 503 while the event loop lags this long, or this many queries wait for a connection. */
  OVERLOAD_EVENT_LOOP_MS: z.coerce.number().int().min(10).default(150),
  OVERLOAD_POOL_WAITING: z.coerce.number().int().min(1).default(200),
  OVERLOAD_IN_FLIGHT: z.coerce.number().int().min(1).default(256),
  /**
   * Slow clients (issue 33, docs/decisions/047): open connections per client address and process
   * (0: no bound; default 128, or none behind TRUST_PROXY, where the proxy holds the connections),
   * the time a request's headers may take, and a body's deadline and minimum rate.
   */
  /** Serial verifications per client address and per SN a UTC day (decision 043; e2e raises them). */
  DEVICE_VERIFY_PER_ADDRESS_PER_DAY: count(DEVICE_VERIFY_PER_ADDRESS_PER_DAY),
  DEVICE_VERIFY_PER_SN_PER_DAY: count(DEVICE_VERIFY_PER_SN_PER_DAY),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  BODY_DEADLINE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(100_000_000).default(2_048),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  cookiePrefix: string;
  tokenSecret: string;
  uploadSecret: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { url: string; apiKey: string } | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  mediaBaseUrl: string | undefined;
  seed: boolean;
  signInResendSeconds: number;
  signInCodes: {
    perRequesterPerHour: number;
    perRequesterPerDay: number;
    perAddressPerHour: number;
    perAddressPerDay: number;
    perIpPerHour: number;
  };
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  metrics: MetricsAccess;
  /** Where traces are sent (OTLP over HTTP, JSON), or undefined: no tracing. */
  tracing: { url: string; serviceName: string } | undefined;
  shutdownDrainMs: number;
  coinDailySendLimit: number;
  coinTransfersPerMinute: number;
  wechat: { appId: string; appSecret: string | undefined; jsapiTicket: string | undefined } | undefined;
  countryHeader: string | undefined;
  jobs: { pollMs: number; leaseMs: number; retryBaseMs: number };
  clients: ClientLimits;
  deviceVerify: { perAddressPerDay: number; perSnPerDay: number };
  /**
   * `smtpTimeoutMs`: the deadline of one SMTP transaction. `sendingLeaseMs`: how long a mail job is
   * held before it (the deadline plus the jobs' lease: always longer than the transaction can be).
   */
  mail: { smtpTimeoutMs: number; sendingLeaseMs: number };
  orderWebhookSecrets: { cn: string | undefined; overseas: string | undefined };
  storeWebhookSecrets: { shopify: string | undefined; woocommerce: string | undefined };
  chatModel: { url: string; apiKey: string; model: string } | undefined;
  chatRequestsPerMinute: number;
  speech: { url: string; apiKey: string; model: string } | undefined;
  dataFactory: { url: string; token: string } | undefined;
  readCacheBytes: number;
  pageCacheBytes: number;
  /** Processes `npm start` / `npm run serve` run (1 on the embedded database). */
  webConcurrency: number;
  /** WEB_CONCURRENCY above 1 on the embedded database, which runs one process: the server says so. */
  concurrencyRefused: boolean;
  overload: { eventLoopMs: number; poolWaiting: number; inFlight: number };
}

/** Secrets absent from the environment are generated once into DATA_DIR so the default needs no setup. */
function loadSecrets(dataDir: string): { tokenSecret: string; uploadSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    tokenSecret: randomBytes(32).toString('hex'),
    uploadSecret: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The demo store connections' secrets (decision 048): the seed's, never production's. */
export const DEMO_STORE_SECRETS = {
  shopify: 'demo-shopify-webhook-secret-not-for-production',
  woocommerce: 'demo-woocommerce-webhook-secret-not-for-production',
} as const;

/** Shortest TOKEN_SECRET / UPLOAD_SECRET accepted in production (256 bits as hex). */
const SECRET_MIN_LENGTH = 32;

/** The server refuses to start: every problem of the settings, named at once. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    production: boolean,
  ) {
    super(
      `${production ? 'NODE_ENV=production needs these settings (missing, too short or invalid)' : 'these settings are invalid'}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Production never makes up its own secrets, addresses or transports: every missing one is named at
 * once and the server does not start (docs/decisions/017, 026). Elsewhere they are generated into
 * DATA_DIR, and codes wait in the outbox.
 */
export function missingProductionSettings(env: Env): string[] {
  const missing: string[] = [];
  for (const name of ['TOKEN_SECRET', 'UPLOAD_SECRET'] as const) {
    const value = env[name];
    if (!value || value.length < SECRET_MIN_LENGTH)
      missing.push(`${name} (at least ${SECRET_MIN_LENGTH} characters)`);
  }
  if (!env.PUBLIC_URL) missing.push('PUBLIC_URL (the site’s public address, https://…)');
  else if (!isHttpOrigin(env.PUBLIC_URL)) missing.push('PUBLIC_URL (must be an http(s) address)');
  // sign-in codes go by mail (overseas) or SMS (China mode); without a transport nobody can sign in
  if (!env.SMTP_URL && !env.SMS_PROVIDER_URL)
    missing.push('SMTP_URL or SMS_PROVIDER_URL (a mail or SMS transport for sign-in codes)');
  if (env.SMTP_URL && !env.MAIL_FROM) missing.push('MAIL_FROM (SMTP_URL is set)');
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < SECRET_MIN_LENGTH)
    missing.push(`METRICS_TOKEN (at least ${SECRET_MIN_LENGTH} characters)`);
  if (env.SMS_PROVIDER_URL && !env.SMS_API_KEY) missing.push('SMS_API_KEY (SMS_PROVIDER_URL is set)');
  if (env.WECHAT_APP_ID && !env.WECHAT_APP_SECRET && !env.WECHAT_JSAPI_TICKET)
    missing.push('WECHAT_APP_SECRET (WECHAT_APP_ID is set)');
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    missing.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither)');
  for (const [name, demo] of [
    ['STORE_WEBHOOK_SECRET_SHOPIFY', DEMO_STORE_SECRETS.shopify],
    ['STORE_WEBHOOK_SECRET_WOOCOMMERCE', DEMO_STORE_SECRETS.woocommerce],
  ] as const)
    if (env[name] === demo) missing.push(`${name} (the demo secret is not accepted in production)`);
  return missing;
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Every problem of a settings source: values that do not parse (each named) and, in production,
 * the missing ones. Empty when the server may start.
 */
export function configProblems(source: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const invalid = parsed.error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`);
    // the production rules are checked too, so one start names everything to fix
    const production = source.NODE_ENV === 'production';
    const lenient = production
      ? envSchema.partial().safeParse(withoutInvalid(source, parsed.error.issues))
      : undefined;
    const missing = lenient?.success ? missingProductionSettings(lenient.data as Env) : [];
    return [...invalid, ...missing];
  }
  return parsed.data.NODE_ENV === 'production' ? missingProductionSettings(parsed.data) : [];
}

function withoutInvalid(
  source: Record<string, string | undefined>,
  issues: readonly { path: readonly PropertyKey[] }[],
): Record<string, string | undefined> {
  const bad = new Set(issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(source).filter(([name]) => !bad.has(name)));
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const problems = configProblems(source);
  if (problems.length > 0) throw new ConfigError(problems, source.NODE_ENV === 'production');
  const env = envSchema.parse(source);
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory npm was called from.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const generated = env.TOKEN_SECRET && env.UPLOAD_SECRET ? undefined : loadSecrets(dataDir);
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    cookiePrefix: env.COOKIE_PREFIX ?? (isProduction ? '' : 'test_'),
    tokenSecret: env.TOKEN_SECRET ?? generated!.tokenSecret,
    uploadSecret: env.UPLOAD_SECRET ?? generated!.uploadSecret,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'MIAO <no-reply@localhost>',
    sms: env.SMS_PROVIDER_URL ? { url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY ?? '' } : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaBaseUrl: env.MEDIA_BASE_URL,
    seed: !env.NO_SEED,
    signInResendSeconds: env.SIGN_IN_RESEND_SECONDS,
    signInCodes: {
      perRequesterPerHour: env.SIGN_IN_CODES_PER_REQUESTER_PER_HOUR,
      perRequesterPerDay: env.SIGN_IN_CODES_PER_REQUESTER_PER_DAY,
      perAddressPerHour: env.SIGN_IN_CODES_PER_ADDRESS_PER_HOUR,
      perAddressPerDay: env.SIGN_IN_CODES_PER_ADDRESS_PER_DAY,
      perIpPerHour: env.SIGN_IN_CODES_PER_IP_PER_HOUR,
    },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    metrics: {
      // production answers /metrics only when protected: by its token, or on a port of its own
      exposed: env.METRICS_PORT ? 'port' : env.METRICS_TOKEN || !isProduction ? 'main' : 'off',
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
      host: env.METRICS_HOST ?? env.HOST,
    },
    tracing:
      env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT
        ? {
            url:
              env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
              `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`,
            serviceName: env.OTEL_SERVICE_NAME ?? 'miao-server',
          }
        : undefined,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.TRUST_PROXY ? 5_000 : 0),
    coinDailySendLimit: env.COIN_DAILY_SEND_LIMIT,
    coinTransfersPerMinute: env.COIN_TRANSFERS_PER_MINUTE,
    wechat:
      env.WECHAT_APP_ID && (env.WECHAT_JSAPI_TICKET || env.WECHAT_APP_SECRET)
        ? { appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET, jsapiTicket: env.WECHAT_JSAPI_TICKET }
        : undefined,
    countryHeader: env.COUNTRY_HEADER?.toLowerCase(),
    readCacheBytes: env.READ_CACHE_MB * 1024 * 1024,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    webConcurrency: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    concurrencyRefused: !env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1,
    overload: {
      eventLoopMs: env.OVERLOAD_EVENT_LOOP_MS,
      poolWaiting: env.OVERLOAD_POOL_WAITING,
      inFlight: env.OVERLOAD_IN_FLIGHT,
    },
    deviceVerify: {
      perAddressPerDay: env.DEVICE_VERIFY_PER_ADDRESS_PER_DAY,
      perSnPerDay: env.DEVICE_VERIFY_PER_SN_PER_DAY,
    },
    clients: {
      connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 128),
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      bodyDeadlineMs: env.BODY_DEADLINE_MS,
      bodyMinBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
    },
    jobs: { pollMs: env.JOBS_POLL_MS, leaseMs: env.JOBS_LEASE_MS, retryBaseMs: env.JOBS_RETRY_BASE_MS },
    mail: { smtpTimeoutMs: env.SMTP_TIMEOUT_MS, sendingLeaseMs: env.SMTP_TIMEOUT_MS + env.JOBS_LEASE_MS },
    orderWebhookSecrets: { cn: env.ORDER_WEBHOOK_SECRET_CN, overseas: env.ORDER_WEBHOOK_SECRET_EN },
    storeWebhookSecrets: {
      shopify: env.STORE_WEBHOOK_SECRET_SHOPIFY,
      woocommerce: env.STORE_WEBHOOK_SECRET_WOOCOMMERCE,
    },
    chatModel:
      env.CHAT_API_URL && env.CHAT_API_KEY && env.CHAT_MODEL
        ? { url: env.CHAT_API_URL, apiKey: env.CHAT_API_KEY, model: env.CHAT_MODEL }
        : undefined,
    chatRequestsPerMinute: env.CHAT_REQUESTS_PER_MINUTE,
    speech: env.SPEECH_API_URL
      ? { url: env.SPEECH_API_URL, apiKey: env.SPEECH_API_KEY ?? '', model: env.SPEECH_MODEL }
      : undefined,
    dataFactory:
      env.DATA_FACTORY_URL && env.DATA_FACTORY_TOKEN
        ? { url: env.DATA_FACTORY_URL, token: env.DATA_FACTORY_TOKEN }
        : undefined,
  };
}

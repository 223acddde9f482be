import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { authHeader, createTestApp, testConfig, type TestApp } from '../test/app';
import { buildUser } from '../test/factories';
import { defineJob, enqueue } from './jobs';
import { serveMetrics } from './metrics';

/** The value of the sample `name{labels…}` in a Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([label, value]) => present.includes(`${label}="${value}"`)))
      return Number(match[3]);
  }
  return undefined;
}

describe('metrics outside production', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('answers in the Prometheus text format with every family named in the runbook', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const name of [
      'miao_http_requests_total',
      'miao_http_request_duration_seconds',
      'miao_refusals_total',
      'miao_event_loop_lag_seconds',
      'miao_http_in_flight',
      'miao_overloaded',
      'miao_db_pool_waiting',
      'miao_db_info',
      'miao_jobs',
      'miao_jobs_oldest_waiting_seconds',
      'miao_job_runs_total',
      'miao_cache_lookups_total',
      'miao_sign_in_codes_sent_total',
      'miao_coin_transfers_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(res.body, name).toContain(`# TYPE ${name} `);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const route = { method: 'GET', route: '/api/tasks/:id', status: '404' };
    const before = sample(await scrape(), 'miao_http_requests_total', route) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/tasks/987654' });
    await t.app.inject({ method: 'GET', url: '/api/tasks/987655' });
    const text = await scrape();
    expect(sample(text, 'miao_http_requests_total', route)).toBe(before + 2);
    expect(sample(text, 'miao_http_request_duration_seconds_count', route)).toBe(before + 2);
    // the pattern, never the address asked
    expect(text).not.toContain('/api/tasks/987654');
    expect(sample(text, 'miao_http_requests_total', { route: 'unmatched', status: '404' })).toBeUndefined();
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(sample(await scrape(), 'miao_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
  });

  it('counts rate-limit refusals by the limit', async () => {
    const limit = { reason: 'rate_limit', limit: 'ip' };
    const before = sample(await scrape(), 'miao_refusals_total', limit) ?? 0;
    // fixed one-minute windows: a boundary may pass between two requests, so ask until refused
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 6) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: { email: 'not an address' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(sample(await scrape(), 'miao_refusals_total', limit)).toBe(before + 1);
  });

  it('shows the job queue: waiting jobs and the oldest one’s age', async () => {
    await enqueue(
      t.db,
      defineJob<Record<string, never>>('metrics-test-nobody-handles'),
      {},
      {
        runAt: new Date(Date.now() - 30_000),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const text = await scrape();
    expect(sample(text, 'miao_jobs', { state: 'waiting' })).toBe(1);
    expect(sample(text, 'miao_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(29);
  });

  it('counts sign-in codes sent and transfers with their refusals', async () => {
    const codes = { channel: 'email' };
    expect(sample(await scrape(), 'miao_sign_in_codes_sent_total', codes)).toBeUndefined();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'metrics@example.com' },
      remoteAddress: '10.1.1.1',
    });
    expect(sent.statusCode).toBe(200);
    expect(sample(await scrape(), 'miao_sign_in_codes_sent_total', codes)).toBe(1);

    const sender = await buildUser(t.db);
    const receiver = await buildUser(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: await authHeader(t.config, sender.id),
      payload: { coin_type_id: 1, wallet_address: receiver.walletAddress, number: 5 },
      remoteAddress: '10.2.2.2',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const text = await scrape();
    expect(sample(text, 'miao_coin_transfers_total', { result: 'refused', code: refused.json().code })).toBe(
      1,
    );
    expect(sample(text, 'miao_coin_transfers_total', { result: 'done' })).toBeUndefined();
  });

  it('counts read-cache lookups', async () => {
    const before = await scrape();
    const hits = sample(before, 'miao_cache_lookups_total', { cache: 'read', result: 'hit' }) ?? 0;
    const misses = sample(before, 'miao_cache_lookups_total', { cache: 'read', result: 'miss' }) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/tasks' });
    const after = await scrape();
    const hitsAfter = sample(after, 'miao_cache_lookups_total', { cache: 'read', result: 'hit' })!;
    const missesAfter = sample(after, 'miao_cache_lookups_total', { cache: 'read', result: 'miss' })!;
    expect(hitsAfter + missesAfter - hits - misses).toBeGreaterThanOrEqual(3);
    expect(hitsAfter).toBeGreaterThan(hits);
  });
});

describe('metrics protected by a token', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789abcdef-0123456789';
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with another, 200 with it', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('miao_http_requests_total');
    // the refused scrapes were counted like any request
    expect(sample(right.body, 'miao_http_requests_total', { route: '/metrics', status: '401' })).toBe(2);
  });
});

describe('metrics in production', () => {
  const production = {
    NODE_ENV: 'production',
    TOKEN_SECRET: 'x'.repeat(32),
    UPLOAD_SECRET: 'y'.repeat(32),
    PUBLIC_URL: 'https://shop.example.com',
    SMTP_URL: 'smtp://localhost:25',
    MAIL_FROM: 'MIAO <no-reply@shop.example.com>',
  };

  it('never answers unprotected: off without a token or a port of its own', () => {
    expect(loadConfig(production).metrics.exposed).toBe('off');
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(32) }).metrics).toMatchObject({
      exposed: 'main',
      token: 'm'.repeat(32),
    });
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toMatchObject({
      exposed: 'port',
      port: 9464,
    });
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('answers 404 on the app when off', async () => {
    const t = await createTestApp(production);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('serves them on a port of their own, and only there', async () => {
    const t = await createTestApp({ METRICS_PORT: '9464' });
    const server = await serveMetrics({ ...t.config.metrics, port: 0, host: '127.0.0.1' }, () =>
      t.app.deps.metrics.text(),
    );
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('miao_db_info');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
      await t.close();
    }
  });

  it('keeps testConfig unprotected outside production', () => {
    expect(testConfig('/tmp/miao-metrics-config').metrics.exposed).toBe('main');
  });
});

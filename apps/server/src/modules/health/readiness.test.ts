import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { closeGracefully } from './shutdown';
import { answerWhileStarting } from './starting';
import { clientDir } from '../../platform/web-build';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as unknown };
}

describe('liveness and readiness of a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is alive and ready, and /api/health answers as before', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ live: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', pages: 'cold' });
  });

  it('publishes both paths in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/health/live']).toBeDefined();
    expect(doc.paths['/api/health/ready']).toBeDefined();
  });
});

describe('readiness while the pages are rendered at start', () => {
  // the pages are the web build's: without one (the unit run comes before `npm run build`) there is
  // nothing to warm and the process is ready at once; CI's PostgreSQL run, after the build, runs this
  it.runIf(existsSync(clientDir))(
    'answers 503 "warming" from the moment it listens until the page cache is warm',
    async () => {
      const t = await createTestApp({}, { web: true, warmPages: true });
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        const first = await get(`${base}/api/health/ready`);
        expect(first.status).toBe(503);
        expect(first.json()).toEqual({ ready: false, reason: 'warming' });
        expect((await get(`${base}/api/health/live`)).status).toBe(200);
        await expect
          .poll(async () => (await get(`${base}/api/health/ready`)).status, {
            timeout: 240_000,
            interval: 500,
          })
          .toBe(200);
        expect(t.app.deps.pages.warmth).toBe('warm');
      } finally {
        await t.close();
      }
    },
    300_000,
  );
});

describe('readiness after SIGTERM', () => {
  it('answers 503 "closing" while the listener drains, then closes', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await get(`${base}/api/health/ready`)).status).toBe(200);
      const closing = closeGracefully(t.app, 1_500);
      const ready = await get(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'closing' });
      // still serving meanwhile, asking each client to reconnect (to another process)
      const live = await get(`${base}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
      expect((await get(`${base}/api/health`)).status).toBe(200);
      await closing;
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

describe('readiness while migrating and starting', () => {
  it('answers alive and not ready on the port before the app listens, then frees it', async () => {
    const starting = await answerWhileStarting(0, '127.0.0.1');
    const base = `http://127.0.0.1:${starting.port}`;
    try {
      const live = await get(`${base}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.json()).toEqual({ live: true });
      const ready = await get(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'migrating' });
      // scripts that wait for /api/health keep waiting; API clients read the error, people a page
      const health = await get(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('1');
      expect(health.json()).toMatchObject({ code: 'server_busy' });
      const page = await get(`${base}/en/`, { accept: 'text/html' });
      expect(page.status).toBe(503);
      expect(page.text).toContain('<meta http-equiv="refresh"');
      starting.phase = 'starting';
      expect((await get(`${base}/api/health/ready`)).json()).toEqual({ ready: false, reason: 'starting' });
    } finally {
      await starting.close();
    }
    // the port is free for the app's own listener
    const again = await answerWhileStarting(starting.port, '127.0.0.1');
    await again.close();
  });
});

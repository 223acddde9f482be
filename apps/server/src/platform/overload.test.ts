// Issue 13, graceful overload: a saturated event loop or database pool answers 503 with Retry-After
// at once, health says so, and service resumes when the pressure is gone.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { CALM_MS } from './overload';

/** Keeps the event loop busy in slices, letting the lag sampler run late between them. */
async function saturateLoop(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 150;
    while (Date.now() < slice) {
      /* busy: as a crowd of requests keeps the loop */
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request held in hand: its body sent whole, its answer waiting for the mail of its sign-in code
 * (the test's mailer holds every mail until released).
 */
async function heldRequest(port: number, email: string): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const body = JSON.stringify({ email });
  socket.write(
    'POST /api/auth/email-code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body}`,
  );
  return socket;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; status?: string; pressure?: { in_flight: number } };
}

async function get(port: number, path: string): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Answer['body'],
  };
}

describe('overload', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses new requests with 503 and Retry-After while the event loop lags, then serves again', async () => {
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_MS: '60' });
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    await saturateLoop(900);
    // both asked in the same turn, before the sampler can run on time again and calm the guard
    const [refused, health] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/tasks' }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      code: 'server_busy',
      message: 'The server is busy, please try again in a moment',
    });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe('overloaded');

    // calm again once the sampler runs on time (a busy test machine may take a few samples)
    await expect
      .poll(async () => (await t!.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode, {
        timeout: 5_000,
      })
      .toBe(200);
    const calm = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(calm.statusCode).toBe(200);
    expect(calm.json()).toMatchObject({ status: 'ok', pressure: { pool_waiting: 0 } });
  });

  it('answers a person opening a page with a page in its language that retries by itself', async () => {
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_MS: '60' });
    await saturateLoop(900);
    const page = await t.app.inject({
      method: 'GET',
      url: '/cn/products/',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('1');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
    expect(page.body).toContain('页面会在几秒后自动重新打开');
    expect(page.body).not.toContain('A lot of people');
    // an API client still reads the error of spec 8
    const api = await t.app.inject({ method: 'GET', url: '/api/tasks', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(503);
    expect(api.json().code).toBe('server_busy');
  });

  it("the server's own work in slices with calm pauses between them refuses nobody", async () => {
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_MS: '60' });
    // as the page cache is warmed at start: renders that block the loop, one at a time
    for (let slice = 0; slice < 6; slice += 1) {
      const end = Date.now() + 150;
      while (Date.now() < end) {
        /* one render */
      }
      await pause(CALM_MS);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
  });

  it('one long task is not overload: a single late sample refuses nothing', async () => {
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_MS: '60' });
    const end = Date.now() + 400;
    while (Date.now() < end) {
      /* one block, as a migration or a large render */
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
  });

  it('refuses at once while as many requests as allowed are in hand, and serves once they are answered', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    t = await createTestApp({ OVERLOAD_IN_FLIGHT: '2' }, { mailer: { send: () => gate } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    // answered requests leave the count: many in turn refuse nothing
    for (let i = 0; i < 5; i++) expect((await get(port, '/api/tasks')).status).toBe(200);
    expect((await get(port, '/api/health')).body.pressure?.in_flight).toBe(0);

    const held = [await heldRequest(port, 'held1@example.com'), await heldRequest(port, 'held2@example.com')];
    await expect.poll(async () => (await get(port, '/api/health')).body.pressure?.in_flight).toBe(2);
    const started = Date.now();
    const refused = await get(port, '/api/tasks');
    expect(refused).toMatchObject({ status: 503, retryAfter: '1', body: { code: 'server_busy' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    const health = await get(port, '/api/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'overloaded' } });
    release();

    // a client that goes away frees its place as an answer does
    for (const socket of held) socket.destroy();
    await expect.poll(async () => (await get(port, '/api/health')).body.pressure?.in_flight).toBe(0);
    expect((await get(port, '/api/tasks')).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses while queries wait for a database connection (PostgreSQL pool)',
    async () => {
      t = await createTestApp({ OVERLOAD_POOL_WAITING: '3' });
      const app = t.app;
      // twenty slow queries on a pool of ten: ten wait for a connection
      // (drizzle queries run once awaited: Promise.resolve starts each now)
      const slow = Array.from({ length: 20 }, () =>
        Promise.resolve(t!.db.execute(sql`select pg_sleep(0.5)`)),
      );
      await pause(50);
      const refused = await app.inject({ method: 'GET', url: '/api/tasks' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      await Promise.all(slow);
      expect((await app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    },
  );
});

// Issue 33, item 1: slow request bodies must not stall the site. The attack as it was measured: 300
// connections from one address send their headers with a large Content-Length, then a byte every
// two seconds. Before, they filled the in-flight bound and every other client got 503 for as long
// as the attacker liked (docs/decisions/047).
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { freshPostgresDatabase, serverDir } from '../test/postgres';
import { BODY_GRACE_MS } from './slow-clients';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attacker {
  sockets: net.Socket[];
  closed(): number;
  stop(): void;
}

/** `count` connections from 127.0.0.1 that announce a body of a megabyte and trickle it a byte at a time. */
async function slowBodies(port: number, count: number, path = '/api/comments'): Promise<Attacker> {
  const sockets: net.Socket[] = [];
  let closed = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1' });
      sockets.push(socket);
      socket.on('error', () => {});
      socket.once('close', () => (closed += 1));
      await new Promise<void>((resolve) => {
        socket.once('connect', resolve);
        socket.once('close', () => resolve());
      });
      if (!socket.destroyed) {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            'Content-Length: 1000000\r\n\r\n{',
        );
      }
    }),
  );
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
  }, 2_000);
  return {
    sockets,
    closed: () => closed,
    stop() {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A GET from another client address (127.0.0.2): its status and how long the answer took. */
function fromElsewhere(port: number, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, localAddress: '127.0.0.2', agent: false, timeout: 5_000 },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer to ${path} within 5 s`)));
    request.once('error', reject);
  });
}

/** Asks from another address every half second for `ms`: every answer must be a 200 within 1 s. */
async function othersAreServed(port: number, ms: number): Promise<{ status: number; ms: number }[]> {
  const answers: { status: number; ms: number }[] = [];
  const until = Date.now() + ms;
  let i = 0;
  while (Date.now() < until) {
    answers.push(await fromElsewhere(port, i % 2 === 0 ? '/api/tasks' : '/api/health'));
    i += 1;
    await sleep(500);
  }
  return answers;
}

describe('slow clients', () => {
  let t: TestApp | undefined;
  let attacker: Attacker | undefined;
  afterEach(async () => {
    attacker?.stop();
    attacker = undefined;
    await t?.close();
    t = undefined;
  });

  async function listening(env: Record<string, string> = {}): Promise<number> {
    // the production bound on requests in hand, which the attack filled before
    t = await createTestApp({ OVERLOAD_IN_FLIGHT: '256', ...env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  it('300 slow bodies from one address: another address is answered normally within 1 s, at once and throughout', async () => {
    const port = await listening();
    attacker = await slowBodies(port, 300);
    // past the per-address bound, connections are closed as they open
    // (a loaded test machine may take seconds to accept them all)
    await expect.poll(() => attacker!.closed(), { timeout: 20_000 }).toBeGreaterThanOrEqual(300 - 128);
    const health = await fromElsewhere(port, '/api/health');
    expect(health.status).toBe(200);

    const answers = await othersAreServed(port, BODY_GRACE_MS + 5_000);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // the 1 s target is measured in bench/slow-clients.mjs; here: answered, not stalled
      expect(answer.ms).toBeLessThan(5_000);
    }
    // bodies below the minimum rate are cut once the grace period is over
    await expect.poll(() => attacker!.closed(), { timeout: 20_000 }).toBe(300);
  }, 60_000);

  it('a request still receiving its body is not counted in hand; it is once its body arrives', async () => {
    const port = await listening();
    attacker = await slowBodies(port, 20);
    const pressure = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return ((await res.json()) as { pressure: { in_flight: number } }).pressure.in_flight;
    };
    await sleep(300);
    expect(await pressure()).toBe(0);
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    const port = await listening({ HEADERS_TIMEOUT_MS: '1000' });
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.resume();
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/tasks HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('a body that keeps above the minimum rate arrives whole, however long it takes', async () => {
    const port = await listening({ BODY_MIN_BYTES_PER_SECOND: '1024', BODY_DEADLINE_MS: '1000' });
    const body = JSON.stringify({ email: `${'a'.repeat(7_000)}@example.com` });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/email-code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 7 KB at 1 KB every half second: 3.5 s, past the 1 s deadline a short body would have
    for (let at = 0; at < body.length; at += 1024) {
      socket.write(body.slice(at, at + 1024));
      await sleep(500);
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('slow clients against a worker per core (PostgreSQL)', () => {
  it('300 slow bodies from one address do not stall two workers', async () => {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: fresh.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        // log lines as JSON, as production writes them (outside production they are readable text)
        LOG_FORMAT: 'json',
        WEB_CONCURRENCY: '2',
        TOKEN_SECRET: 'slow-token-secret-0123456789abcdef',
        UPLOAD_SECRET: 'slow-upload-secret-0123456789abcdef',
        PUBLIC_URL: 'http://localhost:3000',
        NO_SEED: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    let attacker: Attacker | undefined;
    try {
      const deadline = Date.now() + 150_000;
      for (;;) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`server did not start:\n${output}`);
        const up = await fromElsewhere(port, '/api/health').catch(() => undefined);
        if (up?.status === 200) break;
        await sleep(300);
      }
      attacker = await slowBodies(port, 300);
      const answers = await othersAreServed(port, BODY_GRACE_MS + 3_000);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        // the 1 s target is measured in bench/slow-clients.mjs; here: answered, not stalled
        expect(answer.ms).toBeLessThan(5_000);
      }
    } finally {
      attacker?.stop();
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await fresh.drop();
    }
  }, 240_000);
});

// The bank test (issue 3): 20 accounts and 2,000+ wallet transfers fired concurrently, some above
// the balance, some retried with the same Idempotency-Key. Afterwards no coin was created or lost,
// no balance is negative, every key was applied once and the ledger check passes. Runs in-process
// (PGlite, or PostgreSQL with TEST_DATABASE_URL) and, on PostgreSQL, against two server processes
// sharing one database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import { accounts } from '../../db/schema/coin';
import { rowsOf } from '../../db/sql';
import { signAccessToken } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from './check';
import { freshPostgresDatabase, serverDir } from '../../test/postgres';
import { fund } from './test-helpers';

const ACCOUNTS = 20;
const START = 1000;
const TRANSFERS = 2000;
const BATCH = 200;
const TOKEN_SECRET = 'bank-token-secret-0123456789abcdef';

interface Request {
  from: number;
  to: number;
  amount: number;
  key?: string;
}
interface Answer {
  status: number;
  body: { id?: number; code?: string; number?: number };
}
type Send = (request: Request, index: number) => Promise<Answer>;

/** A small seeded generator, so a failing run can be repeated. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** 2,000 transfers between random pairs; one in five above any likely balance; keyed ones sometimes sent twice. */
function plan(seed: number): Request[] {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const requests: Request[] = [];
  for (let i = 0; i < TRANSFERS; i += 1) {
    const from = pick(ACCOUNTS);
    const to = (from + 1 + pick(ACCOUNTS - 1)) % ACCOUNTS;
    const amount = next() < 0.2 ? 1500 + pick(3000) : 1 + pick(300);
    const request: Request = { from, to, amount, key: next() < 0.4 ? `bank-${seed}-${i}` : undefined };
    requests.push(request);
    // a retry of the same request, soon (same batch) or later (another batch)
    if (request.key && next() < 0.5)
      requests.splice(Math.max(0, requests.length - pick(2 * BATCH)), 0, { ...request });
  }
  return requests;
}

async function runBank(db: Db, users: { id: number; walletAddress: string }[], send: Send, seed: number) {
  const requests = plan(seed);
  const answers: Answer[] = [];
  for (let start = 0; start < requests.length; start += BATCH) {
    const batch = requests.slice(start, start + BATCH);
    answers.push(...(await Promise.all(batch.map((request, i) => send(request, start + i)))));
  }

  // Only "sent" and "not enough coin" are acceptable answers under load.
  const unexpected = answers.filter(
    (a) => a.status !== 200 && !(a.status === 409 && a.body.code === 'coin_not_enough_to_send'),
  );
  expect(unexpected.slice(0, 5)).toEqual([]);

  // Every key answered one body; the distinct successful transfers are what the ledger holds.
  const byKey = new Map<string, Set<string>>();
  const applied = new Map<number, Request>();
  requests.forEach((request, i) => {
    const answer = answers[i]!;
    if (answer.status !== 200) return;
    applied.set(answer.body.id!, request);
    if (request.key)
      byKey.set(request.key, (byKey.get(request.key) ?? new Set()).add(JSON.stringify(answer.body)));
  });
  for (const [key, bodies] of byKey) expect(bodies.size, key).toBe(1);
  const [counts] = rowsOf<{ transfers: number; keyed: number }>(
    await db.execute(sql`select
      (select count(*)::int from ledger_transactions where type = 'transfer') as transfers,
      (select count(*)::int from transfer_requests where idempotency_key like ${`bank-${seed}-%`}) as keyed`),
  );
  expect(counts!.transfers).toBe(applied.size);
  expect(counts!.keyed).toBe(byKey.size);

  // Replaying the applied transfers on paper gives every balance.
  const expected = users.map(() => START);
  for (const { from, to, amount } of applied.values()) {
    expected[from]! -= amount;
    expected[to]! += amount;
  }
  const balances = await Promise.all(
    users.map(async (user) => {
      const [row] = await db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.userId, user.id));
      return row!.balance;
    }),
  );
  expect(balances).toEqual(expected);
  expect(balances.reduce((a, b) => a + b, 0)).toBe(ACCOUNTS * START);
  expect(balances.every((b) => b >= 0)).toBe(true);
  expect(await checkLedger(db)).toEqual([]);

  // The run really exercised refusals and retries.
  const refused = answers.filter((a) => a.status === 409).length;
  const replays = requests.length - new Set(requests.map((r, i) => r.key ?? `plain-${i}`)).size;
  expect(requests.length).toBeGreaterThanOrEqual(TRANSFERS);
  expect(refused).toBeGreaterThan(100);
  expect(replays).toBeGreaterThan(100);
  return { requests: requests.length, applied: applied.size, refused, replays };
}

function body(users: { walletAddress: string }[], request: Request) {
  return {
    coin_type_id: 1,
    wallet_address: users[request.to]!.walletAddress,
    number: request.amount,
    remarks: 'bank',
  };
}

describe('bank test', () => {
  describe('in one process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ COIN_DAILY_SEND_LIMIT: '1000000000', COIN_TRANSFERS_PER_MINUTE: '1000000' });
    });
    afterAll(() => t.close());

    it('keeps every coin through 2,000 concurrent transfers', async () => {
      const users: { id: number; walletAddress: string }[] = [];
      for (let i = 0; i < ACCOUNTS; i += 1) users.push(await buildUser(t.db));
      for (const user of users) await fund(t.db, user.id, START);
      const tokens = await Promise.all(users.map((u) => signAccessToken(t.config.tokenSecret, u.id)));
      const send: Send = async (request) => {
        const headers: Record<string, string> = { authorization: `Bearer ${tokens[request.from]}` };
        if (request.key) headers['idempotency-key'] = request.key;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/wallet/transfer',
          headers,
          payload: body(users, request),
        });
        return { status: res.statusCode, body: res.json() };
      };
      const started = Date.now();
      const result = await runBank(t.db, users, send, 1);
      console.info(`bank (${t.database.kind}, in-process):`, { ...result, ms: Date.now() - started });
    }, 240_000);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes sharing PostgreSQL', () => {
    const servers: ChildProcess[] = [];
    const ports: number[] = [];
    const logs: string[] = [];
    let database: Database;
    let drop = async () => {};
    let dataDir: string;

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      drop = fresh.drop;
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-bank-'));
      for (let i = 0; i < 2; i += 1) {
        const port = await freePort();
        ports.push(port);
        const child = spawn('npx', ['tsx', 'src/server.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: fresh.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: path.join(dataDir, `server-${i}`),
            TOKEN_SECRET,
            UPLOAD_SECRET: 'bank-upload-secret-0123456789abcdef',
            NO_SEED: 'true',
            // one process each: these tests are about separate servers (issue 13 made workers the default)
            WEB_CONCURRENCY: '1',
            // both servers and the test share two cores: a slow answer here is no overload
            OVERLOAD_EVENT_LOOP_MS: '60000',
            // the test's hundreds of clients all come from 127.0.0.1 (decision 047's bound is per address)
            CONNECTIONS_PER_ADDRESS: '0',
            NODE_ENV: 'test',
            RATE_LIMIT_PER_MINUTE: '1000000',
            COIN_DAILY_SEND_LIMIT: '1000000000',
            COIN_TRANSFERS_PER_MINUTE: '1000000',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
          // its own process group: npx, tsx and node are stopped together by the group id
          detached: true,
        });
        child.stderr!.on('data', (chunk) => logs.push(String(chunk)));
        servers.push(child);
      }
      // both start together: the migrations' advisory lock lets one migrate while the other waits
      await Promise.all(ports.map((port) => waitForHealth(port, logs)));
      database = openDatabase({ databaseUrl: fresh.url });
    });

    afterAll(async () => {
      await Promise.all(servers.map((child) => stop(child)));
      await database?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every coin through 2,000 transfers split across both servers', async () => {
      const db = database.db;
      const users: { id: number; walletAddress: string }[] = [];
      for (let i = 0; i < ACCOUNTS; i += 1) users.push(await buildUser(db));
      for (const user of users) await fund(db, user.id, START);
      const tokens = await Promise.all(users.map((u) => signAccessToken(TOKEN_SECRET, u.id)));
      const send: Send = async (request, index) => {
        const headers: Record<string, string> = {
          authorization: `Bearer ${tokens[request.from]}`,
          'content-type': 'application/json',
        };
        if (request.key) headers['idempotency-key'] = request.key;
        const res = await fetch(`http://127.0.0.1:${ports[index % 2]}/api/wallet/transfer`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body(users, request)),
        });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
      const started = Date.now();
      const result = await runBank(db, users, send, 2);
      console.info('bank (postgres, two processes):', { ...result, ms: Date.now() - started });
      // a correctness test: 30 s on a quiet host, twice that beside the rest of the suite on two cores
    }, 240_000);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, logs: string[]): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not start:\n${logs.join('')}`);
}

/** Stops a server this test started: npx, tsx and node, by the process group it was started in. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const group = -child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(group, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(group, 'SIGTERM');
  });
}

function signal(group: number, name: NodeJS.Signals) {
  try {
    process.kill(group, name);
  } catch {
    // already gone
  }
}

// Background jobs across real server processes on PostgreSQL (`npm run test:pg`): a server killed
// with SIGKILL in the middle of sending a subscriber mail, a mail whose sender was killed while a slow
// server held its answer (docs/decisions/046), and two servers sharing one queue.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { taskSubscriptions } from '../db/schema/tasks';
import { rowsOf } from '../db/sql';
import { ensureReferenceData } from '../seed/reference';
import { buildTask } from '../test/factories';
import { freshPostgresDatabase, serverDir } from '../test/postgres';
import { enqueue } from './jobs';
import { mailJob } from './mail';
import { signAccessToken } from './tokens';

const TOKEN_SECRET = 'jobs-token-secret-0123456789abcdef';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local SMTP server. `stall`: takes the message and never answers (the sender hangs mid-send,
 * nothing is delivered); `slow`: keeps the message, to deliver it, but its answer never comes (the
 * sender cannot know); else it delivers after `delayMs`. `starts`: each transaction's MAIL FROM, by
 * the name the sender greeted with, and when.
 */
async function startSmtp() {
  const state = { stall: false, slow: false, delayMs: 0, stalled: 0 };
  const delivered: ParsedMail[] = [];
  const starts: { by: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, session, callback) {
      starts.push({ by: session.hostNameAppearsAs, at: Date.now() });
      callback();
    },
    onData(stream, _session, callback) {
      const stalling = state.stall;
      const slow = state.slow;
      simpleParser(stream)
        .then(async (mail) => {
          if (stalling) {
            state.stalled += 1;
            return; // never acknowledged: not delivered
          }
          if (slow) {
            delivered.push(mail);
            return; // delivered, never acknowledged
          }
          await sleep(state.delayMs);
          delivered.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    delivered,
    starts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('background jobs across server processes', () => {
  let database: Database;
  let drop = async () => {};
  let dbUrl: string;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const servers: Server[] = [];

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = fresh.drop;
    dbUrl = fresh.url;
    database = openDatabase({ databaseUrl: fresh.url });
    await database.migrate();
    await ensureReferenceData(database.db);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-jobs-'));
    smtp = await startSmtp();
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(dataDir, `server-${Math.random().toString(36).slice(2)}`),
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: '200',
      ...env,
    });
    servers.push(server);
    return server;
  };

  it('sends the subscriber mail of a comment once after the server was killed while sending it', async () => {
    const db = database.db;
    const task = await buildTask(db, { title: 'Killed mid-send' });
    await db
      .insert(taskSubscriptions)
      .values({ taskId: task.id, email: 'watcher@example.com', token: 'tk-kill' });
    smtp.state.stall = true;
    const first = await start({ JOBS_LEASE_MS: '3000', SMTP_TIMEOUT_MS: '5000' });
    await first.ready;
    const res = await fetch(`${first.url}/api/comments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signAccessToken(TOKEN_SECRET, task.userId)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ object_id: task.id, content: '<p>Before the crash</p>' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const commentId = ((await res.json()) as { id: number }).id;

    // the comment is committed; its mail is being handed to the SMTP server, which does not answer
    await vi.waitFor(() => expect(smtp.state.stalled).toBe(1), { timeout: 60_000, interval: 50 });
    const [sending] = await db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(sending).toMatchObject({
      status: 'running',
      attempts: 1,
      key: `comment-mail:${commentId}:watcher@example.com`,
    });
    first.kill('SIGKILL');
    await first.exited;
    expect(smtp.delivered).toHaveLength(0);

    // restarted: the mail goes out once its hold (the SMTP deadline and the lease, 8 s) has passed,
    // and only once
    smtp.state.stall = false;
    const second = await start();
    await second.ready;
    await vi.waitFor(() => expect(smtp.delivered).toHaveLength(1), { timeout: 90_000, interval: 100 });
    expect(smtp.delivered[0]!.subject).toBe('New comment: Killed mid-send');
    expect(smtp.delivered[0]!.text).toContain('"Before the crash"');
    await sleep(1500);
    expect(smtp.delivered).toHaveLength(1);
    // the comment's jobs (a server also schedules its own housekeeping, e.g. the chat purge)
    const rows = (await db.select().from(jobs)).filter((r) =>
      ['mail.send', 'tasks.subscriber-mails'].includes(r.kind),
    );
    expect(rows.map((r) => [r.kind, r.status, r.attempts]).sort()).toEqual([
      ['mail.send', 'done', 2],
      ['tasks.subscriber-mails', 'done', 1],
    ]);
  }, 400_000);

  it('sends a mail whose sender was killed mid-SMTP again only after its hold, with the same Message-ID', async () => {
    const db = database.db;
    smtp.delivered.length = 0;
    smtp.starts.length = 0;
    smtp.state.slow = true;
    // a hold of the SMTP deadline (3 s) and the lease (1 s); the lease alone is extended every 333 ms
    const env = { JOBS_LEASE_MS: '1000', SMTP_TIMEOUT_MS: '3000', JOBS_POLL_MS: '100' };
    const [a, b] = await Promise.all([
      start({ ...env, SMTP_URL: `${smtp.url}/?name=server-a` }),
      start({ ...env, SMTP_URL: `${smtp.url}/?name=server-b` }),
    ]);
    await Promise.all([a.ready, b.ready]);
    const res = await fetch(`${a.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'slow.fan@example.com', language: 'en' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    // the server has the mail and will deliver it; its answer does not come
    await vi.waitFor(() => expect(smtp.delivered).toHaveLength(1), { timeout: 60_000, interval: 20 });
    const [held] = rowsOf<{ status: string; attempts: number; left: number }>(
      await db.execute(sql`select status, attempts,
        extract(epoch from (locked_until - now())) * 1000 as left from jobs
        where kind = 'mail.send' and payload->>'to' = 'slow.fan@example.com'`),
    );
    expect(held).toMatchObject({ status: 'running', attempts: 1 });
    const holdEnds = Date.now() + Number(held!.left);
    // committed before the transaction began: it ends after the transaction's deadline would
    expect(holdEnds - smtp.starts[0]!.at).toBeGreaterThan(3000);
    const by = smtp.starts[0]!.by;
    const sender = by === 'server-a' ? a : b;
    const killedAt = Date.now();
    sender.kill('SIGKILL');
    await sender.exited;
    smtp.state.slow = false;

    // the other server sends it again, not before the hold ends, as the same message
    await vi.waitFor(() => expect(smtp.delivered).toHaveLength(2), { timeout: 60_000, interval: 20 });
    expect(smtp.starts.map((s) => s.by)).toEqual([by, by === 'server-a' ? 'server-b' : 'server-a']);
    expect(smtp.starts[1]!.at).toBeGreaterThanOrEqual(holdEnds - 100);
    console.info(
      `mail sent again ${smtp.starts[1]!.at - killedAt} ms after its sender was killed (hold: ${Math.round(holdEnds - killedAt)} ms)`,
    );
    const [firstId, againId] = smtp.delivered.map((m) => m.messageId);
    expect(firstId).toMatch(/^<newsletter-confirm-\d+-[0-9a-f]{16}@localhost>$/);
    expect(againId).toBe(firstId);
    await vi.waitFor(async () => {
      const rows = await db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
      const row = rows.find((r) => (r.payload as { to: string }).to === 'slow.fan@example.com');
      expect(row).toMatchObject({ status: 'done', attempts: 2 });
    });
    await sleep(500);
    expect(smtp.delivered).toHaveLength(2);
  }, 400_000);

  it('runs each of many jobs exactly once with two servers working the queue', async () => {
    const db = database.db;
    Object.assign(smtp.state, { stall: false, slow: false, delayMs: 20 });
    smtp.delivered.length = 0;
    const [a, b] = await Promise.all([start({ LOG_LEVEL: 'debug' }), start({ LOG_LEVEL: 'debug' })]);
    await Promise.all([a.ready, b.ready]);
    const N = 60;
    const ids = await db.transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < N; i += 1) {
        made.push((await enqueue(tx, mailJob, { to: `n${i}@example.com`, subject: `Job ${i}`, text: 'x' }))!);
      }
      return made;
    });
    await vi.waitFor(
      async () => {
        const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
        expect(rows.filter((r) => r.status === 'done')).toHaveLength(N);
      },
      { timeout: 120_000, interval: 200 },
    );
    const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const subjects = smtp.delivered.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: N }, (_, i) => `Job ${i}`).sort());
    // each process says which jobs it finished: together all of them, none twice, both took part
    // (a process logs a job after marking it done: the line may still be on its way)
    await vi.waitFor(
      () => expect(a.finished(ids).length + b.finished(ids).length).toBeGreaterThanOrEqual(N),
      { timeout: 10_000, interval: 100 },
    );
    const byA = a.finished(ids);
    const byB = b.finished(ids);
    expect([...byA, ...byB].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    console.info(`jobs across two processes: ${byA.length} + ${byB.length} of ${N}`);
  }, 400_000);
});

interface Server {
  url: string;
  ready: Promise<void>;
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
  /** Ids of the jobs this process logged as done (with LOG_LEVEL=debug). */
  finished(among: number[]): number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `node --import tsx src/server.ts`: one process, so SIGKILL kills the server itself. */
async function startServer(env: Record<string, string>): Promise<Server> {
  let output = '';
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // the test reads the processes' log lines as JSON (outside production they are readable text)
      LOG_FORMAT: 'json',
      // one process each: these tests are about separate servers (issue 13 made workers the default)
      WEB_CONCURRENCY: '1',
      OVERLOAD_EVENT_LOOP_MS: '60000',
      TOKEN_SECRET,
      UPLOAD_SECRET: 'jobs-upload-secret-0123456789abcdef',
      PUBLIC_URL: 'http://localhost:3000',
      NO_SEED: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = (async () => {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`server did not start:\n${output}`);
  })();
  return {
    url,
    ready,
    exited,
    kill: (signal) => child.kill(signal),
    async stop() {
      await ready.catch(() => {});
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
    finished(among) {
      const wanted = new Set(among);
      const ids: number[] = [];
      for (const line of output.split('\n')) {
        if (!line.includes('"job done"')) continue;
        const id = (JSON.parse(line) as { job: number }).job;
        if (wanted.has(id)) ids.push(id);
      }
      return ids;
    },
  };
}

// What the benchmark scripts share: servers started for a run, a fresh PostgreSQL database, a
// signed-in API client, one autocannon measurement and the RESULTS.md sections.
/* global FormData, Blob -- Node 20's own, as fetch is (the cover upload) */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/**
 * autocannon keeps every answer's body as a string (`body += chunk`, lib/pipelinedRequestsQueue.js),
 * decoding each chunk as UTF-8, and no measurement here reads it. A compressed page is bytes that
 * decode as anything but text, and the decoding made the load generator, on the same two cores, the
 * bottleneck: a bare Fastify sending 14 KB of random bytes answered 4,077 req/s, the same server with
 * the bodies not kept 20,657 (bench/RESULTS.md, 2026-11-28). The bodies are counted, not kept, as
 * `BENCH_KEEP_BODIES=1` restores for comparison.
 */
if (!process.env.BENCH_KEEP_BODIES) {
  const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  Queue.prototype.addBody = function addBody() {};
}

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

export async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Until every worker behind `healthUrl` has its page cache warm: health answers from whichever
 * worker takes the connection, so twenty warm answers in a row (fresh connections) are asked for.
 */
export async function waitForWarmWorkers(healthUrl) {
  const started = Date.now();
  let inARow = 0;
  while (inARow < 20) {
    if (Date.now() - started > 300_000) throw new Error(`${healthUrl}: pages not warm after 5 minutes`);
    const res = await fetch(healthUrl, { headers: { connection: 'close' } }).catch(() => undefined);
    const body = res?.ok ? await res.json() : undefined;
    if (body?.pages === 'warm') inARow += 1;
    else {
      inARow = 0;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  console.log(`workers warm after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers of a run.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The server runs as `npm start` runs it: old space bounded (scripts/start.mjs). */
const SERVER_ARGS = ['--max-old-space-size=256'];

export function start(file, env, extraArgs = []) {
  const args = file.includes('apps/server') ? [...SERVER_ARGS, ...nodeArgs] : nodeArgs;
  const child = spawn(process.execPath, [...args, ...extraArgs, file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

export function stopAll() {
  children.forEach((c) => c.kill('SIGTERM'));
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL; `drop()` removes it. */
export async function freshDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('run through scripts/with-postgres.mjs (npm run bench:api / bench:speed)');
  const name = `miao_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // BENCH_KEEP_DB=1 leaves the fixture for EXPLAIN ANALYZE
      if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
      else await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The mail server of a run: the server sends through it as in production (pooled SMTP). Sign-in
 * codes are read from it; every other mail (the notification mails of the comment rows) is taken
 * and dropped unread, so the bench spends no CPU on it.
 */
const waitingFor = new Map();
const mailSink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    const waiter = to.map((address) => waitingFor.get(address)).find(Boolean);
    if (!waiter) {
      stream.on('end', () => callback());
      stream.resume();
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        waiter(mail.text ?? '');
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => mailSink.listen(0, '127.0.0.1', resolve));
mailSink.server.unref();
const SMTP_URL = `smtp://127.0.0.1:${mailSink.server.address().port}?pool=true`;

/** The text of the next mail to `email`, once `send()` has asked for it. */
async function nextMailTo(email, send) {
  const text = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no mail to ${email}`)), 30_000);
    waitingFor.set(email.toLowerCase(), (body) => {
      clearTimeout(timer);
      waitingFor.delete(email.toLowerCase());
      resolve(body);
    });
  });
  await send();
  return text;
}

/**
 * The server's settings for a run: production, as a site runs (React's production build renders
 * the pages, no dev routes, mail through SMTP), limits out of the way of the load, one process,
 * quiet logs.
 */
export function serverEnv(databaseUrl, port, extra = {}) {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL,
    MAIL_FROM: 'bench@miao.example.com',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'miao-bench-')),
    TOKEN_SECRET: 'bench-token-secret-0123456789abcdef',
    UPLOAD_SECRET: 'bench-upload-secret-0123456789abcdef',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SIGN_IN_RESEND_SECONDS: '1',
    SIGN_IN_CODES_PER_REQUESTER_PER_HOUR: '100000',
    SIGN_IN_CODES_PER_REQUESTER_PER_DAY: '100000',
    SIGN_IN_CODES_PER_ADDRESS_PER_HOUR: '100000',
    SIGN_IN_CODES_PER_ADDRESS_PER_DAY: '100000',
    SIGN_IN_CODES_PER_IP_PER_HOUR: '100000',
    // the load generators open hundreds of connections from 127.0.0.1
    CONNECTIONS_PER_ADDRESS: '0',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    ...extra,
  };
}

/** JSON calls to a server, and sign-in through the dev outbox. */
export function apiClient(api) {
  async function call(method, url, token, body, headers = {}) {
    let res = await send(method, url, token, body, headers);
    // a server still starting (or a busy host) says so with Retry-After: the fixture waits
    for (let tries = 0; res.status === 503 && res.headers.has('retry-after') && tries < 30; tries++) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
      res = await send(method, url, token, body, headers);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  function send(method, url, token, body, headers) {
    return fetch(api + url, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  /** Signs in as a member would: the code from the mail the server sent. */
  async function signIn(email) {
    const text = await nextMailTo(email, () => call('POST', '/api/auth/email-code', undefined, { email }));
    const code = text.match(/\b(\d{6})\b/)[1];
    return (await call('POST', '/api/auth/sign-in', undefined, { email, code })).token;
  }
  /**
   * Signs in as signIn does and answers the Cookie header a browser then sends: the access token, the
   * refresh token and its readable hint. The hint is what tells a page a session may stand; the
   * access token alone reads as signed out, and the user center moves on to the sign-in page.
   */
  async function signInCookies(email) {
    const text = await nextMailTo(email, () => call('POST', '/api/auth/email-code', undefined, { email }));
    const code = text.match(/\b(\d{6})\b/)[1];
    const res = await send('POST', '/api/auth/sign-in', undefined, { email, code });
    if (!res.ok) throw new Error(`sign-in → ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }
  return { call, signIn, signInCookies };
}

/** A member made staff through the admin CLI (as an operator would) and granted `number` MIAO COIN. */
export async function staffWithCoin({ call, signIn }, env, email, number) {
  const token = await signIn(email);
  execFileSync('npx', ['tsx', 'src/cli/admin.ts', 'grant-staff', email], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const me = await call('GET', '/api/users/me', token);
  await call('POST', '/api/admin/coin/grant', token, {
    user_id: me.id,
    coin_type_id: 1,
    number,
    remarks: 'bench',
  });
  return { token, id: me.id };
}

/** One autocannon measurement, as a results row. */
export async function measure(title, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  // requests without an answer show beside the codes: autocannon's errors (timeouts among them)
  const failed =
    result.errors > 0 ? [`${result.errors} without answer (${result.timeouts} timed out at 10 s)`] : [];
  const codes = [
    ...Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`),
    ...failed,
  ].join(' ');
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    // autocannon counts a timeout among its errors
    errors: result.errors,
    codes,
  };
  console.log(row);
  return row;
}

/**
 * wrk (Debian's package, C, one event loop per thread), installed when missing like the e2e tests'
 * Chromium. autocannon runs in one JavaScript thread on the same two cores as the server, and at
 * some rates it, not the server, is what a row measures (decision 037): two workers on the landing
 * page could show at most hello world ÷ one worker. The two-worker rows are measured with wrk as
 * well, one thread, whose share of the cores is much smaller.
 */
export function ensureWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT
    if (error.code !== 'ENOENT') return;
    console.log('[bench] installing Debian wrk');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env });
  }
}

/** One wrk measurement (one thread, CONNECTIONS connections, DURATION s): req/s and latencies in ms. */
export function wrkMeasure(title, { url, headers = {} }) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`, '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push('-s', path.join(root, 'bench/wrk-summary.lua'), url);
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.startsWith('WRK_SUMMARY '));
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  const s = JSON.parse(line.slice('WRK_SUMMARY '.length));
  const ms = (us) => Math.round(us / 100) / 10;
  const errors = s.connect + s.read + s.write + s.status + s.timeout;
  const row = {
    title,
    rps: Math.round(s.requests / (s.duration_us / 1e6)),
    p50: ms(s.p50),
    p99: ms(s.p99),
    max: ms(s.max),
    errors,
  };
  console.log(row);
  return row;
}

/**
 * A launch day comes to a site with a history: a few seconds of the two write rows, not measured,
 * then `vacuum analyze`. PostgreSQL's statistics and the cached plans of its foreign-key checks are
 * then made for tables of that size. Made for the fixture's 151 ledger rows, the check of each new
 * ledger entry scans the whole table, which grows sixtyfold during a measured row: transfers ran at
 * 770/s after an analyze of the bare fixture and 2,500/s without it.
 */
export async function warmWrites(api, members, taskIds, databaseUrl) {
  for (const options of [transfers(api, members), comments(api, members, taskIds)]) {
    await autocannon({ connections: CONNECTIONS, duration: 3, ...options });
  }
  const maintenance = new pg.Client({ connectionString: databaseUrl });
  await maintenance.connect();
  await sendHistoryMail(maintenance);
  await maintenance.query('vacuum analyze');
  await maintenance.end();
}

/**
 * The history's mail goes out before anything is measured. Each comment queues its notification
 * mail for two minutes later (decision 030): left alone, the warm-up's thousands of mails came due
 * in the middle of the read rows and ran beside them. They are brought forward, the workers woken,
 * and the fixture waits until the queue is empty.
 */
async function sendHistoryMail(db) {
  const started = Date.now();
  // the mail jobs only: a recurring job (the chat purge) always has its next run queued
  const mail = `kind in ('notifications.mails', 'tasks.subscriber-mails', 'mail.send')`;
  for (;;) {
    await db.query(`update jobs set run_at = now() where status = 'pending' and run_at > now() and ${mail}`);
    await db.query(`select pg_notify('miao_changes', 'jobs')`);
    const { rows } = await db.query(
      `select count(*)::int as left from jobs where status in ('pending', 'running') and ${mail}`,
    );
    if (rows[0].left === 0) break;
    if (Date.now() - started > 300_000)
      throw new Error(`${rows[0].left} mail jobs still queued after 5 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`history mail sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Resident memory of a process and of its children (a cluster's workers), in MB each. */
export function rssOf(pid) {
  const rss = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      return 0;
    }
  };
  const kids = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    });
  return [rss(pid), ...kids.map(rss)];
}

export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the `<!-- name:start -->…<!-- name:end -->` section of bench/RESULTS.md. */
export function writeSection(name, body) {
  const file = path.join(root, 'bench/RESULTS.md');
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text =
      '# Benchmark results\n\nWritten by the scripts in bench/. Each section is replaced by its script.\n';
  }
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  text = pattern.test(text) ? text.replace(pattern, () => section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
}

/**
 * The write fixture of bench/speed.mjs and bench/writes.mjs: `tasks` open tasks by a staff sponsor,
 * `members` members with 1,000,000 MIAO COIN each and their wallet addresses.
 */
/** Open English tasks by a staff sponsor, one per title, each with a pool of 10: their ids. */
/**
 * Tasks by `titles`, newest last. With `covers` (the API's base address), each gets an 800x240 cover
 * uploaded as the web uploads one, so the pages that show them (the board, a task's page) are
 * measured with their images, as members' tasks mostly have one.
 */
export async function createTasks(call, token, titles, { covers } = {}) {
  const now = Date.now();
  const ids = [];
  for (const [index, title] of titles.entries()) {
    const task = await call('POST', '/api/tasks', token, {
      title,
      content: '<p>Post your entry: a photo of your desk with the new keyboard.</p>',
      max_reward_number: 10,
      language: 'en',
      start_at: new Date(now - 3600_000).toISOString(),
      end_at: new Date(now + 7 * 86400_000).toISOString(),
      ...(covers ? { medias: [await uploadCover(covers, call, token, title, index)] } : {}),
    });
    ids.push(task.id);
  }
  return ids;
}

/** A drawn 800x240 PNG cover (a gradient, a grid and the title) through the signed upload. */
async function uploadCover(api, call, token, title, index) {
  const { default: sharp } = await import('sharp');
  const hue = (index * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="240">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue},70%,18%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 90) % 360},80%,45%)"/></linearGradient></defs>
    <rect width="800" height="240" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${20 + i * 20}" cy="${120 + 60 * Math.sin(i / 3)}" r="5" fill="hsl(${hue},90%,70%)"/>`).join('')}
    <text x="40" y="70" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${title.replace(/[<&]/g, '')}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const signature = await call('POST', '/api/upload/signature', token, {
    file_prefix: 'task',
    file_type: 'image',
    file_name: 'cover.png',
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(signature.fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(new URL(new URL(signature.host, api).pathname, api), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`cover upload → ${res.status} ${await res.text()}`);
  return (await res.json()).url;
}

export async function writeFixture({ call, signIn }, env, { tasks, members, domain }) {
  const { token: sponsorToken } = await staffWithCoin({ call, signIn }, env, `sponsor@${domain}`, 100_000);
  const taskIds = await createTasks(
    call,
    sponsorToken,
    Array.from({ length: tasks }, (_, i) => `Launch-day task ${i + 1}`),
  );
  const people = [];
  for (let i = 0; i < members; i++) {
    const token = await signIn(`member${i}@${domain}`);
    const me = await call('GET', '/api/users/me', token);
    people.push({ token, address: me.wallet_address });
    await call('POST', '/api/admin/coin/grant', sponsorToken, {
      user_id: me.id,
      coin_type_id: 1,
      number: 1_000_000,
      remarks: 'bench',
    });
  }
  return { taskIds, members: people, sponsorToken };
}

const pickOf = (n) => Math.floor(Math.random() * n);

/** autocannon options: a transfer of 1 between a random pair of members, each with its own Idempotency-Key. */
export function transfers(api, members) {
  return {
    url: api,
    requests: [
      {
        setupRequest(request) {
          const from = pickOf(members.length);
          let to = pickOf(members.length);
          if (to === from) to = (to + 1) % members.length;
          return {
            ...request,
            method: 'POST',
            path: '/api/wallet/transfer',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${members[from].token}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ coin_type_id: 1, wallet_address: members[to].address, number: 1 }),
          };
        },
      },
    ],
  };
}

/** autocannon options: a top-level comment by a random member on a random task. */
export function comments(api, members, taskIds) {
  return {
    url: api,
    requests: [
      {
        setupRequest(request) {
          const member = members[pickOf(members.length)];
          return {
            ...request,
            method: 'POST',
            path: '/api/comments',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
            body: JSON.stringify({
              content: '<p>My entry: <strong>bold</strong> keycaps under a warm lamp.</p>',
              content_type: 'coin_task',
              object_id: taskIds[pickOf(taskIds.length)],
              mention_user_ids: [],
              superior_id: 0,
            }),
          };
        },
      },
    ],
  };
}

/** `npm run ledger:check` against the run's database: 'clean', or what it reported. */
export function ledgerCheck(env) {
  try {
    execFileSync('npx', ['tsx', 'src/cli/ledger-check.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    return 'clean';
  } catch (error) {
    return `NOT clean: ${String(error.stdout ?? error.message).slice(0, 300)}`;
  }
}

#!/usr/bin/env node
// API load benchmark (issue 6): the comment list of a task with 1,000 comments (100 a page, with the
// reader's like state), comment creation and the unread count, at 50 connections on PostgreSQL,
// beside a hello-world Fastify of the same run. Writes bench/RESULTS.md's API section.
// Run: npm run bench:api   (starts PostgreSQL through scripts/with-postgres.mjs; needs `npm run build`)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HELLO_PORT = 4100;
const API_PORT = 4200;
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('run through scripts/with-postgres.mjs (npm run bench:api)');

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers of a run.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

function start(file, env) {
  const child = spawn(process.execPath, [...nodeArgs, file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

// A fresh database for this run.
const name = `miao_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;

const env = {
  NODE_ENV: 'test',
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'miao-bench-')),
  TOKEN_SECRET: 'bench-token-secret-0123456789abcdef',
  UPLOAD_SECRET: 'bench-upload-secret-0123456789abcdef',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
};
start('bench/hello.mjs', { PORT: String(HELLO_PORT) });
start('apps/server/dist/server.js', env);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
const api = `http://127.0.0.1:${API_PORT}`;

async function call(method, url, token, body) {
  const res = await fetch(api + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function signIn(email) {
  await call('POST', '/api/auth/email-code', undefined, { email });
  const outbox = await call('GET', '/api/dev/outbox');
  const code = outbox.find((m) => m.to === email).text.match(/\b(\d{6})\b/)[1];
  return (await call('POST', '/api/auth/sign-in', undefined, { email, code })).token;
}

// Fixture: a staff sponsor with coin, a task, 1,000 comments by a commenter, likes by the reader.
const sponsorToken = await signIn('sponsor@bench.example.com');
execFileSync('npx', ['tsx', 'src/cli/admin.ts', 'grant-staff', 'sponsor@bench.example.com'], {
  cwd: path.join(root, 'apps/server'),
  env: { ...process.env, ...env },
  stdio: 'ignore',
});
const commenterToken = await signIn('commenter@bench.example.com');
const readerToken = await signIn('reader@bench.example.com');
const sponsor = await call('GET', '/api/users/me', sponsorToken);
await call('POST', '/api/admin/coin/grant', sponsorToken, {
  user_id: sponsor.id,
  coin_type_id: 1,
  number: 1000,
  remarks: 'bench',
});
const now = Date.now();
const task = await call('POST', '/api/tasks', sponsorToken, {
  title: 'Benchmark task',
  content: '<p>load</p>',
  max_reward_number: 100,
  language: 'en',
  start_at: new Date(now - 3600_000).toISOString(),
  end_at: new Date(now + 7 * 86400_000).toISOString(),
});
const commentIds = [];
for (let batch = 0; batch < 20; batch++) {
  const made = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call('POST', '/api/comments', commenterToken, {
        content: `<p>Comment ${batch * 50 + i}: a fair amount of text about switches, keycaps and LED panels.</p>`,
        content_type: 'coin_task',
        object_id: task.id,
        mention_user_ids: [],
        superior_id: 0,
      }),
    ),
  );
  commentIds.push(...made.map((c) => c.id));
}
for (const id of commentIds.filter((_, i) => i % 3 === 0)) {
  await call('POST', '/api/comments/like', readerToken, { comment_id: id });
}

// Statistics and the visibility map, as autovacuum keeps them on a live database: the bulk-loaded
// fixture has neither yet, so every count would visit the table rows.
const maintenance = new pg.Client({ connectionString: dbUrl.toString() });
await maintenance.connect();
await maintenance.query('vacuum analyze');
await maintenance.end();

async function run(title, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(row);
  return row;
}

const rows = [];
rows.push(await run('hello world (bare Fastify)', { url: `http://127.0.0.1:${HELLO_PORT}/` }));
rows.push(await run('GET /api/health', { url: `${api}/api/health` }));
let page = 0;
/** Every request asks for the next of the ten pages. */
const commentPages = (headers) => ({
  url: api,
  headers: { authorization: `Bearer ${readerToken}`, ...headers },
  requests: [
    {
      setupRequest(request) {
        page = (page % 10) + 1;
        return {
          ...request,
          path: `/api/comments?content_type=coin_task&object_id=${task.id}&page_size=100&page_number=${page}&ordering=-id`,
        };
      },
    },
  ],
});
rows.push(
  await run(
    'comment list: 100 a page of 1,000, with like state (Accept-Encoding as browsers send it)',
    commentPages({ 'accept-encoding': 'gzip, deflate, br' }),
  ),
);
rows.push(await run('comment list, the same without compression (43 KB a page)', commentPages({})));
rows.push(
  await run('unread count (is_read=false, page_size 1)', {
    url: `${api}/api/notifications?is_read=false&page_size=1`,
    headers: { authorization: `Bearer ${sponsorToken}` },
  }),
);
rows.push(
  await run('comment creation', {
    url: `${api}/api/comments`,
    method: 'POST',
    headers: { authorization: `Bearer ${commenterToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      content: '<p>Under load: <strong>bold</strong> and <em>italic</em>.</p>',
      content_type: 'coin_task',
      object_id: task.id,
      mention_user_ids: [],
      superior_id: 0,
    }),
  }),
);

const hello = rows[0].rps;
const cpu = os.cpus()[0]?.model ?? 'unknown';
const table = [
  '| endpoint | req/s | % of hello world | p50 ms | p99 ms | non-2xx |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.rps} | ${Math.round((r.rps / hello) * 100)}% | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
  ),
].join('\n');
const section = `<!-- api:start -->
## API under load (issue 6)

Run ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version},
PostgreSQL (local, fsync off), one server process, autocannon ${CONNECTIONS} connections × ${DURATION} s each.
Fixture: one task with 1,000 comments, the reader likes every third; then VACUUM ANALYZE.

${table}

Targets: reads at no less than 20% of hello world, p99 under 50 ms.
<!-- api:end -->`;
const file = path.join(root, 'bench/RESULTS.md');
let text;
try {
  text = readFileSync(file, 'utf8');
} catch {
  text = '# Benchmark results\n\nWritten by the scripts in bench/. Each section is replaced by its script.\n';
}
text = text.includes('<!-- api:start -->')
  ? text.replace(/<!-- api:start -->[\s\S]*<!-- api:end -->/, section)
  : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
console.log(table);

const cleanup = new pg.Client({ connectionString: serverUrl });
children.forEach((c) => c.kill('SIGTERM'));
await new Promise((r) => setTimeout(r, 1000));
await cleanup.connect();
// BENCH_KEEP_DB=1 leaves the fixture for EXPLAIN ANALYZE
if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
else await cleanup.query(`drop database if exists ${name} with (force)`);
await cleanup.end();
process.exit(0);

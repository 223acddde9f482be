#!/usr/bin/env node
// Launch-day speed (issue 13): server-rendered pages, task reads, transfers, comment creation, two
// workers against one, overload at 500 connections and the memory left after it all, on PostgreSQL
// beside a hello-world Fastify of the same run. Writes bench/RESULTS.md's speed section.
// Run: npm run bench:speed   (starts PostgreSQL through scripts/with-postgres.mjs; builds first)
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiClient,
  comments,
  CONNECTIONS,
  ensureWrk,
  DURATION,
  freshDatabase,
  ledgerCheck,
  machine,
  measure,
  rssOf,
  serverEnv,
  start,
  stopAll,
  transfers,
  waitFor,
  warmWrites,
  waitForWarmWorkers,
  writeFixture,
  writeSection,
  wrkMeasure,
} from './lib.mjs';

const HELLO_PORT = 4100;
const ONE_PORT = 4200;
const TWO_PORT = 4300;
const MEMBERS = 100;
const TASKS = 50;

ensureWrk();
const database = await freshDatabase();
const limits = {
  COIN_TRANSFERS_PER_MINUTE: '1000000',
  COIN_DAILY_SEND_LIMIT: '100000000',
};
const env = serverEnv(database.url, ONE_PORT, limits);
start('bench/hello.mjs', { PORT: String(HELLO_PORT) });
// the server's own view of its answers during the overload row (bench/answer-times.mjs)
const answerTimes = path.join(mkdtempSync(path.join(os.tmpdir(), 'miao-bench-')), 'answer-times.json');
const one = start('apps/server/dist/server.js', { ...env, BENCH_ANSWER_TIMES: answerTimes }, [
  '--import',
  './bench/answer-times.mjs',
]);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${ONE_PORT}/api/health`);
const api = `http://127.0.0.1:${ONE_PORT}`;
const { call, signIn } = apiClient(api);

// Fixture: a staff sponsor with 50 tasks, 100 members with coin and wallet addresses.
const { taskIds, members, sponsorToken } = await writeFixture({ call, signIn }, env, {
  tasks: TASKS,
  members: MEMBERS,
  domain: 'speed.example.com',
});
// the pages this process renders at start are in before anything is measured
await waitForWarmWorkers(`${api}/api/health`);
await warmWrites(api, members, taskIds, database.url);

const reader = members[0].token;
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const signedIn = { ...browser, authorization: `Bearer ${reader}` };
const rows = [];
const row = async (group, title, options) => {
  const measured = await measure(title, options);
  rows.push({ group, ...measured });
  return measured;
};

await row('baseline', 'hello world (bare Fastify)', { url: `http://127.0.0.1:${HELLO_PORT}/` });
const pages = [
  ['landing page `/en/cyberboard-r4/`', '/en/cyberboard-r4/'],
  ['home `/cn/`', '/cn/'],
  ['products `/en/products/`', '/en/products/'],
  ['info page `/en/about-us/`', '/en/about-us/'],
  ['task board `/en/dao/`', '/en/dao/'],
];
const pageRows = [];
for (const [title, url] of pages) {
  pageRows.push(await row('pages', `server-rendered ${title}`, { url: api + url, headers: browser }));
}
const landing = pageRows[0];
const detail = taskIds[0];
const listAnonymous = await row('tasks', 'task list, 20 a page, anonymous', {
  url: `${api}/api/tasks?page_size=20`,
  headers: browser,
});
await row('tasks', 'task list, 20 a page, signed in', {
  url: `${api}/api/tasks?page_size=20`,
  headers: signedIn,
});
await row('tasks', 'task detail, anonymous', { url: `${api}/api/tasks/${detail}`, headers: browser });
await row('tasks', 'task detail, signed in', { url: `${api}/api/tasks/${detail}`, headers: signedIn });
await row('tasks', "the user's task record (the sponsor's 50 tasks), signed in", {
  url: `${api}/api/task-record`,
  headers: { ...browser, authorization: `Bearer ${sponsorToken}` },
});

// Overload: ten times the connections on the task list; refusals must be quick 503s.
one.kill('SIGUSR2');
// armed before the first connection: the signal is handled on the server's next turn
await new Promise((r) => setTimeout(r, 300));
const overload = await measure('overload: 500 connections on the task list (signed in)', {
  url: `${api}/api/tasks?page_size=20`,
  headers: signedIn,
  connections: 500,
});
rows.push({ group: 'overload', ...overload });
one.kill('SIGUSR2');
// the same crowd on the bare Fastify: what 500 connections on these two cores look like from the
// generator when the server does nothing
rows.push({
  group: 'overload',
  ...(await measure('hello world (bare Fastify) at 500 connections', {
    url: `http://127.0.0.1:${HELLO_PORT}/`,
    connections: 500,
  })),
});
while (!existsSync(answerTimes)) await new Promise((r) => setTimeout(r, 100));
const seen = JSON.parse(readFileSync(answerTimes, 'utf8'));
console.log('overload as the server saw it:', seen);

// Two workers on the same database, the cached reads again: before the writes, whose mail jobs (a
// notification mail two minutes after each comment) any process may run, so the two rows compare
// the same quiet site.
const two = start('apps/server/dist/server.js', { ...env, PORT: String(TWO_PORT), WEB_CONCURRENCY: '2' });
await waitFor(`http://127.0.0.1:${TWO_PORT}/api/health`);
const twoApi = `http://127.0.0.1:${TWO_PORT}`;
// each worker renders the common pages at start, one at a time: measured once both say they are in
await waitForWarmWorkers(`${twoApi}/api/health`);
const scale = [];
for (const [title, url, single] of [
  ['task list, anonymous', '/api/tasks?page_size=20', listAnonymous],
  ['landing page `/en/cyberboard-r4/`', '/en/cyberboard-r4/', landing],
]) {
  const measured = await measure(`two workers: ${title}`, { url: twoApi + url, headers: browser });
  // the same two servers with a generator that leaves the server more of the cores, one after the other
  const wrkOne = wrkMeasure(`wrk, one worker: ${title}`, { url: api + url, headers: browser });
  const wrkTwo = wrkMeasure(`wrk, two workers: ${title}`, { url: twoApi + url, headers: browser });
  scale.push({ title, one: single.rps, two: measured.rps, p99: measured.p99, wrkOne, wrkTwo });
}
const rssTwo = rssOf(two.pid);
two.kill('SIGTERM');

await row(
  'writes',
  'transfers between random pairs of 100 members (Idempotency-Key)',
  transfers(api, members),
);
const ledger = ledgerCheck(env);
console.log('ledger check:', ledger);
await row('writes', 'comment creation spread over 50 tasks', comments(api, members, taskIds));

const rssOne = rssOf(one.pid);

const hello = rows[0].rps;
const share = (rps) => `${((rps / hello) * 100).toFixed(1)}%`;
const table = [
  '| what | req/s | % of hello world | p50 ms | p99 ms | max ms | answers |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) => `| ${r.title} | ${r.rps} | ${share(r.rps)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.codes || '—'} |`,
  ),
].join('\n');
// autocannon shares the two cores: two workers cannot show more than hello world ÷ one worker
const scaleTable = [
  '| cached read | one worker req/s | two workers req/s | ratio | p99 ms (two) | most autocannon can show (hello world ÷ one worker) | wrk: one worker req/s | wrk: two workers req/s | wrk: ratio | wrk: p99 ms (one, two) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...scale.map(
    (s) =>
      `| ${s.title} | ${s.one} | ${s.two} | ${(s.two / s.one).toFixed(2)} × | ${s.p99} | ${(hello / s.one).toFixed(2)} × | ${s.wrkOne.rps} | ${s.wrkTwo.rps} | **${(s.wrkTwo.rps / s.wrkOne.rps).toFixed(2)} ×** | ${s.wrkOne.p99}, ${s.wrkTwo.p99} |`,
  ),
].join('\n');

writeSection(
  'speed',
  `## Launch-day speed (issue 13)

Run ${new Date().toISOString()} on ${machine()},
PostgreSQL (local, fsync off), autocannon ${CONNECTIONS} connections × ${DURATION} s each (500 for the overload row),
autocannon on the same two cores as the server. One server process unless the row says two workers.
Fixture: 50 tasks, 100 members with coin, then 3 s of transfers and comments and \`vacuum analyze\`
(not measured); pages and reads as a browser asks (Accept-Encoding: br).

${table}

The overload row as the server saw it (bench/answer-times.mjs): ${seen.answers.count} answers
(${Object.entries(seen.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}), p99 ${seen.answers.p99} ms and slowest ${seen.answers.max} ms from reading the
request to handing the last byte to the kernel; a new connection's first request read at most
${seen.firstReads.max} ms after the connection was accepted (${seen.firstReads.count} connections); on a
connection, the next request read p99 ${seen.gaps.p99} ms and at most ${seen.gaps.max} ms after the
previous answer's last byte.

Ledger check after the transfers: **${ledger}**.

Two workers against one (cached reads). autocannon's columns are the run's 50-connection rows; wrk
(Debian's, one thread, ${CONNECTIONS} connections × ${DURATION} s) measures the one-worker and the
two-worker server again, one after the other, the other server idle.

${scaleTable}

Resident memory after the whole run: one-process server ${rssOne.join(' + ')} MB; two-worker server
${rssTwo.join(' + ')} MB (primary + workers).

Targets (50 connections, one process): pages ≥ 25% of hello world with p99 < 20 ms; task list and
detail ≥ 20% with p99 < 50 ms; transfers ≥ 2,000/s with p99 < 100 ms and a clean ledger; comment
creation ≥ 1,500/s with p99 < 100 ms; two workers ≥ 1.6 × one; overload: no answer slower than 1 s,
refusals 503 with Retry-After; RSS < 300 MB per process.`,
);
console.log(table);
console.log(scaleTable);

stopAll();
await new Promise((r) => setTimeout(r, 1500));
await database.drop();
process.exit(0);

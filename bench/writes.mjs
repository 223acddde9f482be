#!/usr/bin/env node
// The two write rows of issue 13 on their own, beside a hello world of the same run: MIAO COIN
// transfers between random pairs of 100 members and comment creation over 50 tasks, then the ledger
// check. Quicker than bench/speed.mjs while working on the write path; writes its own RESULTS section.
// Run: npm run writes -w @miao/bench   (starts PostgreSQL through scripts/with-postgres.mjs; uses the build)
import {
  apiClient,
  comments,
  CONNECTIONS,
  DURATION,
  freshDatabase,
  ledgerCheck,
  machine,
  measure,
  serverEnv,
  start,
  stopAll,
  transfers,
  waitFor,
  waitForWarmWorkers,
  warmWrites,
  writeFixture,
  writeSection,
} from './lib.mjs';

const HELLO_PORT = 4110;
const PORT = 4210;
const MEMBERS = 100;
const TASKS = 50;

const database = await freshDatabase();
const env = serverEnv(database.url, PORT, {
  COIN_TRANSFERS_PER_MINUTE: '1000000',
  COIN_DAILY_SEND_LIMIT: '100000000',
});
start('bench/hello.mjs', { PORT: String(HELLO_PORT) });
start('apps/server/dist/server.js', env);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${PORT}/api/health`);
const api = `http://127.0.0.1:${PORT}`;
const { call, signIn } = apiClient(api);

const { taskIds, members } = await writeFixture({ call, signIn }, env, {
  tasks: TASKS,
  members: MEMBERS,
  domain: 'writes.example.com',
});
// the pages this process renders at start are in before anything is measured
await waitForWarmWorkers(`${api}/api/health`);
await warmWrites(api, members, taskIds, database.url);

// BENCH_ONLY=transfers or BENCH_ONLY=comments measures one of the two rows (with BENCH_NO_WRITE).
const only = process.env.BENCH_ONLY;
const rows = [await measure('hello world (bare Fastify)', { url: `http://127.0.0.1:${HELLO_PORT}/` })];
let ledger = 'not run';
if (only !== 'comments') {
  rows.push(
    await measure('transfers between random pairs of 100 members (Idempotency-Key)', transfers(api, members)),
  );
  ledger = ledgerCheck(env);
  console.log('ledger check:', ledger);
}
if (only !== 'transfers') {
  rows.push(await measure('comment creation spread over 50 tasks', comments(api, members, taskIds)));
}

const hello = rows[0].rps;
const table = [
  '| what | req/s | % of hello world | p50 ms | p99 ms | max ms | answers |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.rps} | ${((r.rps / hello) * 100).toFixed(1)}% | ${r.p50} | ${r.p99} | ${r.max} | ${r.codes || '—'} |`,
  ),
].join('\n');
if (!process.env.BENCH_NO_WRITE)
  writeSection(
    'writes',
    `## Writes on their own (issue 13, bench/writes.mjs)

Run ${new Date().toISOString()} on ${machine()}, PostgreSQL (local, fsync off), one server process,
autocannon ${CONNECTIONS} connections × ${DURATION} s on the same two cores. Fixture: 100 members with coin, 50 tasks, then 3 s
of both rows and \`vacuum analyze\` (not measured).

${table}

Ledger check after the transfers: **${ledger}**.`,
  );
console.log(table);
stopAll();
await database.drop();
await new Promise((r) => setTimeout(r, 1500));
process.exit(0);

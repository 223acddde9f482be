#!/usr/bin/env node
// The two write rows of issue 13 on their own, beside a hello world of the same run: MIAO COIN
// transfers between random pairs of 100 members and comment creation over 50 tasks, then the ledger
// check. Quicker than bench/speed.mjs while working on the write path; writes its own RESULTS section.
// Run: npm run writes -w @miao/bench   (starts PostgreSQL through scripts/with-postgres.mjs; uses the build)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  apiClient,
  CONNECTIONS,
  DURATION,
  freshDatabase,
  machine,
  measure,
  root,
  serverEnv,
  staffWithCoin,
  start,
  stopAll,
  waitFor,
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

const { token: sponsorToken } = await staffWithCoin(
  { call, signIn },
  env,
  'sponsor@writes.example.com',
  100_000,
);
const now = Date.now();
const taskIds = [];
for (let i = 0; i < TASKS; i++) {
  const task = await call('POST', '/api/tasks', sponsorToken, {
    title: `Write bench task ${i + 1}`,
    content: '<p>Post your entry.</p>',
    max_reward_number: 10,
    language: 'en',
    start_at: new Date(now - 3600_000).toISOString(),
    end_at: new Date(now + 7 * 86400_000).toISOString(),
  });
  taskIds.push(task.id);
}
const members = [];
for (let i = 0; i < MEMBERS; i++) {
  const token = await signIn(`member${i}@writes.example.com`);
  const me = await call('GET', '/api/users/me', token);
  members.push({ token, address: me.wallet_address });
  await call('POST', '/api/admin/coin/grant', sponsorToken, {
    user_id: me.id,
    coin_type_id: 1,
    number: 1_000_000,
    remarks: 'bench',
  });
}

const pick = () => Math.floor(Math.random() * MEMBERS);
const rows = [await measure('hello world (bare Fastify)', { url: `http://127.0.0.1:${HELLO_PORT}/` })];
rows.push(
  await measure('transfers between random pairs of 100 members (Idempotency-Key)', {
    url: api,
    requests: [
      {
        setupRequest(request) {
          const from = pick();
          let to = pick();
          if (to === from) to = (to + 1) % MEMBERS;
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
  }),
);
let ledger = 'clean';
try {
  execFileSync('npx', ['tsx', 'src/cli/ledger-check.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
} catch (error) {
  ledger = `NOT clean: ${String(error.stdout ?? error.message).slice(0, 300)}`;
}
console.log('ledger check:', ledger);
rows.push(
  await measure('comment creation spread over 50 tasks', {
    url: api,
    requests: [
      {
        setupRequest(request) {
          const member = members[pick()];
          return {
            ...request,
            method: 'POST',
            path: '/api/comments',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
            body: JSON.stringify({
              content: '<p>My entry: <strong>bold</strong> keycaps under a warm lamp.</p>',
              content_type: 'coin_task',
              object_id: taskIds[pick() % TASKS],
              mention_user_ids: [],
              superior_id: 0,
            }),
          };
        },
      },
    ],
  }),
);

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
autocannon ${CONNECTIONS} connections × ${DURATION} s on the same two cores. Fixture: 100 members with coin, 50 tasks.

${table}

Ledger check after the transfers: **${ledger}**.`,
  );
console.log(table);
stopAll();
await database.drop();
await new Promise((r) => setTimeout(r, 1500));
process.exit(0);

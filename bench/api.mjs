#!/usr/bin/env node
// API load benchmark (issue 6): the comment list of a task with 1,000 comments (100 a page, with the
// reader's like state), comment creation and the unread count, at 50 connections on PostgreSQL,
// beside a hello-world Fastify of the same run. Writes bench/RESULTS.md's API section.
// Run: npm run bench:api   (starts PostgreSQL through scripts/with-postgres.mjs; needs `npm run build`)
import pg from 'pg';
import {
  apiClient,
  CONNECTIONS,
  DURATION,
  freshDatabase,
  machine,
  measure as run,
  serverEnv,
  staffWithCoin,
  start,
  stopAll,
  waitFor,
  writeSection,
} from './lib.mjs';

const HELLO_PORT = 4100;
const API_PORT = 4200;

// A fresh database for this run.
const database = await freshDatabase();
const env = serverEnv(database.url, API_PORT);
start('bench/hello.mjs', { PORT: String(HELLO_PORT) });
start('apps/server/dist/server.js', env);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
const api = `http://127.0.0.1:${API_PORT}`;
const { call, signIn } = apiClient(api);

// Fixture: a staff sponsor with coin, a task, 1,000 comments by a commenter, likes by the reader.
const { token: sponsorToken } = await staffWithCoin({ call, signIn }, env, 'sponsor@bench.example.com', 1000);
const commenterToken = await signIn('commenter@bench.example.com');
const readerToken = await signIn('reader@bench.example.com');
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
const maintenance = new pg.Client({ connectionString: database.url });
await maintenance.connect();
await maintenance.query('vacuum analyze');
await maintenance.end();

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
const table = [
  '| endpoint | req/s | % of hello world | p50 ms | p99 ms | non-2xx |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.rps} | ${Math.round((r.rps / hello) * 100)}% | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
  ),
].join('\n');
writeSection(
  'api',
  `## API under load (issue 6)

Run ${new Date().toISOString()} on ${machine()},
PostgreSQL (local, fsync off), one server process, autocannon ${CONNECTIONS} connections × ${DURATION} s each.
Fixture: one task with 1,000 comments, the reader likes every third; then VACUUM ANALYZE.

${table}

Targets: reads at no less than 20% of hello world, p99 under 50 ms.`,
);
console.log(table);

stopAll();
await new Promise((r) => setTimeout(r, 1000));
await database.drop();
process.exit(0);

/* global setInterval, clearInterval, performance -- Node 20's own */
// Issue 33, item 1: 300 connections from one address that send their headers with a large
// Content-Length and then a byte every two seconds. Target: a request from another address is
// answered normally within 1 s, at once and for as long as the attack lasts, on the embedded database
// (one process) and on PostgreSQL with one worker per core. The hello-world baseline is asked the
// same way in the same run. Writes the `slow-clients` section of bench/RESULTS.md.
import http from 'node:http';
import net from 'node:net';
import {
  freshDatabase,
  machine,
  serverEnv,
  start,
  stopAll,
  waitFor,
  waitForWarmWorkers,
  writeSection,
} from './lib.mjs';

const ATTACK_CONNECTIONS = 300;
const ATTACK_SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 40);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function slowBodies(port) {
  const sockets = [];
  let closed = 0;
  for (let i = 0; i < ATTACK_CONNECTIONS; i++) {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1' });
    socket.on('error', () => {});
    socket.once('close', () => (closed += 1));
    socket.once('connect', () =>
      socket.write(
        'POST /api/comments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000000\r\n\r\n{',
      ),
    );
    sockets.push(socket);
  }
  const trickle = setInterval(() => sockets.forEach((s) => !s.destroyed && s.write(' ')), 2_000);
  return {
    closed: () => closed,
    stop() {
      clearInterval(trickle);
      sockets.forEach((s) => s.destroy());
    },
  };
}

function ask(port, path) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, localAddress: '127.0.0.2', agent: false },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.setTimeout(10_000, () => req.destroy());
    req.once('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** Asks `paths` in turn from 127.0.0.2 every 200 ms for `seconds`. */
async function probe(port, paths, seconds) {
  const answers = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i++) {
    answers.push(await ask(port, paths[i % paths.length]));
    await sleep(200);
  }
  return answers;
}

function summary(answers) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  const ok = answers.filter((a) => a.status === 200).length;
  return { n: answers.length, ok, p50: at(0.5), p99: at(0.99), max: ms.at(-1) };
}

const row = (label, s) =>
  `| ${label} | ${s.n} | ${s.ok} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`;

const rows = [];
const PATHS = ['/api/health', '/api/tasks', '/en/'];

start('bench/hello.mjs', { PORT: '4290' });
await waitFor('http://127.0.0.1:4290/');
rows.push(row('hello world, no attack', summary(await probe(4290, ['/'], 5))));

async function run(label, port, env) {
  const server = start('apps/server/dist/server.js', env);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  // every worker's page cache warm first: the first render of a page is not what is measured
  await waitForWarmWorkers(`http://127.0.0.1:${port}/api/health`);
  rows.push(row(`${label}, no attack`, summary(await probe(port, PATHS, 5))));
  const attack = slowBodies(port);
  const during = summary(await probe(port, PATHS, ATTACK_SECONDS));
  rows.push(
    row(`${label}, ${ATTACK_CONNECTIONS} slow bodies (closed by the server: ${attack.closed()})`, during),
  );
  attack.stop();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const embeddedPort = 4291;
await run('embedded (PGlite), one process', embeddedPort, {
  ...serverEnv(undefined, embeddedPort),
  DATABASE_URL: '',
  NO_SEED: 'true',
  CONNECTIONS_PER_ADDRESS: '128',
});
const db = await freshDatabase();
const pgPort = 4292;
await run('PostgreSQL, a worker per core', pgPort, {
  ...serverEnv(db.url, pgPort),
  WEB_CONCURRENCY: String(Math.max(2, (await import('node:os')).availableParallelism())),
  CONNECTIONS_PER_ADDRESS: '128',
});
await db.drop();
stopAll();

const body = [
  '## Slow request bodies (issue 33)',
  '',
  `${machine()}, ${new Date().toISOString().slice(0, 16)} UTC. \`node bench/slow-clients.mjs\` (through`,
  '`scripts/with-postgres.mjs`): production build, the default limits (128 connections per address and',
  'process, bodies below 2 KB/s cut after a 5 s grace). The attacker at 127.0.0.1 opens',
  `${ATTACK_CONNECTIONS} connections, each announcing a 1 MB body and sending a byte every 2 s, for`,
  `${ATTACK_SECONDS} s; another client at 127.0.0.2 asks ${PATHS.join(', ')} in turn every 200 ms.`,
  'Target: every answer a 200 within 1 s. Times in ms.',
  '',
  '| run | requests | 200s | p50 | p99 | max |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
writeSection('slow-clients', body);
console.log(body);
process.exit(0);

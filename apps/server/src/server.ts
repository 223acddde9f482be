import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { demoAccountsIn, seedDemo } from './seed/demo';
import { startMessage } from './start-message';
import { ensureReferenceData } from './seed/reference';
import { ensureStarterTaxonomy } from './seed/taxonomy';
import { lockEmbeddedDatabase } from './platform/process-lock';
import { createStorage } from './platform/storage-factory';
import { serveExports } from './db/embedded-export';
import { answerPrimary, clusterMetrics, serveMetrics } from './platform/metrics';
import { answerWhileStarting } from './modules/health/starting';
import { closeGracefully } from './modules/health/shutdown';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // a refused configuration is a message for the operator, not a stack trace
  console.error(`[miao] not starting: ${(error as Error).message}`);
  process.exit(1);
}

/** Connections the kernel holds for us while we are busy (see `listen` below). */
const LISTEN_BACKLOG = 4096;

/** Migrations, reference data and the first-run taxonomy: once per start, before any request. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await ensureReferenceData(database.db);
  // First run (issue 17): the task board's starter categories and tags, once per database.
  await ensureStarterTaxonomy(database.db);
}

/** How long a worker that died is left before another takes its place (a crash loop stays slow). */
const RESPAWN_MS = 1_000;
/** How long closing may take after the drain before the process ends regardless. */
const CLOSE_MS = 10_000;

/** Production answers /metrics only when protected (docs/decisions/054): says so once at start. */
function metricsNote(): void {
  if (config.metrics.exposed === 'off')
    console.log(
      '[miao] /metrics is off: set METRICS_TOKEN or METRICS_PORT to expose it (docs/operations.md)',
    );
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  // Every core (issue 13, docs/decisions/027): the database is prepared once here, then one worker
  // per WEB_CONCURRENCY serves on the shared port. Workers share nothing in memory: the change feed
  // keeps each one's cached reads current and the job queue claims each job once.
  // the port answers while the database is prepared: alive, not ready (modules/health/starting.ts)
  const starting = await answerWhileStarting(config.port, config.host);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepare(database);
  const welcome = startMessage(config, await demoAccountsIn(database.db));
  await database.close();
  await starting.close();
  metricsNote();
  // the workers' metrics, summed, on a port of their own (a worker answering on the shared port
  // would give one worker's figures per scrape)
  if (config.metrics.exposed === 'port') await serveMetrics(config.metrics, clusterMetrics());
  let stopping = false;
  const start = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) start();
  console.log(`[miao] ${config.webConcurrency} workers on port ${config.port} (WEB_CONCURRENCY)`);
  // once for all workers (they print none of their own), when the first one listens
  if (welcome) cluster.once('listening', () => console.log(welcome));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[miao] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(start, RESPAWN_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + CLOSE_MS + 2_000);
    force.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} else {
  await serve();
}

async function serve() {
  if (config.concurrencyRefused) {
    console.log(
      '[miao] the embedded database allows one process: serving with one (set DATABASE_URL for more)',
    );
  }
  const unlock = config.databaseUrl ? () => {} : lockEmbeddedDatabase(config.dataDir);
  // the port answers while the database is prepared: alive, not ready (a worker's primary did this)
  const starting = cluster.isWorker ? undefined : await answerWhileStarting(config.port, config.host);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // a worker's database was prepared by the primary
  if (!cluster.isWorker) await prepare(database);
  if (starting) starting.phase = 'starting';
  const storage = createStorage(config);
  // Demo data only on an empty embedded database (never PostgreSQL, never production).
  if (database.kind === 'pglite') await seedDemo(database.db, config, storage);

  const app = await buildApp({ config, database, storage, logger: true, worker: true, warmPages: true });
  await starting?.close();
  // A crowd connecting at once waits in the kernel's queue instead of being dropped and retrying a
  // second later (Node's default queue holds 511; the kernel caps it at net.core.somaxconn).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  // `npm run db:export` while the site runs: this process owns the embedded database (decision 055)
  const stopExports = database.dump ? await serveExports(config.dataDir, database.dump) : async () => {};
  if (cluster.isWorker) answerPrimary(app.deps.metrics);
  else {
    metricsNote();
    if (config.metrics.exposed === 'port') await serveMetrics(config.metrics, () => app.deps.metrics.text());
    const welcome = startMessage(config, await demoAccountsIn(database.db));
    if (welcome) console.log(welcome);
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drain_ms: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + CLOSE_MS);
    force.unref();
    await closeGracefully(app, config.shutdownDrainMs);
    await stopExports();
    await database.close();
    unlock();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

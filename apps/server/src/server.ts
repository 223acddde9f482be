import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { ensureReferenceData } from './seed/reference';
import { ensureStarterTaxonomy } from './seed/taxonomy';
import { lockEmbeddedDatabase } from './platform/process-lock';
import { createStorage } from './platform/storage-factory';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // a refused configuration is a message for the operator, not a stack trace
  console.error(`[miao] not starting: ${(error as Error).message}`);
  process.exit(1);
}
const unlock = config.databaseUrl ? () => {} : lockEmbeddedDatabase(config.dataDir);
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await ensureReferenceData(database.db);
// First run (issue 17): the task board's starter categories and tags, once per database.
await ensureStarterTaxonomy(database.db);
const storage = createStorage(config);
// Demo data only on an empty embedded database (never PostgreSQL, never production).
if (database.kind === 'pglite') await seedDemo(database.db, config, storage);

const app = await buildApp({ config, database, storage, logger: true, worker: true });
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  unlock();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { ensureReferenceData } from './seed/reference';
import { lockEmbeddedDatabase } from './platform/process-lock';
import { createStorage } from './platform/storage-factory';

const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockEmbeddedDatabase(config.dataDir);
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await ensureReferenceData(database.db);
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

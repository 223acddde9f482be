// Servers sharing one fresh PostgreSQL database, as processes behind a load balancer would be: each
// with its own connection pool, and so its own batches and change-feed listener. For the tests of
// what two processes must not double or lose (`npm run test:pg`; PGlite is one process by nature).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ensureReferenceData } from '../seed/reference';
import { testConfig } from './app';
import { freshPostgresDatabase } from './postgres';

export interface Servers {
  apps: FastifyInstance[];
  databases: Database[];
  config: Config;
  close(): Promise<void>;
}

/** `count` servers (no web pages) on a new database of `serverUrl`; `env` adds to the test settings. */
export async function serversOnOneDatabase(
  serverUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Servers> {
  const fresh = await freshPostgresDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-servers-'));
  const config = testConfig(dataDir, env);
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = openDatabase({ databaseUrl: fresh.url });
    if (i === 0) {
      await database.migrate();
      await ensureReferenceData(database.db);
    }
    databases.push(database);
    const app = await buildApp({ config, database, web: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    databases,
    config,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

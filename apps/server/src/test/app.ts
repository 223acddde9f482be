import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { ensureReferenceData } from '../seed/reference';
import { signAccessToken } from '../platform/tokens';
import { freshPostgresDatabase } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  /** Runs the background jobs due now (tests have no worker unless built with `worker: true`). */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

/** The settings every test server runs with, files under `dataDir`; `env` adds to them or overrides. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
    UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // A test machine shares its cores with other test files: only overload.test.ts measures overload.
    OVERLOAD_EVENT_LOOP_MS: '60000',
    OVERLOAD_IN_FLIGHT: '100000',
    ...env,
  });
}

/**
 * A fresh database per call: PGlite in memory by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (`npm run test:pg`). Migrations and reference rows applied.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'config' | 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await freshDatabase();
  await database.migrate();
  await ensureReferenceData(database.db);
  const app = await buildApp({ config, database, web: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    runJobs: () => app.deps.jobs.runDue(),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: openDatabase({ dataDir: null }), drop: async () => {} };
  const { url, drop } = await freshPostgresDatabase(serverUrl);
  return { database: openDatabase({ databaseUrl: url }), drop };
}

/** A Bearer header for a user, for tests that are not about sign-in itself. */
export async function authHeader(config: Config, userId: number): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await signAccessToken(config.tokenSecret, userId)}` };
}

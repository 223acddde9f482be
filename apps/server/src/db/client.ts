import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** apps/server, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server root not found');
    dir = up;
  }
  return dir;
}

export const migrationsFolder = path.join(serverRoot(), 'drizzle');

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, admin termination, a test dropping its
    // database) must not crash the process; the next query on a fresh connection reports real trouble.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Two processes may start together: a session-level advisory lock makes migrations run once.
      async migrate() {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(724001)');
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(724001)').catch(() => {});
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

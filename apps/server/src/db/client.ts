import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import { applyDefinitions } from './definitions';
import { dumpEmbedded } from './embedded-export';

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
  /**
   * LISTEN on a channel: `heard` gets each payload, in commit order; `lost` is called once if the
   * connection goes (notifications may have been missed from then on). Answers the way to stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * The embedded database's data as SQL, taken while it serves (`npm run db:export`,
   * db/embedded-export.ts); PostgreSQL has pg_dump.
   */
  dump?(): Promise<string>;
  /** Queries waiting for a free connection now (overload, issue 13); 0 for the embedded database. */
  waiting(): number;
  /** Connections of each pool in use and idle, and queries waiting, for the metrics; PostgreSQL only. */
  pools?(): { pool: 'write' | 'read'; inUse: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

export interface ListenHandlers {
  heard(payload: string): void;
  lost(error?: unknown): void;
}

/** Channel names are identifiers here, never user input. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
}

export const migrationsFolder = path.join(serverRoot(), 'drizzle');

const dialect = new PgDialect();
/** The hot-read pool of each PostgreSQL handle (a transaction is not in here). */
const readPools = new WeakMap<object, pg.Pool>();
/** The main pool of each PostgreSQL handle, for hot writes run as prepared statements. */
const writePools = new WeakMap<object, pg.Pool>();
const statementNames = new Map<string, string>();

/** The same text always gets the same name: PostgreSQL keeps one plan per name and connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, admin termination, a test dropping its
    // database) must not crash the process; the next query on a fresh connection reports real trouble.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool) as unknown as Db;
    // Hot reads (readRows) run on their own connections, set to keep one generic plan per
    // statement: left to choose, PostgreSQL re-plans a paged join on every call because a generic
    // plan with an unknown LIMIT looks dearer on paper (the notification page: 3 ms planned, 0.5 ms run).
    const readPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    readPool.on('error', () => {});
    readPools.set(db, readPool);
    writePools.set(db, pool);
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
          // then the functions and triggers whose source changed (db/definitions.ts), in one
          // transaction; replacing a table's triggers locks it, so one deadlocked with the requests
          // of processes still serving is tried again
          for (let attempt = 1; ; attempt++) {
            await client.query('begin');
            try {
              await applyDefinitions({
                query: async (text, params) => (await client.query(text, params)).rows,
                exec: async (text) => {
                  await client.query(text);
                },
              });
              await client.query('commit');
              break;
            } catch (error) {
              await client.query('rollback');
              if (attempt >= 3 || (error as { code?: string }).code !== '40P01') throw error;
            }
          }
        } finally {
          await client.query('select pg_advisory_unlock(724001)').catch(() => {});
          await client.end();
        }
      },
      // A connection of its own: LISTEN holds it for as long as the process listens.
      async listen(channel, handlers) {
        assertChannel(channel);
        const client = new pg.Client({ connectionString: options.databaseUrl });
        let stopped = false;
        const lost = (error?: unknown) => {
          if (stopped) return;
          stopped = true;
          handlers.lost(error);
          client.end().catch(() => {});
        };
        client.on('notification', (message) => handlers.heard(message.payload ?? ''));
        client.on('error', lost);
        client.on('end', () => lost());
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        return async () => {
          stopped = true;
          await client.end().catch(() => {});
        };
      },
      waiting: () => pool.waitingCount + readPool.waitingCount,
      pools: () =>
        (
          [
            ['write', pool],
            ['read', readPool],
          ] as const
        ).map(([name, p]) => ({
          pool: name,
          inUse: p.totalCount - p.idleCount,
          idle: p.idleCount,
          waiting: p.waitingCount,
        })),
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
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
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      // then the functions and triggers whose source changed (db/definitions.ts), in one transaction
      await client.transaction((tx) =>
        applyDefinitions({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      );
    },
    // In process: a notification reaches the callback as its transaction commits; nothing to lose.
    async listen(channel, handlers) {
      assertChannel(channel);
      const stop = await client.listen(channel, handlers.heard);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dump: () => dumpEmbedded(client),
    waiting: () => 0,
    close: () => client.close(),
  };
}

/**
 * Rows of a hot read. On PostgreSQL (outside a transaction) it runs as a named prepared statement,
 * so a query with many joins is planned once per connection instead of on every request (planning
 * cost more than running for the notification page). Only for statements whose text takes a few
 * fixed shapes, values always as parameters. PGlite and transactions run it as usual.
 */
export async function readRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return preparedRows(readPools.get(db), db, query);
}

/**
 * Rows of a hot write (one statement, its own transaction): on PostgreSQL a named prepared
 * statement on the main pool, so the statement is parsed and planned once per connection instead
 * of on every request (the transfer's statement: planning cost as much as running it). The plan is
 * PostgreSQL's usual choice, not forced generic. Same rules as `readRows`.
 */
export async function writeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return preparedRows(writePools.get(db), db, query);
}

/** `query` as a named prepared statement on `pool` (PostgreSQL), else as usual (PGlite, a transaction). */
async function preparedRows<T>(pool: pg.Pool | undefined, db: DbOrTx, query: SQL): Promise<T[]> {
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await pool.query({ name: statementName(text), text, values: params })).rows as T[];
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

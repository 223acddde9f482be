// Loads an export of the embedded database (db/embedded-export.ts) into a PostgreSQL database
// (issue 37, docs/decisions/055): the move from `npm start` on PGlite to PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from './client';
import { exportHeader } from './embedded-export';

/**
 * Rows the numbered migrations write themselves (a freshly migrated database holds these and no
 * others; db/export-import.test.ts keeps the list true). The import replaces them with the export's.
 */
export const MIGRATION_ROWS = ['order_reward_settings'];

/** A refusal for the operator: the message says what to do. */
export class ImportRefused extends Error {}

export interface TableCount {
  table: string;
  exported: number;
  imported: number;
}

function migrationTag(createdAt: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return (
    journal.entries.find((entry) => String(entry.when) === createdAt)?.tag ?? `a migration of ${createdAt}`
  );
}

/**
 * The dump as this server takes it: without pg_dump 17's settings an older server refuses (none
 * of which the data needs), and with `public` on the search path, where pg_dump empties it: its
 * own statements name their schema, but the change-feed triggers the rows fire name their tables
 * unqualified.
 */
function forThisServer(dump: string): string {
  return dump
    .replace(/^SET transaction_timeout = 0;$/m, '')
    .replace(/^\\(un)?restrict .*$/gm, '')
    .replace(
      /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/m,
      "SELECT pg_catalog.set_config('search_path', 'public', false);",
    );
}

async function publicCounts(client: pg.Client): Promise<Map<string, number>> {
  const tables = (
    await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows;
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    counts.set(
      name,
      (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${name}"`)).rows[0]!.n,
    );
  }
  return counts;
}

/**
 * Loads `text` (an export) into the database at `databaseUrl`, in one transaction. The database
 * must be empty: without tables it is migrated first (this release's migrations, which must be
 * the export's); with tables it must be at the export's migration and hold no rows but those the
 * migrations write. The sequences come with the data (pg_dump's `setval`s), so new rows do not
 * collide. Answers every table's rows in the export and in the database afterwards.
 */
export async function importExport(
  databaseUrl: string,
  text: string,
  log: (line: string) => void = () => {},
): Promise<TableCount[]> {
  const header = exportHeader(text);
  if (!header)
    throw new ImportRefused('not a file written by `npm run db:export` (its first line is missing)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [shape] = (
      await client.query<{ tables: number; migrated: boolean }>(
        `SELECT (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables,
           to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated`,
      )
    ).rows;
    if (shape!.tables === 0 && !shape!.migrated) {
      log('the database is empty: applying the migrations first');
      const database = openDatabase({ databaseUrl });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    } else if (!shape!.migrated) {
      throw new ImportRefused(
        'the database has tables but no migrations recorded: import into an empty database',
      );
    }
    const [migration] = (
      await client.query<{ hash: string; created_at: string }>(
        'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      )
    ).rows;
    if (!migration || migration.hash !== header.migration.hash) {
      const here = migration ? migrationTag(migration.created_at) : 'no migration';
      throw new ImportRefused(
        `the export is at migration ${migrationTag(header.migration.createdAt)}, this database at ${here}: ` +
          'export and import with the same release (upgrade the embedded site first, or import into an empty database)',
      );
    }
    const before = await publicCounts(client);
    const holding = [...before]
      .filter(([table, n]) => n > 0 && !MIGRATION_ROWS.includes(table))
      .map(([t]) => t);
    if (holding.length > 0) {
      throw new ImportRefused(
        `the database is not empty (rows in ${holding.join(', ')}): import into a new database ` +
          '(one no server has started on: a start writes the reference data)',
      );
    }
    const missing = Object.keys(header.counts).filter((table) => !before.has(table));
    if (missing.length > 0) throw new ImportRefused(`the database lacks the tables ${missing.join(', ')}`);

    await client.query('BEGIN');
    try {
      if (MIGRATION_ROWS.length > 0)
        await client.query(`TRUNCATE ${MIGRATION_ROWS.map((t) => `public."${t}"`).join(', ')}`);
      await client.query(forThisServer(text));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    const after = await publicCounts(client);
    return Object.entries(header.counts).map(([table, exported]) => ({
      table,
      exported,
      imported: after.get(table) ?? 0,
    }));
  } finally {
    await client.end();
  }
}

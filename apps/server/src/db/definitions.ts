// SQL functions and triggers, one source file each (issue 37, docs/decisions/055): the current
// definition of every function is `functions/<name>.sql` and of every table's triggers
// `triggers/<table>.sql`. After the numbered migrations, each file whose content changed since it
// was last applied is run again, in one transaction, and its hash recorded. The numbered
// migrations keep the history (a function or trigger is created or dropped there once); these
// files are what runs now, written to be run again (CREATE OR REPLACE).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../server-root';

export interface Definition {
  /** `functions/miao_transfer_batch.sql`: its path under src/db, the key of its recorded hash. */
  name: string;
  text: string;
}

/** The statements a definition step needs, on PGlite's transaction or a PostgreSQL client. */
export interface DefinitionSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one string (a definition file). */
  exec(text: string): Promise<void>;
}

const definitionsRoot = path.join(serverRoot(), 'src', 'db');

/** Functions before triggers (a trigger names its function), each folder in name order. */
export function readDefinitions(root = definitionsRoot): Definition[] {
  return ['functions', 'triggers'].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({
        name: `${folder}/${file}`,
        text: readFileSync(path.join(root, folder, file), 'utf8'),
      })),
  );
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs every definition whose content differs from the one last applied, and records it. The
 * caller runs this in a transaction (a failing file leaves the previous definitions in place) and,
 * on PostgreSQL, under the migrator's advisory lock, so two processes starting at once apply a file
 * once. Beside drizzle's own table: bookkeeping of the migrator, not data (never exported).
 * Answers the names applied.
 */
export async function applyDefinitions(
  session: DefinitionSession,
  definitions: Definition[] = readDefinitions(),
): Promise<string[]> {
  await session.exec(`CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE IF NOT EXISTS drizzle.miao_sql_definitions (
      name text PRIMARY KEY,
      hash text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied = new Map(
    (
      await session.query<{ name: string; hash: string }>(
        'SELECT name, hash FROM drizzle.miao_sql_definitions',
      )
    ).map((row) => [row.name, row.hash]),
  );
  const changed: string[] = [];
  for (const definition of definitions) {
    const hash = hashOf(definition.text);
    if (applied.get(definition.name) === hash) continue;
    await session.exec(definition.text);
    await session.query(
      `INSERT INTO drizzle.miao_sql_definitions (name, hash) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET hash = EXCLUDED.hash, applied_at = now()`,
      [definition.name, hash],
    );
    changed.push(definition.name);
  }
  // A file removed: its object is dropped by the numbered migration that removed it.
  const present = definitions.map((definition) => definition.name);
  await session.query('DELETE FROM drizzle.miao_sql_definitions WHERE NOT (name = ANY($1::text[]))', [
    present,
  ]);
  return changed;
}

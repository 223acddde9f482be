// Writes the embedded database (PGlite in DATA_DIR) as SQL, while the site runs or not (issue 37,
// docs/decisions/055): an online backup, and the first step of the move to PostgreSQL (db:import).
// Usage: npm run db:export -- <file>
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exportHeader, requestExport } from '../db/embedded-export';
import { assertEmbeddedDatabaseFree, lockEmbeddedDatabase } from '../platform/process-lock';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run db:export -- <file>   (the embedded database in DATA_DIR, as SQL)');
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? `[miao] ${error.message}` : error);
  process.exit(1);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, backups)');
  process.exit(2);
}

async function exportText(dataDir: string): Promise<{ text: string; from: string }> {
  let running = false;
  try {
    assertEmbeddedDatabaseFree(dataDir);
  } catch {
    running = true;
  }
  // the server holds the directory: it makes the dump (db/embedded-export.ts)
  if (running) return { text: await requestExport(dataDir), from: 'the running server' };
  const unlock = lockEmbeddedDatabase(dataDir);
  const database = openDatabase({ dataDir });
  try {
    return { text: await database.dump!(), from: 'the stopped database' };
  } finally {
    await database.close();
    unlock();
  }
}

try {
  const { text, from } = await exportText(config.dataDir);
  // npm runs workspace scripts inside the workspace: a relative path is where npm was called from
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  // written whole or not at all: an interrupted export never leaves a file that looks complete
  writeFileSync(`${target}.partial`, text);
  renameSync(`${target}.partial`, target);
  const counts = exportHeader(text)!.counts;
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `exported ${Object.keys(counts).length} tables, ${rows} rows from ${from} in ${config.dataDir} to ${target}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

// Loads a `db:export` file into the PostgreSQL database of DATABASE_URL (empty, at the export's
// migration), then prints every table's rows and checks the ledger (issue 37, docs/decisions/055).
// Usage: DATABASE_URL=postgres://… npm run db:import -- <file>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ImportRefused, importExport } from '../db/export-import';
import { describeProblem, summarizeLedger } from '../modules/coin/check';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: DATABASE_URL=postgres://… npm run db:import -- <file written by db:export>');
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? `[miao] ${error.message}` : error);
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error('set DATABASE_URL to the PostgreSQL database to load into (a new, empty one)');
  process.exit(2);
}

try {
  const counts = await importExport(
    config.databaseUrl,
    readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'),
    (line) => console.log(line),
  );
  const width = Math.max(...counts.map((c) => c.table.length));
  let differ = 0;
  for (const { table, exported, imported } of counts) {
    const same = exported === imported;
    if (!same) differ += 1;
    console.log(
      `  ${table.padEnd(width)}  ${String(imported).padStart(8)}${same ? '' : `  (exported ${exported})`}`,
    );
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl });
  try {
    const ledger = await summarizeLedger(database.db);
    for (const problem of ledger.problems) console.error(`  - ${describeProblem(problem)}`);
    if (differ > 0 || ledger.problems.length > 0) {
      console.error(
        `import INCOMPLETE: ${differ} table(s) differ from the export, ${ledger.problems.length} ledger problem(s)`,
      );
      process.exitCode = 1;
    } else {
      const rows = counts.reduce((sum, c) => sum + c.imported, 0);
      console.log(
        `imported ${counts.length} tables, ${rows} rows; every count matches the export; ledger ok: ` +
          `${ledger.transactions} transactions, ${ledger.accounts} accounts`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ImportRefused
      ? `refused: ${error.message}`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exitCode = error instanceof ImportRefused ? 2 : 1;
}

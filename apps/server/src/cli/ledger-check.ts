// Checks the MIAO COIN ledger's invariants on the configured database (PGlite in DATA_DIR, or
// PostgreSQL with DATABASE_URL) and exits non-zero with the offending transactions and accounts.
// Usage: npm run ledger:check
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { describeProblem, summarizeLedger } from '../modules/coin/check';
import { assertEmbeddedDatabaseFree } from '../platform/process-lock';

const config = loadConfig();
try {
  if (!config.databaseUrl) assertEmbeddedDatabaseFree(config.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // the same migrations the server applies at start, so a never-started database reads as empty
  await database.migrate();
  const summary = await summarizeLedger(database.db);
  const where = `${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`}`;
  if (summary.problems.length === 0) {
    console.log(`ledger ok on ${where}: ${summary.transactions} transactions, ${summary.accounts} accounts`);
  } else {
    console.error(
      `ledger BROKEN on ${where}: ${summary.problems.length} problem(s) in ${summary.transactions} transactions, ${summary.accounts} accounts`,
    );
    for (const problem of summary.problems) console.error(`  - ${describeProblem(problem)}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}

// The move from the embedded database to PostgreSQL (issue 37, docs/decisions/055): the demo data
// and some activity on PGlite, `db:export` while a server holds DATA_DIR (its reads go on), then
// `db:import` into a new PostgreSQL database: every table's rows match, the ledger check holds,
// new rows take fresh ids, and a second import or one at another migration is refused.
// CI: node scripts/with-postgres.mjs npm run test -w @miao/server -- src/cli/db-export-import.test.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { exportHeader, serveExports } from '../db/embedded-export';
import { MIGRATION_ROWS } from '../db/export-import';
import { rowsOf } from '../db/sql';
import { transfer } from '../modules/coin/transfer';
import { lockEmbeddedDatabase } from '../platform/process-lock';
import { createStorage } from '../platform/storage-factory';
import { seedDemo } from '../seed/demo';
import { ensureReferenceData } from '../seed/reference';
import { ensureStarterTaxonomy } from '../seed/taxonomy';
import { testConfig } from '../test/app';
import { buildComment } from '../test/factories';
import { freshPostgresDatabase, runScript } from '../test/postgres';

const SLOW = 300_000;
const LIMITS = { dailySendLimit: 100_000 };

let dataDir: string;
let database: Database;
let stopExports: () => Promise<void>;
let unlock: () => void;
const exportFile = () => path.join(dataDir, 'export.sql');

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from public."${name}"`)),
    );
    result[name] = row!.n;
  }
  return result;
}

async function userIdOf(db: Db, email: string): Promise<{ id: number; walletAddress: string }> {
  const [row] = rowsOf<{ id: number; wallet_address: string }>(
    await db.execute(sql`select id, wallet_address from users where email = ${email}`),
  );
  return { id: row!.id, walletAddress: row!.wallet_address };
}

const balances = async (db: Db) =>
  rowsOf<{ id: number; balance: string }>(
    await db.execute(sql`select id, balance::text from accounts order by id`),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-move-'));
  const config = testConfig(dataDir);
  // this test process plays the running server: it holds DATA_DIR as server.ts does
  unlock = lockEmbeddedDatabase(dataDir);
  database = openDatabase({ dataDir });
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureStarterTaxonomy(database.db);
  await seedDemo(database.db, config, createStorage(config));
  const alice = await userIdOf(database.db, 'alice@example.com');
  const bob = await userIdOf(database.db, 'bob@example.com');
  await transfer(
    database.db,
    {
      fromUserId: alice.id,
      toAddress: bob.walletAddress,
      amount: 25,
      coinTypeId: 1,
      remarks: 'for the keycaps',
    },
    LIMITS,
  );
  const [task] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from tasks order by id limit 1`),
  );
  await buildComment(database.db, { task: task!, user: bob, content: '<p>Moving to PostgreSQL</p>' });
  stopExports = await serveExports(dataDir, database.dump!);
}, SLOW);

afterAll(async () => {
  await stopExports?.();
  await database?.close();
  unlock?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('db:export', () => {
  it(
    'writes the embedded database while its server holds it, and the server keeps answering',
    async () => {
      const before = await counts(database.db);
      const exporting = runScript('src/cli/db-export.ts', { DATA_DIR: dataDir }, [exportFile()]);
      // the server's reads meanwhile: they wait for the dump at most, and are answered
      let reads = 0;
      let done = false;
      void exporting.then(() => (done = true));
      while (!done) {
        expect((await balances(database.db)).length).toBeGreaterThan(0);
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const { code, stdout, stderr } = await exporting;
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/exported \d+ tables, \d+ rows from the running server/);
      expect(reads).toBeGreaterThan(0);
      const header = exportHeader(readFileSync(exportFile(), 'utf8'))!;
      expect(header.counts).toEqual(before);
      expect(header.counts.users).toBeGreaterThanOrEqual(4);
      expect(header.counts.transfer_requests).toBe(1);
      expect(header.counts.comments).toBeGreaterThan(0);
      // the server's session is as it was: unqualified names still resolve, and it still writes
      // (pg_dump's read-only transaction once stayed open on the shared connection: every write
      // after an export failed with "cannot execute UPDATE in a read-only transaction")
      expect((await counts(database.db)).users).toBe(before.users);
      // (a write that changes nothing: the import below compares with this database's rows)
      await database.db.execute(sql`update accounts set balance = balance where false`);
    },
    SLOW,
  );

  it('a freshly migrated database holds no rows but those MIGRATION_ROWS names', async () => {
    const fresh = openDatabase({ dataDir: null });
    await fresh.migrate();
    const held = Object.entries(await counts(fresh.db))
      .filter(([, n]) => n > 0)
      .map(([table]) => table);
    await fresh.close();
    expect(held.sort()).toEqual([...MIGRATION_ROWS].sort());
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('db:import into PostgreSQL', () => {
  it(
    'loads the export: every table’s rows and balances match, the ledger holds, new rows get fresh ids',
    async () => {
      const { url, drop } = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const target = openDatabase({ databaseUrl: url });
      try {
        const imported = await runScript('src/cli/db-import.ts', { DATABASE_URL: url, DATA_DIR: dataDir }, [
          exportFile(),
        ]);
        expect(imported.stderr).toBe('');
        expect(imported.code).toBe(0);
        expect(imported.stdout).toMatch(/every count matches the export; ledger ok/);
        expect(imported.stdout).toMatch(/ {2}ledger_transactions +\d+/);
        expect(await counts(target.db)).toEqual(await counts(database.db));
        expect(await balances(target.db)).toEqual(await balances(database.db));

        const checked = await runScript('src/cli/ledger-check.ts', { DATABASE_URL: url, DATA_DIR: dataDir });
        expect(checked.code).toBe(0);
        expect(checked.stdout).toMatch(/^ledger ok on postgres/);

        // the sequences came along: the next transfer and comment take ids after the imported ones
        const alice = await userIdOf(target.db, 'alice@example.com');
        const bob = await userIdOf(target.db, 'bob@example.com');
        const sent = await transfer(
          target.db,
          {
            fromUserId: bob.id,
            toAddress: alice.walletAddress,
            amount: 5,
            coinTypeId: 1,
            remarks: 'on PostgreSQL',
          },
          LIMITS,
        );
        expect(sent.response.number).toBe(5);
        const [task] = rowsOf<{ id: number }>(
          await target.db.execute(sql`select id from tasks order by id limit 1`),
        );
        await buildComment(target.db, { task: task!, user: alice });

        const again = await runScript('src/cli/db-import.ts', { DATABASE_URL: url, DATA_DIR: dataDir }, [
          exportFile(),
        ]);
        expect(again.code).toBe(2);
        expect(again.stderr).toMatch(/refused: the database is not empty \(rows in .*users/);
      } finally {
        await target.close();
        await drop();
      }
    },
    SLOW,
  );

  it(
    'refuses a database at another migration',
    async () => {
      const { url, drop } = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const target = openDatabase({ databaseUrl: url });
      try {
        await target.migrate();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(
          'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
        );
        await client.end();
        const refused = await runScript('src/cli/db-import.ts', { DATABASE_URL: url, DATA_DIR: dataDir }, [
          exportFile(),
        ]);
        expect(refused.code).toBe(2);
        expect(refused.stderr).toMatch(
          /refused: the export is at migration 00\d\d_\w+, this database at 00\d\d_\w+/,
        );
        expect((await counts(target.db)).users).toBe(0);
      } finally {
        await target.close();
        await drop();
      }
    },
    SLOW,
  );
});

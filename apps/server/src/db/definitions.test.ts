// SQL functions and triggers in one place each (issue 37, docs/decisions/055): every function and
// trigger of the migrated database has its one source file, the files reproduce what the numbered
// migrations left (the transfer functions apart: their batch items got readable names), and a file
// is applied again only when its content changes, once when two processes start together.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/postgres';
import { migrationsFolder, openDatabase } from './client';
import { applyDefinitions, readDefinitions, type DefinitionSession } from './definitions';

const pgliteSession = (client: PGlite): DefinitionSession => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  exec: async (text) => {
    await client.exec(text);
  },
});

const FUNCTIONS = `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' ORDER BY 1`;
const TRIGGERS = `SELECT t.tgname AS name, c.relname AS "table", pg_get_triggerdef(t.oid) AS definition
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal ORDER BY 1`;

interface Defined {
  name: string;
  table?: string;
  definition: string;
}

async function definedIn(session: DefinitionSession): Promise<{ functions: Defined[]; triggers: Defined[] }> {
  return {
    functions: await session.query<Defined>(FUNCTIONS),
    triggers: await session.query<Defined>(TRIGGERS),
  };
}

/** Each test migrates a database of its own: slow on a busy machine. */
const SLOW = 300_000;

describe('SQL functions and triggers', () => {
  it(
    'each function and each table’s triggers live in one file, and every file defines what the database holds',
    async () => {
      const database = openDatabase({ dataDir: null });
      await database.migrate();
      const session: DefinitionSession = {
        query: async <T>(text: string) =>
          ((await database.db.execute(text as never)) as unknown as { rows: T[] }).rows,
        exec: async () => {},
      };
      const { functions, triggers } = await definedIn(session);
      await database.close();
      const files = readDefinitions();
      const created = (kind: 'FUNCTION' | 'TRIGGER') =>
        files.flatMap((file) =>
          [...file.text.matchAll(new RegExp(`CREATE OR REPLACE ${kind} (\\w+)`, 'g'))].map((match) => ({
            file: file.name,
            name: match[1]!,
          })),
        );
      const functionFiles = created('FUNCTION');
      const triggerFiles = created('TRIGGER');
      expect(functions.length).toBeGreaterThanOrEqual(10);
      expect(triggers.length).toBeGreaterThanOrEqual(38);
      // one file per function, named after it
      expect(functionFiles.map((f) => [f.name, f.file]).sort()).toEqual(
        functions.map((f) => [f.name, `functions/${f.name}.sql`]).sort(),
      );
      // every trigger once, in its table's file
      expect(triggerFiles.map((t) => [t.name, t.file]).sort()).toEqual(
        triggers.map((t) => [t.name, `triggers/${t.table}.sql`]).sort(),
      );
      expect(files.every((file) => !/\bCREATE (FUNCTION|TRIGGER)\b/.test(file.text))).toBe(true);
    },
    SLOW,
  );

  it(
    'reproduce what the numbered migrations defined, the transfer batch apart',
    async () => {
      const client = new PGlite();
      await migrate(drizzle(client), { migrationsFolder });
      const session = pgliteSession(client);
      const before = await definedIn(session);
      const applied = await applyDefinitions(session);
      const after = await definedIn(session);
      expect(applied).toEqual(readDefinitions().map((file) => file.name));
      expect(after.triggers).toEqual(before.triggers);
      const changed = after.functions
        .filter((f) => before.functions.find((b) => b.name === f.name)?.definition !== f.definition)
        .map((f) => f.name);
      expect(changed.sort()).toEqual(['miao_transfer_batch', 'miao_transfer_stored']);
      expect(after.functions.map((f) => f.name)).toEqual(before.functions.map((f) => f.name));
      await client.close();
    },
    SLOW,
  );

  it(
    'are applied again when their content changes, not otherwise',
    async () => {
      const client = new PGlite();
      await migrate(drizzle(client), { migrationsFolder });
      const session = pgliteSession(client);
      await applyDefinitions(session);
      const probe = (answer: number) => ({
        name: 'functions/miao_probe.sql',
        text: `CREATE OR REPLACE FUNCTION miao_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;`,
      });
      const answer = async () => (await client.query<{ a: number }>('SELECT miao_probe() AS a')).rows[0]!.a;
      const files = readDefinitions();
      expect(await applyDefinitions(session, [...files, probe(1)])).toEqual(['functions/miao_probe.sql']);
      expect(await answer()).toBe(1);
      expect(await applyDefinitions(session, [...files, probe(1)])).toEqual([]);
      // changed by hand in the database: an unchanged file is not run again
      await client.exec(
        `CREATE OR REPLACE FUNCTION miao_probe() RETURNS int LANGUAGE sql AS $$ SELECT 7 $$;`,
      );
      expect(await applyDefinitions(session, [...files, probe(1)])).toEqual([]);
      expect(await answer()).toBe(7);
      expect(await applyDefinitions(session, [...files, probe(2)])).toEqual(['functions/miao_probe.sql']);
      expect(await answer()).toBe(2);
      // a failing file changes nothing: its transaction is rolled back by the caller
      await expect(
        client.transaction((tx) =>
          applyDefinitions(
            {
              query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
              exec: async (text) => {
                await tx.exec(text);
              },
            },
            [...files, probe(3), { name: 'triggers/broken.sql', text: 'CREATE OR REPLACE TRIGGER broken' }],
          ),
        ),
      ).rejects.toThrow();
      expect(await answer()).toBe(2);
      await client.close();
    },
    SLOW,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'are applied once when two processes migrate at once (PostgreSQL)',
    async () => {
      const { url, drop } = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const first = openDatabase({ databaseUrl: url });
      const second = openDatabase({ databaseUrl: url });
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const rows = (await client.query('SELECT name FROM drizzle.miao_sql_definitions ORDER BY name')).rows;
        const transfer = (await client.query(`SELECT miao_transfer_batch('[]'::jsonb) AS r`)).rows[0].r;
        await client.end();
        expect(rows.map((row) => row.name)).toEqual(
          readDefinitions()
            .map((file) => file.name)
            .sort(),
        );
        expect(transfer).toEqual([]);
      } finally {
        await Promise.all([first.close(), second.close()]);
        await drop();
      }
    },
  );
});

// A dump of the embedded database while the site runs (issue 37, docs/decisions/055). PGlite lives
// inside the server process, which owns DATA_DIR (platform/process-lock.ts): a second process may
// not open the same files, and PGlite has no read-only mode. So the running server makes the dump
// itself, asked over a Unix socket in DATA_DIR (reachable by whoever may read DATA_DIR, nobody
// else), and `npm run db:export` writes what it answers. With the server stopped the command opens
// the directory itself.
import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** The first line of an export: what `db:import` checks before loading it. */
export interface ExportHeader {
  format: 1;
  /** drizzle's record of the newest migration applied: the target must be at the same one. */
  migration: { hash: string; createdAt: string };
  /** Rows of every table in schema public when the dump was taken. */
  counts: Record<string, number>;
  takenAt: string;
}

const HEADER_PREFIX = '-- miao-export ';

/** Settings pg_dump changes for its session, which is also the server's: put back afterwards. */
const SESSION_SETTINGS = [
  'search_path',
  'DateStyle',
  'IntervalStyle',
  'extra_float_digits',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'row_security',
  'synchronize_seqscans',
  'client_encoding',
  'standard_conforming_strings',
  'quote_all_identifiers',
];

/** A simple-protocol Query message ('Q', length, text, NUL), run past PGlite's locks. */
function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * The data of schema public as SQL (`INSERT`s and the sequences' `setval`s), headed by the
 * migration and every table's row count. PGlite has one connection: the dump holds its transaction
 * lock throughout, so no request's transaction is open while pg_dump's own runs and none starts
 * until the dump is done (requests wait; a demo-sized database takes about a second). pg_dump's
 * statements go to the connection directly (`execProtocolRawSync`, as pglite-tools does), and
 * the session's settings it changed are put back before the lock is let go.
 */
export async function dumpEmbedded(client: PGlite): Promise<string> {
  return client.transaction(async (tx) => {
    const [migration] = (
      await tx.query<{ hash: string; created_at: string }>(
        'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      )
    ).rows;
    if (!migration) throw new Error('the embedded database has no migrations applied: nothing to export');
    const tables = (
      await tx.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    ).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${name}"`)).rows;
      counts[name] = row!.n;
    }
    const settings = (
      await tx.query<{ name: string; setting: string }>(
        'SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY($1::text[])',
        [SESSION_SETTINGS.map((name) => name.toLowerCase())],
      )
    ).rows;
    // Out of this transaction (nothing was written), still holding the lock: pg_dump opens its own.
    await tx.rollback();
    const header: ExportHeader = {
      format: 1,
      migration: { hash: migration.hash, createdAt: migration.created_at },
      counts,
      takenAt: new Date().toISOString(),
    };
    const direct = {
      query: async () => ({
        rows: [{ search_path: settings.find((s) => s.name === 'search_path')!.setting }],
      }),
      execProtocolRawSync: (message: Uint8Array) => client.execProtocolRawSync(message),
      // pglite-tools resets the session with an un-awaited exec after the dump; done below instead
      exec: async () => [],
    } as unknown as PGlite;
    let dump: string;
    try {
      dump = await (
        await pgDump({ pg: direct, args: ['--data-only', '--schema=public', '--rows-per-insert=100'] })
      ).text();
    } finally {
      const restore = settings
        .map((s) => `SELECT set_config('${s.name}', '${s.setting.replaceAll("'", "''")}', false);`)
        .join(' ');
      // pg_dump's own transaction (repeatable read, read only) is still open on the one connection:
      // end it, or every write after an export fails
      client.execProtocolRawSync(queryMessage(`ROLLBACK; DEALLOCATE ALL; ${restore}`));
    }
    return `${HEADER_PREFIX}${JSON.stringify(header)}\n${dump}`;
  });
}

/** The header of an export, or undefined when the text is not one. */
export function exportHeader(text: string): ExportHeader | undefined {
  if (!text.startsWith(HEADER_PREFIX)) return undefined;
  const line = text.slice(HEADER_PREFIX.length, text.indexOf('\n'));
  try {
    const header = JSON.parse(line) as ExportHeader;
    return header.format === 1 ? header : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The socket of a running server's exports. In DATA_DIR; a directory whose path is too long for a
 * socket name (about 100 bytes) gets one in the temporary directory named after it.
 */
export function exportSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), 'export.sock');
  if (Buffer.byteLength(inDataDir) <= 100) return inDataDir;
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `miao-export-${id}.sock`);
}

/**
 * Serves `dump` on the export socket of `dataDir` (the server, on the embedded database). Each
 * connection gets `ok\n` and the dump, or `error <message>\n`. Answers how to stop.
 */
export async function serveExports(
  dataDir: string,
  dump: () => Promise<string>,
): Promise<() => Promise<void>> {
  const socket = exportSocketPath(dataDir);
  // a socket left by a server that crashed: this process holds DATA_DIR now
  rmSync(socket, { force: true });
  const server = createServer((connection) => {
    connection.on('error', () => {});
    dump().then(
      (text) => connection.end(`ok\n${text}`),
      (error: unknown) => connection.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socket, { force: true });
    });
}

/** Asks the server holding `dataDir` for a dump (`db:export` while the site runs). */
export function requestExport(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = createConnection(exportSocketPath(dataDir));
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', (error) =>
      reject(
        new Error(`the running server did not answer on ${exportSocketPath(dataDir)}: ${error.message}`),
      ),
    );
    connection.on('end', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      if (answer.startsWith('ok\n')) resolve(answer.slice(3));
      else reject(new Error(`the running server could not export: ${answer.replace(/^error /, '').trim()}`));
    });
  });
}

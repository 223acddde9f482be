// Row access, time formatting and transactions: the few things every service does with SQL, in one
// place below the platform and the modules.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from './client';

export { readRows, writeRows } from './client';

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep the access in one place. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `any('{1,2,3}'::int[])`: integer ids (validated, or read from the database) as one array
 * parameter, for `column = ${anyOf(…)}`: one plan whatever their number, and no bind limit.
 */
export function anyOf(ids: readonly (number | string)[], type: 'int' | 'bigint'): SQL {
  return sql`any(${`{${ids.join(',')}}`}::${sql.raw(type)}[])`;
}

/** A timestamp column as the API writes times: ISO 8601 in UTC with milliseconds (`…T12:00:00.000Z`). */
export function isoTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Runs `fn` in a transaction: a new one on a plain handle, a savepoint inside an open transaction
 * (drizzle's `transaction` on either), so a refusal inside leaves the caller's transaction usable.
 */
export function inTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(fn);
}

/** A row read by raw SQL (column names, driver values) as drizzle's record of `table`. */
export function rowOf<T extends Table>(table: T, row: Record<string, unknown>): T['$inferSelect'] {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record as T['$inferSelect'];
}

/** The PostgreSQL error behind `error` (drizzle wraps the driver's in `cause`): SQLSTATE and constraint. */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint };
    e = e.cause as typeof e;
  }
  return undefined;
}

/** A unique violation (23505), of the named index when one is given and the driver names it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  if (found?.code !== '23505') return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/sql';

/**
 * Counts one hit on `key` in the current fixed window and says whether it is within `limit`.
 * Stored in the database so every server process shares the count.
 */
export async function hit(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
  return count <= limit;
}

/** Reads the current window's count without adding a hit. */
export async function peek(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key}
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`);
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
}

/** Drops windows older than a day; called from time to time, never on a hot path. */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf, writeRows } from '../db/sql';
import { TurnBatch } from './turn-batch';

/**
 * Hits past each limit in this process, by the limit's name (a key's first part: `ip`,
 * `coin-transfer`, `chat`…), for the metrics (platform/metrics.ts).
 */
export const overLimit = new Map<string, number>();

function counted(key: string, allowed: boolean): boolean {
  if (!allowed) {
    const colon = key.indexOf(':');
    const name = colon === -1 ? key : key.slice(0, colon);
    overLimit.set(name, (overLimit.get(name) ?? 0) + 1);
  }
  return allowed;
}

/**
 * Counts one hit on `key` in the current fixed window and says whether it is within `limit`.
 * Stored in the database so every server process shares the count. For hits that must roll back
 * with a transaction; a request's own limits go through `RateLimits`, which batches them.
 */
export async function hit(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
  return counted(key, count <= limit);
}

interface Hit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The same fixed-window counts as `hit`, with every hit of a process that arrives while one count
 * is on its way sent together in one statement (a `TurnBatch`; docs/decisions/027, "The write path").
 *
 * Every write from one address bumps one row; a row taken by each request in turn admits one
 * request per commit, whatever the cores. Batched, a process takes each row once per round trip.
 * The answers stay exact: a batch of `n` hits on a key that comes back at `count` held the counts
 * `count - n + 1 … count`, in the order the hits arrived, and each is allowed while within its
 * limit. Keys are taken in sorted order, so two processes' batches cannot deadlock. A key names one
 * window (its name says which limit it is).
 */
export class RateLimits {
  private readonly batch = new TurnBatch<Hit, boolean>((hits) => this.count(hits));

  constructor(private readonly db: Db) {}

  hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return this.batch.add({ key, limit, windowSeconds });
  }

  private async count(hits: Hit[]): Promise<boolean[]> {
    const byKey = new Map<string, number[]>();
    hits.forEach((hit, i) => {
      const indexes = byKey.get(hit.key);
      if (indexes) indexes.push(i);
      else byKey.set(hit.key, [i]);
    });
    const counts = [...byKey].map(([key, indexes]) => ({
      k: key,
      w: hits[indexes[0]!]!.windowSeconds,
      n: indexes.length,
    }));
    const rows = await writeRows<{ key: string; count: number }>(
      this.db,
      sql`insert into rate_limits (key, window_start, count)
        select t.k, to_timestamp(floor(extract(epoch from now()) / t.w) * t.w), t.n
        from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as t(k text, w int, n int)
        order by t.k
        on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
        returning key, count`,
    );
    const allowed: boolean[] = [];
    for (const row of rows) {
      const indexes = byKey.get(row.key) ?? [];
      const first = Number(row.count) - indexes.length + 1;
      indexes.forEach((index, n) => (allowed[index] = counted(row.key, first + n <= hits[index]!.limit)));
      byKey.delete(row.key);
    }
    if (byKey.size > 0) throw new Error(`rate limit: no count for ${[...byKey.keys()].join(', ')}`);
    return allowed;
  }
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

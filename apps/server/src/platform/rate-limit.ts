import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf } from '../db/sql';

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
  return count <= limit;
}

interface PendingHit {
  key: string;
  limit: number;
  windowSeconds: number;
  settle: (allowed: boolean) => void;
  refuse: (error: unknown) => void;
}

/**
 * The same fixed-window counts as `hit`, with every hit of a process that arrives while one count
 * is on its way sent together in one statement (docs/decisions/027, "The write path").
 *
 * Every write from one address bumps one row; a row taken by each request in turn admits one
 * request per commit, whatever the cores. Batched, a process takes each row once per round trip.
 * The answers stay exact: a batch of `n` hits on a key that comes back at `count` held the counts
 * `count - n + 1 … count`, in the order the hits arrived, and each is allowed while within its
 * limit. Keys are taken in sorted order, so two processes' batches cannot deadlock. A key names one
 * window (its name says which limit it is).
 */
export class RateLimits {
  private queue: PendingHit[] = [];
  private scheduled = false;
  private flushing = false;

  constructor(private readonly db: Db) {}

  hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return new Promise<boolean>((settle, refuse) => {
      this.queue.push({ key, limit, windowSeconds, settle, refuse });
      this.schedule();
    });
  }

  /** The first hit of a turn sends at the turn's end; hits arriving during a send wait for the next. */
  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    this.flushing = true;
    const byKey = new Map<string, PendingHit[]>();
    for (const pending of batch) {
      const hits = byKey.get(pending.key);
      if (hits) hits.push(pending);
      else byKey.set(pending.key, [pending]);
    }
    const counts = [...byKey].map(([key, hits]) => ({ k: key, w: hits[0]!.windowSeconds, n: hits.length }));
    try {
      const rows = await this.db.execute<{ key: string; count: number }>(sql`
        insert into rate_limits (key, window_start, count)
        select t.k, to_timestamp(floor(extract(epoch from now()) / t.w) * t.w), t.n
        from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as t(k text, w int, n int)
        order by t.k
        on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
        returning key, count`);
      for (const row of rowsOf<{ key: string; count: number }>(rows)) {
        const hits = byKey.get(row.key) ?? [];
        const first = Number(row.count) - hits.length + 1;
        hits.forEach((pending, i) => pending.settle(first + i <= pending.limit));
        byKey.delete(row.key);
      }
      for (const hits of byKey.values()) {
        for (const pending of hits) pending.refuse(new Error(`rate limit: no count for ${pending.key}`));
      }
    } catch (error) {
      for (const pending of batch) pending.refuse(error);
    } finally {
      this.flushing = false;
      if (this.queue.length > 0) this.schedule();
    }
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

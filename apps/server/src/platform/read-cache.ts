// Cached reads (docs/decisions/010-read-cache.md). The database stays the truth: a cached answer is
// keyed by the change stamps of what it was read from, and every request reads the current stamps
// first, so a commit in any process makes older entries unreachable. Memory holds no state that
// another process would need.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRows, type DbOrTx } from '../db/client';

type Entry = string | Buffer;

/** Serialised answers by key, least recently used dropped first once `maxBytes` is exceeded. */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // re-inserted: Map order is the recency order
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Entry): void {
    const size = key.length + value.length;
    if (size > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length + old.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= key.length + old.length;
  }
}

/**
 * The current stamps of the scopes, joined into one key part. Read before the data it guards: the
 * data read afterwards is at least as new as the stamp, never older.
 */
export async function changeStamps(db: DbOrTx, scopes: string[]): Promise<string> {
  const columns = sql.join(
    scopes.map((scope, i) => sql`${stampOf(sql`${scope}`)} as ${sql.raw(`s${i}`)}`),
    sql`, `,
  );
  const [row] = await readRows<Record<string, string>>(db, sql`select ${columns}`);
  return scopes.map((_, i) => row![`s${i}`]).join('.');
}

/** The stamp of a scope as an SQL expression, to read it within another statement. */
export function stampOf(scope: SQL): SQL {
  return sql`((select coalesce(sum(base), 0) from change_counts where scope = ${scope})
    + (select count(*) from change_log where scope = ${scope}))`;
}

/** The scope of a task's comments, likes and rewards (see the triggers of migration 0005). */
export const taskScope = (taskId: number) => `task:${taskId}`;
/** Names and avatars of every user. */
export const usersScope = 'users';

/**
 * Folds the log into the counts, in one statement so a reader sees the log rows or their count,
 * never both or neither. Rows committed meanwhile stay for the next run.
 */
export async function compactChangeLog(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    with moved as (delete from change_log returning scope)
    insert into change_counts (scope, base)
    select scope, count(*) from moved group by scope
    on conflict (scope) do update set base = change_counts.base + excluded.base`);
}

/** Answers smaller than this go out as they are (the compression plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality 5: nearly the size of the default 11 at a fraction of the CPU. */
export const BROTLI_QUALITY = 5;

/**
 * Sends a cached JSON body, compressed for the client once per entry (br or gzip, by Accept-Encoding)
 * and kept beside it: a page of a hundred comments is 43 KB as JSON and about 1.2 KB as brotli.
 * The body was checked against the route's response schema before it was stored.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  body: string,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), ['br', 'gzip']) : null;
  if (!encoding || body.length < COMPRESS_THRESHOLD) return reply.send(body as never);
  const compressedKey = `${key}|${encoding}`;
  let compressed = cache.get(compressedKey);
  if (compressed === undefined) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body);
    cache.set(compressedKey, compressed);
  }
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(compressed as never);
}

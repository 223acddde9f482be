// Cached reads (docs/decisions/010-read-cache.md). The database stays the truth: a cached answer is
// keyed by the change feed's stamp of what it was read from (change-feed.ts), so a commit in any
// process makes older entries unreachable. Memory holds no state that another process would need.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Entry = string | Buffer;

/**
 * What an entry holds, in bytes: its key and value as UTF-8. A string of Chinese copy takes two
 * bytes a character in V8 (three as UTF-8), so counting characters would let a cache of Chinese
 * pages grow to twice its bound; UTF-8 never counts less than V8 holds.
 */
function sizeOf(key: string, value: Entry): number {
  return Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : value.length);
}

/** An entry, its size, and whether it was read since it last came to the back of the line. */
interface Slot {
  value: Entry;
  size: number;
  used: boolean;
}

/**
 * Serialised answers by key; once over `maxBytes`, entries not read since they last came to the
 * back of the line are dropped first (second chance, an approximation of least recently used: a
 * read marks its entry rather than moving it, since reads are the hot path and drops are rare).
 */
export class ReadCache {
  private readonly entries = new Map<string, Slot>();
  private bytes = 0;
  /** Reads under way by key: concurrent misses of one key share a single read (no stampede). */
  readonly reading = new Map<string, Promise<string>>();
  /** Answers found here and answers read afresh, for the metrics (counted by the callers that ask). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    slot.used = true;
    return slot.value;
  }

  set(key: string, value: Entry): void {
    const size = sizeOf(key, value);
    if (size > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { value, size, used: false });
    this.bytes += size;
    // Map order is arrival order, the oldest first; a read since arriving earns one more round. The
    // entry just set is never the one dropped (it fits alone).
    for (const [oldest, slot] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (oldest === key) continue;
      this.entries.delete(oldest);
      if (slot.used) {
        slot.used = false;
        this.entries.set(oldest, slot);
      } else {
        this.bytes -= slot.size;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.size;
  }
}

/**
 * The JSON body under `key`, else `read()` and keep it. Without a key (the change feed is not
 * listening) it reads every time and keeps nothing.
 */
export async function cachedBody(
  cache: ReadCache,
  key: string | undefined,
  read: () => Promise<string>,
): Promise<string> {
  if (key === undefined) return read();
  const cached = cache.get(key);
  if (typeof cached === 'string') {
    cache.lookups.hits++;
    return cached;
  }
  cache.lookups.misses++;
  // A crowd arriving just after a change would otherwise read the same answer once per request
  // (issue 13: 500 connections queued 500 identical queries behind a pool of ten).
  const pending = cache.reading.get(key);
  if (pending) return pending;
  const reading = read().then((body) => {
    cache.set(key, body);
    return body;
  });
  cache.reading.set(key, reading);
  try {
    return await reading;
  } finally {
    cache.reading.delete(key);
  }
}

/** Answers smaller than this go out as they are (the compression plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality 5: nearly the size of the default 11 at a fraction of the CPU. */
export const BROTLI_QUALITY = 5;

/**
 * Sends a cached JSON body, compressed for the client once per entry (br or gzip, by Accept-Encoding)
 * and kept beside it: a page of a hundred comments is 43 KB as JSON and about 1.2 KB as brotli.
 * The body was checked against the route's response schema before it was stored. Without a key
 * (nothing cached) the app's compression handles it as any answer.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  key: string | undefined,
  body: string,
): FastifyReply {
  return sendCachedBody(request, reply, cache, key, body, 'application/json; charset=utf-8');
}

type Encoding = 'br' | 'gzip';

/** Accept-Encoding values seen, and the encoding each gets: a few browsers send a few values. */
const encodings = new Map<string, Encoding | null>();
const ENCODINGS_KEPT = 64;

/** The encoding a client's Accept-Encoding asks for, br first; null for none. Parsed once per value. */
function encodingFor(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  let encoding = encodings.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate(accepted.toLowerCase(), ['br', 'gzip']) as Encoding | null;
    // an unbounded variety is someone's experiment: start again rather than grow
    if (encodings.size >= ENCODINGS_KEPT) encodings.clear();
    encodings.set(accepted, encoding);
  }
  return encoding;
}

/** As `sendCachedJson`, for any text body of the given content type (a rendered page). */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  key: string | undefined,
  body: string,
  contentType: string,
): FastifyReply {
  reply.type(contentType);
  if (key === undefined) return reply.send(body as never);
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding || body.length < COMPRESS_THRESHOLD) return reply.send(body as never);
  let compressed = cache.get(compressedKey(key, encoding));
  if (compressed === undefined) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body);
    cache.set(compressedKey(key, encoding), compressed);
  }
  return reply
    .header('content-encoding', encoding)
    .header('vary', mergeVary(reply.getHeader('vary'), 'accept-encoding'))
    .send(compressed as never);
}

/**
 * Stores a cached body's compressed copies ahead of its first asker, at strong settings (brotli 10,
 * gzip 9): for a body kept a long time, such as a rendered page, 10% fewer bytes for every later
 * answer than the quality 5 used on the spot, for 20-50 ms once, beside the render that made it.
 * Brotli 11 saves 3% more at three times the time. The window fits the body, and the work stays on
 * this thread: in zlib's pool threads the compressors' buffers left the process 55-70 MB larger.
 */
export function precompress(cache: ReadCache, key: string, body: string): void {
  if (body.length < COMPRESS_THRESHOLD) return;
  const bytes = Buffer.from(body);
  const window = Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes.length))));
  const br = brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 10,
      [zlib.BROTLI_PARAM_LGWIN]: window,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzipped = gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION });
  cache.set(compressedKey(key, 'br'), br);
  cache.set(compressedKey(key, 'gzip'), gzipped);
}

/** Where a body's compressed copy is kept, beside the body. */
function compressedKey(key: string, encoding: 'br' | 'gzip'): string {
  return `${key}|${encoding}`;
}

/**
 * Under which key the body that `sendCachedBody` sends for `key` is kept, for a client sending
 * `accepted` as its Accept-Encoding: the compressed copy's key, or the key itself.
 */
export function cachedBodyKey(key: string, accepted: string | undefined): string {
  const encoding = encodingFor(accepted);
  return encoding ? compressedKey(key, encoding) : key;
}

function mergeVary(current: unknown, name: string): string {
  if (typeof current !== 'string' || current === '') return name;
  return current.toLowerCase().includes(name.toLowerCase()) ? current : `${current}, ${name}`;
}

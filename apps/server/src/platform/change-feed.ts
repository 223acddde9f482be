// The change feed (docs/decisions/010-read-cache.md). Triggers (migration 0006) announce every
// changed scope on one channel when their transaction commits; each process listens and counts
// what it heard per scope. A cached read is keyed by those counts, so it is answered without asking
// the database, and a commit anywhere makes older entries unreachable once its announcement arrives.
// While the feed is not listening the counts are unknown: reads then go to the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';

export const CHANGE_CHANNEL = 'miao_changes';

/** A task's row, its comments, their likes and its rewards. */
export const taskScope = (taskId: number) => `task:${taskId}`;
/** A member's notifications. */
export const notificationScope = (userId: number) => `notify:${userId}`;
/** A member's ballots: their task record (migration 0027; their tasks' rows are TASKS_SCOPE). */
export const recordScope = (userId: number) => `record:${userId}`;
/** A sign-in (its refresh token family): announced when revoked. */
export const sessionScope = (family: string) => `session:${family}`;
/** A member's account standing (active or not). */
export const accountScope = (userId: number) => `account:${userId}`;
/** Names and avatars of every user (shown in every list). */
export const USERS_SCOPE = 'users';
/** What a notification shows of its target: task titles, comment texts, rewards, deletions. */
export const TARGETS_SCOPE = 'targets';
/** Any task card (row, medias, tags, mentions): every task list (migration 0019). */
export const TASKS_SCOPE = 'tasks';
/** A task's visibility to visitors changed: its permission, its deletion (migration 0034). */
export const TASK_VISIBILITY_SCOPE = 'task_visibility';
/** Task subscriptions and members' e-mail addresses: the board's "subscribed" filter (migration 0023). */
export const SUBSCRIPTIONS_SCOPE = 'subscriptions';
/** Category, tag and coin names shown on task cards. */
export const TAXONOMY_SCOPE = 'taxonomy';
/** Who holds which permission through which group. */
export const PERMISSIONS_SCOPE = 'permissions';
/** The product settings every rendered page carries. */
export const PRODUCT_SETTINGS_SCOPE = 'product_settings';
/** The store and social links every rendered page carries (migration 0033). */
export const SITE_LINKS_SCOPE = 'site_links';

const SYNC_PREFIX = 'sync:';
/** How long an announcement may take before the listener is taken for lost. */
const SYNC_TIMEOUT_MS = 2_000;
/** How often the listener is checked (a half-open connection reports nothing by itself). */
const HEARTBEAT_MS = 10_000;
const RETRY_MS = 1_000;
/** Scopes counted before all counts start again (under a new epoch, so no key is reused). */
const MAX_SCOPES = 100_000;

export class ChangeFeed {
  private readonly counts = new Map<string, number>();
  /** Grows each time the counts start again: after (re)connecting, or when they grew too many. */
  private epoch = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly waiting = new Map<string, () => void>();
  private readonly id = randomUUID().slice(0, 8);
  private sequence = 0;
  /** The marker the next callers of `sync` wait for, until it is sent. */
  private nextSync: Promise<void> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening; a failure is logged and retried, reads go to the database meanwhile. */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => void this.sync(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.drop();
  }

  /** Calls `listener` each time `scope` is announced (the job queue wakes on `jobs`). */
  watch(scope: string, listener: () => void): () => void {
    const set = this.watchers.get(scope) ?? new Set();
    set.add(listener);
    this.watchers.set(scope, set);
    return () => set.delete(listener);
  }

  get live(): boolean {
    return this.stopListening !== undefined;
  }

  /**
   * The key part for data read from these scopes, or undefined while not listening (then read from
   * the database and cache nothing). Taken **before** the data is read: an entry may then hold a
   * commit newer than its key, never an older one, since that commit's announcement moves the key on.
   */
  stamp(scopes: readonly string[]): string | undefined {
    if (!this.live) return undefined;
    let key = String(this.epoch);
    for (const scope of scopes) key += `.${this.counts.get(scope) ?? 0}`;
    return key;
  }

  /**
   * Resolves once every change committed before the call has been heard: announcements arrive in
   * commit order, so hearing a marker sent after the call is enough. Writers call it before
   * answering, so a client reading from this process after its write sees the write. Callers of one
   * turn of the event loop share one marker (a crowd of writers sends a few, not one each).
   */
  sync(): Promise<void> {
    if (!this.live) return Promise.resolve();
    this.nextSync ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        // from here on a caller needs a marker sent after it: the next one
        this.nextSync = undefined;
        void this.sendMarker().then(resolve);
      }),
    );
    return this.nextSync;
  }

  private async sendMarker(): Promise<void> {
    if (!this.live) return;
    const marker = `${SYNC_PREFIX}${this.id}:${++this.sequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await this.database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${marker})`);
      if (!(await heard)) this.lost(new Error('change feed: announcement not heard in time'));
    } catch (error) {
      // the database itself is unreachable; the listener reports its own loss
      this.log.warn({ err: error }, 'change feed sync failed');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    try {
      const stop = await this.database.listen(CHANGE_CHANNEL, {
        heard: (payload) => this.heard(payload),
        lost: (error) => this.lost(error),
      });
      if (this.closed) return void (await stop());
      // whatever was announced while not listening is unknown: start counting anew
      this.restart();
      this.stopListening = stop;
    } catch (error) {
      this.log.warn({ err: error }, 'change feed could not listen; retrying');
      this.scheduleRetry();
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiting.get(payload)?.();
      return;
    }
    if (this.counts.size >= MAX_SCOPES && !this.counts.has(payload)) this.restart();
    this.counts.set(payload, (this.counts.get(payload) ?? 0) + 1);
    this.watchers.get(payload)?.forEach((listener) => listener());
  }

  private lost(error?: unknown): void {
    if (this.closed || !this.live) return;
    this.log.warn({ err: error }, 'change feed lost its listener; reads go to the database until it is back');
    void this.drop();
    for (const done of this.waiting.values()) done();
    this.scheduleRetry();
  }

  private restart(): void {
    this.counts.clear();
    this.epoch++;
  }

  private async drop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.().catch(() => {});
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), RETRY_MS);
    this.retry.unref();
  }
}

/**
 * Values by id, each kept under the stamp it was read at; another stamp reads again. Bounded by
 * count, oldest first out.
 */
export class StampedMemo<K, V> {
  private readonly entries = new Map<K, { stamp: string; value: V }>();

  constructor(private readonly max: number) {}

  async get(id: K, stamp: string | undefined, load: () => Promise<V>): Promise<V> {
    if (stamp === undefined) return load();
    const found = this.entries.get(id);
    if (found?.stamp === stamp) return found.value;
    const value = await load();
    this.entries.delete(id);
    this.entries.set(id, { stamp, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}

/**
 * Announces a scope from application code, for changes no trigger covers (a task's visibility, which
 * decides whose notifications show it). Delivered when the caller's transaction commits.
 */
export async function announce(tx: DbOrTx, scope: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${scope})`);
}

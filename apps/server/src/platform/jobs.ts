// Durable background jobs (docs/decisions/016-durable-jobs.md). A job is a row of `jobs`, written
// with `enqueue` inside the transaction of the change that causes it: it exists if and only if the
// change committed. Every server process runs a worker that claims due jobs with FOR UPDATE SKIP
// LOCKED under a lease, runs the handler registered for the job's kind, and marks it done, or due
// again later (exponential backoff with jitter), or failed after its last attempt.
//
// Delivery is at least once: a process may die after a handler did its work and before the job is
// marked done, and the job then runs again once its lease has passed. Handlers must be safe to run
// twice: check the state they change (in the same transaction as the change), or write their
// effects through `job.finish(tx)` so that effects and completion commit together. An effect outside
// the database (a mail) is preceded by `job.hold(ms)`: no other process takes the job while the effect
// may still be under way (docs/decisions/046-mail-at-least-once.md).
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobSpans } from './tracing';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf } from '../db/sql';
import { CHANGE_CHANNEL } from './change-feed';

/** Announced on the change feed when a job becomes due now, so idle workers wake at once. */
export const JOBS_SCOPE = 'jobs';
export const DEFAULT_MAX_ATTEMPTS = 8;

/** A kind of job and the type of its payload (JSON: plain objects, arrays, strings, numbers). */
export interface JobType<P> {
  readonly kind: string;
  /** Type only: never set. */
  readonly _payload?: P;
}

/** Names a kind of job; modules define theirs next to the handler. */
export function defineJob<P>(kind: string): JobType<P> {
  return { kind };
}

export interface EnqueueOptions {
  /** Not before this time (a scheduled job). Default: now. */
  runAt?: Date;
  /** Dedupe key: a job with this key already in the table (in any state) makes this a no-op. */
  key?: string;
  /** Runs before the job is failed for good. Default DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction (pass the transaction, not the pool, so the job exists iff
 * the change commits). Answers the job's id, or undefined when its key was already taken.
 */
export async function enqueue<P>(
  tx: DbOrTx,
  type: JobType<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number | undefined> {
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = rowsOf<{ id: number | string; due: boolean }>(
    await tx.execute(sql`
      insert into jobs (kind, payload, key, run_at, max_attempts)
      values (${type.kind}, ${JSON.stringify(payload)}::jsonb, ${options.key ?? null}, ${runAt},
              ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
      on conflict (key) do nothing
      returning id, run_at <= now() as due`),
  );
  const [row] = rows;
  if (!row) return undefined;
  // delivered when the transaction commits, to every process (PGlite: to this one)
  if (row.due) await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JOBS_SCOPE})`);
  return Number(row.id);
}

/**
 * `enqueue` decided by the database in the same statement: the job is written only when `when`
 * holds, with `payload` and `key` computed there too. `with` names rows for them, such as a
 * data-modifying CTE whose results decide (the notifications just written): the cause, the check
 * and the wake-up are one round trip instead of three. Runs now, or `delaySeconds` later (a
scheduled job wakes nobody: the workers' poll finds it).
 */
export async function enqueueWhen<P>(tx: DbOrTx, type: JobType<P>, parts: QueueWhen): Promise<void> {
  await tx.execute(sql`
    with ${parts.with ? sql`${parts.with},` : sql``}
    ${queueWhen('queued', type, parts)}
    select pg_notify(${CHANGE_CHANNEL}, ${JOBS_SCOPE}) from queued where ${(parts.delaySeconds ?? 0) === 0}`);
}

/** What decides a job queued by the statement that causes it (see `enqueueWhen`). */
export interface QueueWhen {
  with?: SQL;
  /** Rows to queue one job each for (payload, key and when read their columns); else one job. */
  from?: SQL;
  payload: SQL;
  key: SQL;
  when: SQL;
  maxAttempts?: number;
  delaySeconds?: number;
}

/**
 * The insert of `enqueueWhen` as a CTE named `name` (returning the job's id), for a statement that
 * writes more than the job. Waking the workers is the statement's part: a `pg_notify` of
 * JOBS_SCOPE when the job runs now and a row came back.
 */
export function queueWhen<P>(name: string, type: JobType<P>, parts: QueueWhen): SQL {
  const delay = parts.delaySeconds ?? 0;
  const runAt = delay > 0 ? sql`now() + make_interval(secs => ${delay})` : sql`now()`;
  return sql`${sql.identifier(name)} as (
      insert into jobs (kind, payload, key, run_at, max_attempts)
      select ${type.kind}, ${parts.payload}, ${parts.key}, ${runAt}, ${parts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}
      ${parts.from ? sql`from ${parts.from}` : sql``}
      where ${parts.when}
      on conflict (key) do nothing
      returning id)`;
}

/** Wakes the workers (after a staff retry, say); outside a transaction it is heard at once. */
export async function announceJobs(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JOBS_SCOPE})`);
}

export interface JobContext {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /**
   * Marks the job done inside the handler's own transaction, so its writes and its completion
   * commit together (exactly once for effects inside the database). Throws, rolling the
   * transaction back, when this run no longer holds the job (its lease passed and another took it).
   */
  finish(tx: DbOrTx): Promise<void>;
  /**
   * Before an effect outside the database that takes at most `ms` (an SMTP transaction with its
   * deadline): commits at once, outside any transaction, that the job is held at least `ms` from now,
   * so that no other process runs it again while the effect may still be under way, even if this
   * process stops extending its lease (killed, stalled). The lease's extensions never shorten it.
   * Throws when this run no longer holds the job (its lease passed and another took it): the effect
   * must then not start.
   */
  hold(ms: number): Promise<void>;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobQueueOptions {
  /** How often due jobs are looked for when nothing announced any (scheduled jobs, retries, leases). */
  pollMs: number;
  /** How long a claimed job is held before another process may take it again. */
  leaseMs: number;
  /** First retry delay; doubled each attempt, capped at retryMaxMs, with jitter. */
  retryBaseMs: number;
  retryMaxMs?: number;
  /** Jobs claimed (and run side by side) at a time. */
  batch?: number;
}

interface Claimed {
  id: number | string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Done jobs are kept this long (their dedupe keys with them), then deleted. */
const KEEP_DONE = '7 days';
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const ERROR_MAX = 2000;

/** The delay before the next attempt: base·2^(attempt−1), capped, the upper half jittered. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(full / 2 + (random() * full) / 2);
}

/**
 * The handlers of this process and its worker. `start` makes it poll and listen; tests leave it
 * stopped and call `runDue` when they want the queue worked.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private readonly owner = `${hostname()}:${process.pid}`;
  private started = false;
  private closed = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;
  /** This process's runs by outcome, for the metrics: done, failed and due again, failed for good. */
  readonly outcomes = { done: 0, retry: 0, failed: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {}

  /** Traces each run when tracing is on (platform/tracing.ts). */
  spans: JobSpans | undefined;

  /** Registers the handler of a kind (once per kind). */
  handle<P>(type: JobType<P>, handler: JobHandler<P>): void {
    if (this.handlers.has(type.kind)) throw new Error(`job kind ${type.kind} has a handler already`);
    this.handlers.set(type.kind, handler as JobHandler<unknown>);
  }

  /** Starts the worker: runs what is due now, then on every announcement and every poll interval. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.wake();
  }

  /** Something may be due: work the queue now (or right after the current round). */
  wake(): void {
    if (!this.started || this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.closed) return;
      this.timer = setTimeout(() => this.wake(), this.options.pollMs);
      this.timer.unref();
    });
  }

  /** Stops claiming and waits for the jobs under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.draining;
    await Promise.allSettled([...this.running]);
  }

  /**
   * Claims and runs due jobs until none is left; answers how many ran. The worker's loop, and how
   * tests work the queue without a worker.
   */
  async runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim(this.batch);
      if (claimed.length === 0) return total;
      total += claimed.length;
      await Promise.all(claimed.map((job) => this.track(this.run(job))));
    }
  }

  private get batch(): number {
    return this.options.batch ?? 8;
  }

  /**
   * The worker's round: claims as many due jobs as it has free slots and starts them; each one
   * that ends wakes it again, so a slow job holds one slot, not the queue.
   */
  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        for (;;) {
          const free = this.batch - this.running.size;
          if (free <= 0 || this.closed) break;
          const claimed = await this.claim(free);
          for (const job of claimed) void this.track(this.run(job)).finally(() => this.wake());
          if (claimed.length < free) break;
        }
        await this.prune();
      } while (this.again && !this.closed);
    } catch (error) {
      this.log.error({ err: error }, 'job worker round failed');
    }
  }

  private track(work: Promise<void>): Promise<void> {
    const settled = work.catch((error: unknown) => this.log.error({ err: error }, 'job run failed'));
    this.running.add(settled);
    return settled.finally(() => this.running.delete(settled));
  }

  private async claim(limit: number): Promise<Claimed[]> {
    if (this.closed) return [];
    const lease = this.options.leaseMs / 1000;
    return rowsOf<Claimed>(
      await this.db.execute(sql`
        update jobs
        set status = 'running', attempts = attempts + 1, updated_at = now(),
            locked_until = now() + make_interval(secs => ${lease})
        where id in (
          select id from jobs
          where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until <= now())
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`),
    );
  }

  private async run(claimed: Claimed): Promise<void> {
    const id = Number(claimed.id);
    const attempt = claimed.attempts;
    const mine = sql`id = ${id} and attempts = ${attempt} and status = 'running'`;
    const log = this.log.child({ job: id, kind: claimed.kind, attempt });
    // a process that died while running the last attempt: failed without another run
    if (attempt > claimed.max_attempts) {
      await this.db.execute(sql`
        update jobs set status = 'failed', locked_until = null, updated_at = now(),
          attempts = ${claimed.max_attempts},
          last_error = coalesce(last_error, 'its lease ran out during the last attempt')
        where ${mine}`);
      return;
    }
    const handler = this.handlers.get(claimed.kind);
    const leaseSeconds = this.options.leaseMs / 1000;
    // a handler running longer than a third of its lease keeps it (never shortening a `hold`)
    const keep = setInterval(() => {
      this.db
        .execute(
          sql`update jobs set locked_until = greatest(locked_until, now() + make_interval(secs => ${leaseSeconds}))
            where ${mine}`,
        )
        .catch((error: unknown) => log.warn({ err: error }, 'job lease not extended'));
    }, this.options.leaseMs / 3);
    keep.unref();
    // a handler that finished itself in its own transaction needs no second write
    let finished = false;
    try {
      if (!handler) throw new Error(`no handler for job kind ${claimed.kind} in ${this.owner}`);
      const call = () =>
        handler(claimed.payload, {
          id,
          kind: claimed.kind,
          attempt,
          maxAttempts: claimed.max_attempts,
          log,
          finish: async (tx) => {
            const done = rowsOf(
              await tx.execute(sql`
              update jobs set status = 'done', locked_until = null, updated_at = now()
              where ${mine} returning id`),
            );
            if (done.length === 0) throw new Error(`job ${id} is no longer held by this run`);
            finished = true;
          },
          hold: async (ms) => {
            const held = rowsOf(
              await this.db.execute(sql`
              update jobs set locked_until = greatest(locked_until, now() + make_interval(secs => ${ms / 1000})),
                updated_at = now()
              where ${mine} returning id`),
            );
            if (held.length === 0) throw new Error(`job ${id} is no longer held by this run`);
          },
        });
      await (this.spans ? this.spans.job(claimed.kind, id, attempt, call) : call());
      clearInterval(keep);
      if (!finished) {
        await this.db.execute(sql`
          update jobs set status = 'done', locked_until = null, updated_at = now() where ${mine}`);
      }
      this.outcomes.done++;
      log.debug('job done');
    } catch (error) {
      clearInterval(keep);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      const last = attempt >= claimed.max_attempts;
      this.outcomes[last ? 'failed' : 'retry']++;
      log[last ? 'error' : 'warn']({ err: error }, last ? 'job failed for good' : 'job failed; will retry');
      const delay = backoffMs(attempt, this.options.retryBaseMs, this.options.retryMaxMs ?? 60 * 60 * 1000);
      await this.db
        .execute(
          last
            ? sql`update jobs set status = 'failed', locked_until = null, last_error = ${message},
                    updated_at = now() where ${mine}`
            : sql`update jobs set status = 'pending', locked_until = null, last_error = ${message},
                    run_at = now() + make_interval(secs => ${delay / 1000}), updated_at = now()
                  where ${mine}`,
        )
        .catch((markError: unknown) => log.error({ err: markError }, 'job outcome not recorded'));
    }
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.db.execute(
      sql`delete from jobs where status = 'done' and updated_at < now() - ${KEEP_DONE}::interval`,
    );
  }
}

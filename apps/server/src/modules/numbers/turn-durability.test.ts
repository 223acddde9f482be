// Turns live in the database and the durable job queue: they survive a restart (also one in the
// middle of a turn-end run) and advance once when several server processes work the queue.
// PGlite on disk by default; a new database on TEST_DATABASE_URL's server under `npm run test:pg`,
// where the two apps are two connection pools racing for real.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { ensureReferenceData } from '../../seed/reference';
import { authHeader } from '../../test/app';
import { buildUser } from '../../test/factories';
import { freshPostgresDatabase } from '../../test/postgres';
import { buildOrder, buildQueue, entriesOf, join, passTurns, turnJobs } from './test-helpers';
import { endTurn } from './turns';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Three app starts on a database on disk: more than the default minute on a loaded machine. */
const SLOW = 240_000;

interface Place {
  open(): Database;
  cleanup(): Promise<void>;
}

/** Where the database lives between "processes": a PGlite directory, or a PostgreSQL database. */
async function newPlace(): Promise<Place> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'miao-numbers-'));
  if (serverUrl) {
    const fresh = await freshPostgresDatabase(serverUrl);
    return {
      open: () => openDatabase({ databaseUrl: fresh.url }),
      async cleanup() {
        await fresh.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  return {
    open: () => openDatabase({ dataDir: path.join(dir, 'db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function testConfig(): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'miao-numbers-data-')),
    TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
    UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
}

describe('number queue turns across restarts and processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function start(place: Place, config: Config, migrate: boolean, database = place.open()) {
    if (migrate) {
      await database.migrate();
      await ensureReferenceData(database.db);
    }
    const app = await buildApp({ config, database, web: false });
    await app.ready();
    return { app, database };
  }

  /** A queue with three buyers in line: the first holds the turn. */
  async function lineUp(app: FastifyInstance, config: Config) {
    const db = app.deps.db;
    const queue = await buildQueue(db, { total: 5 });
    const orders: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await buildUser(db);
      const orderNo = await buildOrder(db, user.email!);
      const res = await join(app, queue.activity, await authHeader(config, user.id), {
        order_no: orderNo,
        email: user.email!,
        name: `Buyer ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      orders.push(orderNo);
    }
    return queue;
  }

  it(
    'closes a turn after a restart, and once when the process died in the middle of its run',
    async () => {
      const place = await newPlace();
      cleanups.push(() => place.cleanup());
      const config = testConfig();
      cleanups.push(async () => rmSync(config.dataDir, { recursive: true, force: true }));

      // first process: the line forms, the first turn opens with its job scheduled 3 hours ahead
      const first = await start(place, config, true);
      const queue = await lineUp(first.app, config);
      expect(await turnJobs(first.database.db, queue.id)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 0 }),
      ]);
      await first.app.close();
      await first.database.close();

      // second process, three hours later: the job is found in the table and runs
      const second = await start(place, config, false);
      await passTurns(second.database.db, queue.id);
      await second.app.deps.jobs.runDue();
      let entries = await entriesOf(second.database.db, queue.id);
      expect(entries.map((e) => e.status)).toEqual(['assigned', 'turn', 'waiting']);

      // the second turn ends while a process is running its job and dies: the job stays claimed
      // ('running') with a lease that runs out
      await passTurns(second.database.db, queue.id);
      await second.database.db.execute(sql`
      update jobs set status = 'running', attempts = 1, locked_until = now() + interval '1 hour'
      where kind = 'numbers.turn-end' and status = 'pending'`);
      await second.app.close();
      await second.database.close();

      // third process: nothing runs while the lease holds; once it passed, the turn closes, once
      const third = await start(place, config, false);
      const db = third.database.db;
      expect(await third.app.deps.jobs.runDue()).toBe(0);
      await db.execute(sql`
      update jobs set locked_until = now() - interval '1 second'
      where kind = 'numbers.turn-end' and status = 'running'`);
      expect(await third.app.deps.jobs.runDue()).toBeGreaterThan(0);
      entries = await entriesOf(db, queue.id);
      expect(entries.map((e) => e.status)).toEqual(['assigned', 'assigned', 'turn']);
      expect(new Set(entries.slice(0, 2).map((e) => e.number)).size).toBe(2);
      const jobs = await turnJobs(db, queue.id);
      expect(jobs.map((j) => j.status)).toEqual(['done', 'done', 'pending']);
      expect(jobs[1]!.attempts).toBe(2);

      // the same turn's job run again (at least once delivery) changes nothing
      const [, secondEntry] = entries;
      await endTurn(
        { db, publicUrl: config.publicUrl },
        { entryId: secondEntry!.id, turn: 1 },
        { finish: async () => {} },
      );
      expect(await entriesOf(db, queue.id)).toEqual(entries);
      await third.app.close();
      await third.database.close();
    },
    SLOW,
  );

  it(
    'advances a turn once when two processes work the queue at the same time',
    async () => {
      const place = await newPlace();
      cleanups.push(() => place.cleanup());
      const config = testConfig();
      cleanups.push(async () => rmSync(config.dataDir, { recursive: true, force: true }));
      const one = await start(place, config, true);
      // PGlite is one process's database: the second app shares its handle. On PostgreSQL it has
      // a pool of its own, as a second server process would.
      const two = await start(place, config, false, serverUrl ? place.open() : one.database);
      cleanups.push(async () => {
        await one.app.close();
        await two.app.close();
        await one.database.close();
        if (serverUrl) await two.database.close();
      });
      const db = one.database.db;
      for (let round = 0; round < 3; round += 1) {
        const queue = await lineUp(one.app, config);
        const [holder] = await entriesOf(db, queue.id);
        await passTurns(db, queue.id);
        // both workers, and a handler run twice by each process, all at once
        const finish = { finish: async () => {} };
        const deps = (app: FastifyInstance) => ({ db: app.deps.db, publicUrl: config.publicUrl });
        await Promise.all([
          one.app.deps.jobs.runDue(),
          two.app.deps.jobs.runDue(),
          endTurn(deps(one.app), { entryId: holder!.id, turn: 1 }, finish),
          endTurn(deps(two.app), { entryId: holder!.id, turn: 1 }, finish),
        ]);
        const entries = await entriesOf(db, queue.id);
        expect(entries.map((e) => e.status)).toEqual(['assigned', 'turn', 'waiting']);
        expect(entries[1]!.turns).toBe(1);
        // one job per turn: the first done, the second scheduled; one turn mail per turn
        expect((await turnJobs(db, queue.id)).map((j) => j.status)).toEqual(['done', 'pending']);
        const mails = rowsOf<{ n: number }>(
          await db.execute(sql`
          select count(*)::int as n from jobs
          where kind = 'mail.send' and key like ${`number-turn:${entries[1]!.id}:%`}`),
        );
        expect(Number(mails[0]!.n)).toBe(1);
      }
    },
    SLOW,
  );
});

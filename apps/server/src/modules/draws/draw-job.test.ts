// The draw job runs once: two server processes on one database working the queue at the same
// moment draw each draw once, and a process killed in the middle of a draw leaves it to the next
// one, which draws it once its lease has passed. On PGlite the two "processes" are two apps on the
// one embedded database; with TEST_DATABASE_URL (`npm run test:pg`) each has its own connections.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { drawEntries, draws } from '../../db/schema/draws';
import { jobs } from '../../db/schema/jobs';
import { ensureReferenceData } from '../../seed/reference';
import { buildUser } from '../../test/factories';
import { freshPostgresDatabase } from '../../test/postgres';
import { drawWinners } from './algorithm';
import { createDraw, entriesOf, runDraw } from './service';
import { buildOrder, drawBody, makeDue } from './test-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the draw job', () => {
  let config: Config;
  let dataDir: string;
  let drop: () => Promise<void> = async () => {};
  let url: string | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let db: Db;
  let staffId: number;

  /** A server process: its own app (and, on PostgreSQL, its own connections). */
  async function startProcess(options: { worker?: boolean } = {}): Promise<FastifyInstance> {
    let database = databases[0];
    if (!database || url) {
      database = openDatabase(url ? { databaseUrl: url } : { dataDir: null });
      if (databases.length === 0) {
        await database.migrate();
        await ensureReferenceData(database.db);
      }
      databases.push(database);
    }
    const app = await buildApp({ config, database, web: false, worker: options.worker ?? false });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-draws-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
      UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
      RATE_LIMIT_PER_MINUTE: '100000',
      JOBS_POLL_MS: '100',
    });
    if (serverUrl) ({ url, drop } = await freshPostgresDatabase(serverUrl));
    await startProcess();
    db = databases[0]!.db;
    staffId = (await buildUser(db, { staff: true })).id;
    for (let i = 0; i < 24; i += 1) await buildOrder(db, { paidAgoMs: (30 - i) * 60_000 });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function dueDraw(): Promise<number> {
    const body = drawBody();
    await createDraw(db, staffId, body);
    return makeDue(db, body.slug);
  }

  it('draws each draw once when two processes work the queue at the same moment', async () => {
    const second = await startProcess();
    const ids = [await dueDraw(), await dueDraw(), await dueDraw()];
    const ran = await Promise.all([apps[0]!.deps.jobs.runDue(), second.deps.jobs.runDue()]);
    expect(ran[0] + ran[1]).toBe(3);
    const rows = await db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          ids.map((id) => `draw:${id}`),
        ),
      );
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
    for (const id of ids) {
      const entries = await entriesOf(db, id);
      expect(entries).toHaveLength(24);
      expect(entries.filter((e) => e.prizeSlot !== null)).toHaveLength(3);
    }
    // the handler itself is safe twice, even side by side: one draws, the other finds it drawn
    const id = await dueDraw();
    const [a, b] = await Promise.all([runDraw(db, id), runDraw(databases.at(-1)!.db, id)]);
    expect([a, b].sort()).toEqual([false, true]);
    expect(await entriesOf(db, id)).toHaveLength(24);
    await apps[0]!.deps.jobs.runDue();
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `draw:${id}`));
    expect(job!.status).toBe('done');
  });

  it('survives a restart: a draw whose process died mid-run is drawn once by the next one', async () => {
    const id = await dueDraw();
    // as a process that claimed the job and was killed before committing leaves it
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(jobs.key, `draw:${id}`));
    await apps[0]!.close();
    apps.shift();

    // the restarted server runs the real worker; the lease still holds, so it waits
    const restarted = await startProcess({ worker: true });
    await sleep(400);
    expect((await db.select().from(draws).where(eq(draws.id, id)))[0]!.status).toBe('scheduled');
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, `draw:${id}`));
    for (let i = 0; i < 50; i += 1) {
      const [row] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `draw:${id}`));
      if (row!.status === 'done') break;
      await sleep(100);
    }
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `draw:${id}`));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const [draw] = await db.select().from(draws).where(eq(draws.id, id));
    expect(draw).toMatchObject({ status: 'drawn', entryCount: 24 });
    const entries = await db.select().from(drawEntries).where(eq(drawEntries.drawId, id));
    expect(entries).toHaveLength(24);
    // and what it drew is what anyone recomputes from the seed
    const sorted = entries.sort((x, y) => x.position - y.position);
    const wins = drawWinners(
      draw!.seed,
      sorted.map((e) => e.masked),
      draw!.prizes,
    );
    expect(wins.map((w) => w.position)).toEqual(
      sorted
        .filter((e) => e.prizeSlot !== null)
        .sort((x, y) => x.prizeSlot! - y.prizeSlot!)
        .map((e) => e.position),
    );
    expect(restarted.deps.jobs).toBeDefined();
  });
});

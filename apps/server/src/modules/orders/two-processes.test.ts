// Two servers on one PostgreSQL database receive the same paid event at the same moment (a store
// retrying while its first delivery is still in flight, behind a load balancer): one reward.
// PostgreSQL only (`npm run test:pg`); PGlite is one process by nature.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { ensureReferenceData } from '../../seed/reference';
import { freshPostgresDatabase } from '../../test/postgres';
import { buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { balanceOf } from '../coin/balances';
import { invitedRewardAmount } from './rewards';
import { updateRewardSettings } from './settings';
import { deliver, orderEvent, WEBHOOK_ENV } from './test-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two processes, one database', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(serverUrl!);
    drop = fresh.drop;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-orders-pg-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
      UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...WEBHOOK_ENV,
    });
    for (let i = 0; i < 2; i += 1) {
      const database = openDatabase({ databaseUrl: fresh.url });
      if (i === 0) {
        await database.migrate();
        await ensureReferenceData(database.db);
      }
      databases.push(database);
      const app = await buildApp({ config, database, web: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays one order reward and one invited reward for the same paid event sent to both', async () => {
    const db = databases[0]!.db;
    const staff = await buildUser(db, { staff: true });
    await updateRewardSettings(db, staff.id, {
      invited_reward: 7,
      products: [{ code: 'cyberboard-r4', order_reward: 11 }],
    });
    expect(await invitedRewardAmount(db)).toBe(7);
    for (let round = 0; round < 5; round += 1) {
      const inviter = await buildUser(db);
      const buyer = await buildUser(db);
      await db.execute(
        sql`insert into invitations (invitee_id, inviter_id) values (${buyer.id}, ${inviter.id})`,
      );
      const event = orderEvent({ email: buyer.email! });
      const other = { ...event, id: `${event.id}-retry` };
      const answers = await Promise.all([
        deliver(apps[0]!, event),
        deliver(apps[1]!, event),
        deliver(apps[0]!, other),
        deliver(apps[1]!, other),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().applied)).toHaveLength(2);
      expect(await balanceOf(db, buyer.id, 1)).toBe(11);
      expect(await balanceOf(db, inviter.id, 1)).toBe(7);
    }
    expect(await checkLedger(db)).toEqual([]);
  });
});

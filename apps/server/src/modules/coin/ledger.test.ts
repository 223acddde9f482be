import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema/coin';
import { users } from '../../db/schema/users';
import { seedDemo } from '../../seed/demo';
import { ensureReferenceData } from '../../seed/reference';
import { AppError } from '../../platform/errors';
import { rowsOf } from '../../db/sql';
import { createStorage } from '../../platform/storage-factory';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from './check';
import { escrow, grant, refund, release } from './service';
import { freshPostgresDatabase, runScript } from '../../test/postgres';
import { circulating, fund, ledgerState } from './test-helpers';
import { balanceOf, escrowBalance } from './balances';
import { transfer } from './transfer';

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ledger service', () => {
  let t: TestApp;
  let nextTask = 100;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('escrows, releases rewards and refunds the rest to the payer', async () => {
    const sponsor = await buildUser(t.db);
    const winner = await buildUser(t.db);
    const taskId = nextTask++;
    await fund(t.db, sponsor.id, 300);
    const escrowed = await escrow(t.db, { taskId, userId: sponsor.id, amount: 200, coinTypeId: 1 });
    expect(escrowed).toMatchObject({ balance: 100, escrowBalance: 200 });
    const released = await release(t.db, { taskId, toUserId: winner.id, amount: 50 });
    expect(released).toMatchObject({ balance: 50, escrowBalance: 150 });
    expect(await refund(t.db, { taskId })).toBe(150);
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(250);
    expect(await escrowBalance(t.db, taskId, 1)).toBe(0);
    // an empty pool refunds nothing and writes nothing
    const before = await ledgerState(t.db);
    expect(await refund(t.db, { taskId })).toBe(0);
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('records each movement as one transaction of two entries summing to zero, with type, source and task', async () => {
    const sponsor = await buildUser(t.db);
    const taskId = nextTask++;
    await fund(t.db, sponsor.id, 10);
    const { transactionId } = await escrow(t.db, { taskId, userId: sponsor.id, amount: 10, coinTypeId: 1 });
    const [row] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    expect(row).toMatchObject({ type: 'payment', source: 'dao_platform', taskId, createdBy: sponsor.id });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-10, 10]);
  });

  it('refuses an escrow beyond the balance with coin_balance_insufficient, writing nothing', async () => {
    const sponsor = await buildUser(t.db);
    await fund(t.db, sponsor.id, 99);
    const before = await ledgerState(t.db);
    const code = await refusal(
      escrow(t.db, { taskId: nextTask++, userId: sponsor.id, amount: 100, coinTypeId: 1 }),
    );
    expect(code).toBe('coin_balance_insufficient');
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('refuses a reward beyond the pool, or from a task without one', async () => {
    const sponsor = await buildUser(t.db);
    const winner = await buildUser(t.db);
    const taskId = nextTask++;
    await fund(t.db, sponsor.id, 20);
    await escrow(t.db, { taskId, userId: sponsor.id, amount: 20, coinTypeId: 1 });
    const before = await ledgerState(t.db);
    expect(await refusal(release(t.db, { taskId, toUserId: winner.id, amount: 21 }))).toBe(
      'reward_remaining_insufficient',
    );
    expect(await refusal(release(t.db, { taskId: nextTask++, toUserId: winner.id, amount: 1 }))).toBe(
      'reward_remaining_insufficient',
    );
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('works inside the caller’s transaction and rolls back with it', async () => {
    const sponsor = await buildUser(t.db);
    await fund(t.db, sponsor.id, 100);
    const before = await ledgerState(t.db);
    const taskId = nextTask++;
    await expect(
      t.db.transaction(async (tx) => {
        await escrow(tx, { taskId, userId: sponsor.id, amount: 60, coinTypeId: 1 });
        // the caller (task creation) sees its own escrow before it commits
        expect(await escrowBalance(tx, taskId, 1)).toBe(60);
        throw new Error('task creation failed');
      }),
    ).rejects.toThrow('task creation failed');
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('leaves the caller’s transaction usable after a refused movement', async () => {
    const sponsor = await buildUser(t.db);
    const taskId = nextTask++;
    await fund(t.db, sponsor.id, 50);
    await t.db.transaction(async (tx) => {
      expect(await refusal(escrow(tx, { taskId, userId: sponsor.id, amount: 80, coinTypeId: 1 }))).toBe(
        'coin_balance_insufficient',
      );
      await escrow(tx, { taskId, userId: sponsor.id, amount: 30, coinTypeId: 1 });
    });
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(20);
    expect(await escrowBalance(t.db, taskId, 1)).toBe(30);
  });

  it('refunds to a named user, and pools raised by two sponsors go to the last payer by default', async () => {
    const first = await buildUser(t.db);
    const second = await buildUser(t.db);
    const taskId = nextTask++;
    await fund(t.db, first.id, 10);
    await fund(t.db, second.id, 10);
    await escrow(t.db, { taskId, userId: first.id, amount: 10, coinTypeId: 1 });
    await escrow(t.db, { taskId, userId: second.id, amount: 5, coinTypeId: 1 });
    expect(await refund(t.db, { taskId })).toBe(15);
    expect(await balanceOf(t.db, second.id, 1)).toBe(20);
    const other = nextTask++;
    await escrow(t.db, { taskId: other, userId: second.id, amount: 20, coinTypeId: 1 });
    expect(await refund(t.db, { taskId: other, toUserId: first.id })).toBe(20);
    expect(await balanceOf(t.db, first.id, 1)).toBe(20);
  });

  it('grants invited and order rewards with their source', async () => {
    const user = await buildUser(t.db);
    const { transactionId, balance } = await grant(t.db, {
      userId: user.id,
      amount: 5,
      coinTypeId: 1,
      type: 'invited_reward',
      source: 'order_reward',
      remarks: 'order 42',
    });
    expect(balance).toBe(5);
    const [row] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    expect(row).toMatchObject({ type: 'invited_reward', source: 'order_reward', remarks: 'order 42' });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses the amount %s everywhere',
    async (amount) => {
      const user = await buildUser(t.db);
      const other = await buildUser(t.db);
      await fund(t.db, user.id, 10);
      const before = await ledgerState(t.db);
      const taskId = nextTask++;
      expect(await refusal(grant(t.db, { userId: user.id, amount, coinTypeId: 1 }))).toBe('validation_error');
      expect(await refusal(escrow(t.db, { taskId, userId: user.id, amount, coinTypeId: 1 }))).toBe(
        'validation_error',
      );
      expect(await refusal(release(t.db, { taskId, toUserId: user.id, amount }))).toBe('validation_error');
      const input = {
        fromUserId: user.id,
        toAddress: other.walletAddress,
        amount,
        coinTypeId: 1,
        remarks: '',
      };
      expect(await refusal(transfer(t.db, input, { dailySendLimit: 1e9 }))).toBe('validation_error');
      expect(await ledgerState(t.db)).toEqual(before);
    },
  );

  it('refuses to issue past what JavaScript counts exactly', async () => {
    const user = await buildUser(t.db);
    const minted = await circulating(t.db);
    const before = await ledgerState(t.db);
    const code = await refusal(
      grant(t.db, { userId: user.id, amount: Number.MAX_SAFE_INTEGER - minted + 1, coinTypeId: 1 }),
    );
    expect(code).toBe('validation_error');
    expect(await ledgerState(t.db)).toEqual(before);
  });

  it('keeps a balance from going negative even when written to directly', async () => {
    const user = await buildUser(t.db);
    await fund(t.db, user.id, 1);
    await expect(
      t.db
        .update(accounts)
        .set({ balance: -1 })
        .where(and(eq(accounts.userId, user.id), eq(accounts.coinTypeId, 1))),
    ).rejects.toThrow();
  });

  it('finds broken invariants', async () => {
    const user = await buildUser(t.db);
    await fund(t.db, user.id, 10);
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.kind, 'user')));
    expect(await checkLedger(t.db)).toEqual([]);
    await t.db
      .transaction(async (tx) => {
        await tx.update(accounts).set({ balance: 11 }).where(eq(accounts.id, account!.id));
        const [lone] = await tx
          .insert(ledgerTransactions)
          .values({ type: 'transfer', source: 'dao_platform' })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values({ transactionId: lone!.id, accountId: account!.id, amount: 1 });
        await tx.update(accounts).set({ balance: 12 }).where(eq(accounts.id, account!.id));
        const problems = await checkLedger(tx);
        expect(problems).toEqual(
          expect.arrayContaining([
            { kind: 'unbalanced_transaction', transactionId: lone!.id, entries: 1, sum: '1' },
            { kind: 'balance_mismatch', accountId: account!.id, balance: '12', entriesSum: '11' },
            {
              kind: 'supply_mismatch',
              coinTypeId: 1,
              minted: expect.any(String),
              circulating: expect.any(String),
            },
          ]),
        );
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is seeded with MIAO COIN and its mint', async () => {
    const rows = await t.db.execute(sql`select id, name from coin_types order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ id: 1, name: 'MIAO COIN' });
    const mints = await t.db.select().from(accounts).where(eq(accounts.kind, 'mint'));
    expect(mints.map((m) => m.coinTypeId)).toEqual([1]);
    // idempotent: running the reference data again adds nothing
    await ensureReferenceData(t.db);
    expect(await t.db.select().from(accounts).where(eq(accounts.kind, 'mint'))).toHaveLength(1);
  });
});

describe('demo seed and npm run ledger:check', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string;
  let env: Record<string, string>;
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-ledger-check-'));
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
      UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
    };
    if (serverUrl) {
      const fresh = await freshPostgresDatabase(serverUrl);
      env.DATABASE_URL = fresh.url;
      drop = fresh.drop;
    }
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The configured database as the CLI sees it, opened and closed around `fn` (PGlite allows one user). */
  async function withDatabase<T>(fn: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
    const config = loadConfig(env);
    const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      await ensureReferenceData(database.db);
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }

  it('grants each demo member 1000 MIAO COIN, passes the check, and reports a broken balance', async () => {
    const demoUsers = await withDatabase(async (db) => {
      const config = loadConfig(env);
      await seedDemo(db, config, createStorage(config));
      return db.select({ id: users.id }).from(users);
    });
    expect(demoUsers.length).toBeGreaterThan(0);
    await withDatabase(async (db) => {
      // The demo tasks (issue 4) escrow their rewards from the welcome coin: balance plus own pools is 1000.
      for (const user of demoUsers) {
        const [pooled] = rowsOf<{ total: string }>(
          await db.execute(sql`select coalesce(sum(a.balance), 0)::text as total
            from accounts a join tasks t on t.id = a.task_id where a.kind = 'escrow' and t.user_id = ${user.id}`),
        );
        // The demo orders (issue 14) paid order and invited rewards; the refunded one took its back.
        const [fromOrders] = rowsOf<{ total: string }>(
          await db.execute(sql`select coalesce(sum(amount - refunded_amount), 0)::text as total
            from order_rewards where user_id = ${user.id}`),
        );
        // The staff console's demo grant (decision 025): activity grants made by staff.
        const [byStaff] = rowsOf<{ total: string }>(
          await db.execute(sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
            join accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
            where a.user_id = ${user.id} and t.type = 'activity_grant' and t.created_by is not null`),
        );
        expect(
          (await balanceOf(db, user.id, 1)) +
            Number(pooled!.total) -
            Number(fromOrders!.total) -
            Number(byStaff!.total),
        ).toBe(1000);
      }
      const [rewarded] = rowsOf<{ total: string }>(
        await db.execute(
          sql`select coalesce(sum(amount - refunded_amount), 0)::text as total from order_rewards`,
        ),
      );
      const [granted] = rowsOf<{ total: string }>(
        await db.execute(sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
          where a.kind = 'user' and t.type = 'activity_grant' and t.created_by is not null`),
      );
      expect(await circulating(db)).toBe(
        1000 * demoUsers.length + Number(rewarded!.total) + Number(granted!.total),
      );
    });

    const ok = await runScript('src/cli/ledger-check.ts', env);
    expect(ok.stdout + ok.stderr).toContain('ledger ok');
    expect(ok.code).toBe(0);

    const { accountId, held } = await withDatabase(async (db) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.userId, demoUsers[0]!.id));
      await db
        .update(accounts)
        .set({ balance: account!.balance + 1 })
        .where(eq(accounts.id, account!.id));
      return { accountId: account!.id, held: account!.balance };
    });
    const broken = await runScript('src/cli/ledger-check.ts', env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(
      `account ${accountId}: balance ${held + 1} but its entries sum to ${held}`,
    );
    expect(broken.stderr).toContain('coin type 1: mint issued');
  });
});

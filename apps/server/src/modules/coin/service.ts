// The MIAO COIN ledger service (issue 3). Tasks and rewards call escrow / release / refund / grant
// inside their own transactions; the wallet route calls transfer (transfer.ts). Every call writes one
// ledger transaction whose entries sum to zero, together with the cached balances, or nothing at all.
// Reads: balances.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BalanceSource, BalanceType, SystemRemarkKey, SystemRemarkParams } from '@miao/contracts/coin';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, coinTypes } from '../../db/schema/coin';
import { inTransaction, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import {
  type AccountRow,
  assertAmount,
  escrowAccount,
  lockAccounts,
  mintAccount,
  post,
  userAccount,
  userAccounts,
} from './ledger';

/**
 * Runs `fn` atomically inside whatever the caller holds: a savepoint inside a transaction, a new
 * transaction on a plain handle. A refused movement then leaves the caller's transaction usable.
 */
function atomically<T>(tx: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return inTransaction(tx, (inner) => fn(inner));
}

export async function assertCoinType(tx: DbOrTx, coinTypeId: number): Promise<void> {
  const [row] = await tx.select({ id: coinTypes.id }).from(coinTypes).where(eq(coinTypes.id, coinTypeId));
  if (!row) fail('coin_type_not_found');
}

/** Coin type names by id (spec 3: an unknown id reads as MIAO COIN, see `coinNameOf`). */
export async function coinTypeNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: coinTypes.id, name: coinTypes.name }).from(coinTypes);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listCoinTypes(db: DbOrTx) {
  return db.select({ id: coinTypes.id, name: coinTypes.name }).from(coinTypes).orderBy(asc(coinTypes.id));
}

/** Staff add a coin type; its mint account is created with it. */
export async function createCoinType(db: Db, name: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coinTypes)
      .values({ name })
      .onConflictDoNothing({ target: coinTypes.name })
      .returning({ id: coinTypes.id, name: coinTypes.name });
    if (!row) fail('coin_type_name_taken');
    await mintAccount(tx, row.id);
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Movements

export interface EscrowInput {
  taskId: number;
  userId: number;
  amount: number;
  coinTypeId: number;
  remarks?: string;
}

/** The sponsor pays `amount` into the task's reward pool (a payment); 409 coin_balance_insufficient. */
export async function escrow(tx: DbOrTx, input: EscrowInput) {
  assertAmount(input.amount);
  return atomically(tx, async (tx) => {
    await assertCoinType(tx, input.coinTypeId);
    const user = await userAccount(tx, input.userId, input.coinTypeId);
    const pool = await escrowAccount(tx, input.taskId, input.coinTypeId);
    const posted = await post(tx, {
      type: 'payment',
      source: 'dao_platform',
      remarks: input.remarks,
      taskId: input.taskId,
      createdBy: input.userId,
      legs: [
        { account: user, amount: -input.amount },
        { account: pool, amount: input.amount },
      ],
      insufficient: 'coin_balance_insufficient',
    });
    return {
      transactionId: posted.transactionId,
      balance: posted.balances.get(user.id)!,
      escrowBalance: posted.balances.get(pool.id)!,
    };
  });
}

export interface ReleaseInput {
  taskId: number;
  toUserId: number;
  amount: number;
  /** Needed only if the task's pool holds more than one coin type. */
  coinTypeId?: number;
  remarks?: string;
  createdBy?: number;
}

/** A reward paid out of the task's pool; 409 reward_remaining_insufficient when the pool lacks it. */
export async function release(tx: DbOrTx, input: ReleaseInput) {
  assertAmount(input.amount);
  return atomically(tx, async (tx) => {
    const pools = await escrowAccountsOf(tx, input.taskId, input.coinTypeId);
    if (pools.length === 0) fail('reward_remaining_insufficient');
    if (pools.length > 1) throw new Error(`task ${input.taskId} has pools in several coin types: name one`);
    const pool = pools[0]!;
    const user = await userAccount(tx, input.toUserId, pool.coinTypeId);
    const posted = await post(tx, {
      type: 'reward',
      source: 'dao_platform',
      remarks: input.remarks,
      taskId: input.taskId,
      createdBy: input.createdBy ?? null,
      legs: [
        { account: pool, amount: -input.amount },
        { account: user, amount: input.amount },
      ],
      insufficient: 'reward_remaining_insufficient',
    });
    return {
      transactionId: posted.transactionId,
      balance: posted.balances.get(user.id)!,
      escrowBalance: posted.balances.get(pool.id)!,
    };
  });
}

export interface RefundInput {
  taskId: number;
  /** Who gets the rest; by default whoever paid into the pool last. */
  toUserId?: number;
  remarks?: string;
  createdBy?: number;
}

/** Empties the task's pool back to the sponsor (a reward refund); answers the amount refunded. */
export async function refund(tx: DbOrTx, input: RefundInput): Promise<number> {
  return atomically(tx, async (tx) => {
    let refunded = 0;
    for (const pool of await escrowAccountsOf(tx, input.taskId)) {
      if (pool.balance === 0) continue;
      const toUserId = input.toUserId ?? (await lastPayer(tx, input.taskId, pool.coinTypeId));
      if (toUserId === undefined) throw new Error(`task ${input.taskId}: nobody to refund`);
      const user = await userAccount(tx, toUserId, pool.coinTypeId);
      // Locked first, so the amount read is the amount still there when it is moved.
      await lockAccounts(tx, [pool.id, user.id]);
      const [locked] = await tx
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.id, pool.id));
      const rest = locked!.balance;
      if (rest === 0) continue;
      await post(tx, {
        type: 'reward_refund',
        source: 'dao_platform',
        remarks: input.remarks,
        taskId: input.taskId,
        createdBy: input.createdBy ?? null,
        legs: [
          { account: pool, amount: -rest },
          { account: user, amount: rest },
        ],
        insufficient: 'reward_remaining_insufficient',
      });
      refunded += rest;
    }
    return refunded;
  });
}

export type GrantType = Extract<BalanceType, 'activity_grant' | 'invited_reward' | 'reward'>;

export interface GrantInput {
  userId: number;
  amount: number;
  coinTypeId: number;
  type?: GrantType;
  source?: BalanceSource;
  remarks?: string;
  remarksKey?: SystemRemarkKey;
  remarksParams?: SystemRemarkParams;
  /** The staff member who granted it, if any. */
  createdBy?: number;
}

/** New coin from the mint to a user: an activity grant by default (also invited and order rewards). */
export async function grant(tx: DbOrTx, input: GrantInput) {
  assertAmount(input.amount);
  return atomically(tx, async (tx) => {
    await assertCoinType(tx, input.coinTypeId);
    const mint = await mintAccount(tx, input.coinTypeId);
    const user = await userAccount(tx, input.userId, input.coinTypeId);
    const posted = await post(tx, {
      type: input.type ?? 'activity_grant',
      source: input.source ?? 'dao_platform',
      remarks: input.remarks,
      remarksKey: input.remarksKey ?? null,
      remarksParams: input.remarksParams ?? null,
      createdBy: input.createdBy ?? null,
      legs: [
        { account: mint, amount: -input.amount },
        { account: user, amount: input.amount },
      ],
      insufficient: 'validation_error',
    });
    return {
      transactionId: posted.transactionId,
      balance: posted.balances.get(user.id)!,
      effectiveAt: posted.effectiveAt,
    };
  });
}

export interface GrantManyInput {
  coinTypeId: number;
  /** Each user once (the ledger holds one entry per account and movement). */
  grants: { userId: number; amount: number }[];
  remarks: string;
  createdBy: number;
}

/**
 * An activity grant to many users as ONE ledger transaction (staff console, decision 025): the
 * mint pays the total, every user gets an entry with the same remarks in their history. All or
 * nothing, like every movement.
 */
export async function grantMany(tx: DbOrTx, input: GrantManyInput) {
  for (const g of input.grants) assertAmount(g.amount);
  const total = input.grants.reduce((sum, g) => sum + g.amount, 0);
  assertAmount(total);
  return atomically(tx, async (tx) => {
    await assertCoinType(tx, input.coinTypeId);
    const mint = await mintAccount(tx, input.coinTypeId);
    const users = await userAccounts(
      tx,
      input.grants.map((g) => g.userId),
      input.coinTypeId,
    );
    const posted = await post(tx, {
      type: 'activity_grant',
      source: 'dao_platform',
      remarks: input.remarks,
      createdBy: input.createdBy,
      legs: [
        { account: mint, amount: -total },
        ...input.grants.map((g) => ({ account: users.get(g.userId)!, amount: g.amount })),
      ],
      insufficient: 'validation_error',
    });
    return {
      transactionId: posted.transactionId,
      total,
      balances: new Map(input.grants.map((g) => [g.userId, posted.balances.get(users.get(g.userId)!.id)!])),
    };
  });
}

async function escrowAccountsOf(tx: DbOrTx, taskId: number, coinTypeId?: number): Promise<AccountRow[]> {
  return tx
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'escrow'),
        eq(accounts.taskId, taskId),
        coinTypeId === undefined ? undefined : eq(accounts.coinTypeId, coinTypeId),
      ),
    )
    .orderBy(asc(accounts.id));
}

/** The user whose coin went into the task's pool most recently. */
async function lastPayer(tx: DbOrTx, taskId: number, coinTypeId: number): Promise<number | undefined> {
  const result = await tx.execute(sql`
    select a.user_id from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join accounts a on a.id = e.account_id
    where t.task_id = ${taskId} and t.type = 'payment' and a.kind = 'user' and a.coin_type_id = ${coinTypeId}
    order by t.id desc limit 1`);
  const row = rowsOf<{ user_id: number }>(result)[0];
  return row ? Number(row.user_id) : undefined;
}

// The MIAO COIN ledger service (issue 3). Tasks and rewards call escrow / release / refund / grant
// inside their own transactions; the wallet route calls transfer. Every call writes one ledger
// transaction whose entries sum to zero, together with the cached balances, or nothing at all.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BalanceHistoryQuery, BalanceSource, BalanceType, TransferResponse } from '@miao/contracts/coin';
import type { Page } from '@miao/contracts/common';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, coinTypes, transferRequests } from '../../db/schema/coin';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import { inTransaction, isoTime, rowsOf } from '../../db/sql';
import {
  applyToLocked,
  assertAmount,
  escrowAccount,
  lockAccounts,
  mintAccount,
  post,
  record,
  userAccount,
  userAccounts,
  type AccountRow,
} from './ledger';
import { coinNameOf, presentBalanceRecord, type HistoryRow } from './presenter';

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

export interface TransferInput {
  fromUserId: number;
  toAddress: string;
  amount: number;
  coinTypeId: number;
  remarks: string;
  /** The `Idempotency-Key` header; without it every call is a new transfer. */
  idempotencyKey?: string;
}

/**
 * A wallet transfer between users (spec 5), in its own database transaction. With an idempotency
 * key the request row is inserted first: a retry with the same body answers the stored response,
 * one with another body is refused. The sender's account is locked before today's sends are summed,
 * so concurrent transfers cannot together pass the daily limit. Everything that does not depend on
 * the balances is written before the accounts are locked, so the locks are held only briefly.
 */
export async function transfer(
  db: Db,
  input: TransferInput,
  limits: { dailySendLimit: number },
): Promise<{ replayed: boolean; response: TransferResponse }> {
  assertAmount(input.amount);
  const toAddress = input.toAddress.trim().toLowerCase();
  const remarks = input.remarks.trim();
  const hash = requestHash({
    coin_type_id: input.coinTypeId,
    wallet_address: toAddress,
    number: input.amount,
    remarks,
  });
  // A retry answers what the first request answered, even if the recipient has gone since.
  const earlier = input.idempotencyKey
    ? await storedTransfer(db, input.fromUserId, input.idempotencyKey, hash)
    : undefined;
  if (earlier) return { replayed: true, response: earlier };
  const [found] = rowsOf<{
    coin_name: string | null;
    recipient_id: number | null;
    sender_address: string | null;
  }>(
    await db.execute(sql`select
      (select name from coin_types where id = ${input.coinTypeId}) as coin_name,
      (select id from users where wallet_address = ${toAddress} and is_active) as recipient_id,
      (select wallet_address from users where id = ${input.fromUserId}) as sender_address`),
  );
  if (found?.coin_name == null) fail('coin_type_not_found');
  if (found.recipient_id == null) fail('wallet_address_not_found');
  if (found.sender_address == null) fail('sign_in_required');
  const recipientId = Number(found.recipient_id);
  if (recipientId === input.fromUserId) fail('transfer_to_self');
  const { coin_name: coinName, sender_address: senderAddress } = found;

  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(transferRequests)
      .values({
        userId: input.fromUserId,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: hash,
        coinTypeId: input.coinTypeId,
        amount: input.amount,
      })
      .onConflictDoNothing({ target: [transferRequests.userId, transferRequests.idempotencyKey] })
      .returning({ id: transferRequests.id });
    if (!request) {
      // Only a keyed request conflicts; the first one has committed (PostgreSQL made us wait for it).
      const stored = await storedTransfer(tx, input.fromUserId, input.idempotencyKey!, hash);
      if (!stored) throw new Error('idempotency key conflict without a stored transfer');
      return { replayed: true, response: stored };
    }

    const byUser = await userAccounts(tx, [input.fromUserId, recipientId], input.coinTypeId);
    const from = byUser.get(input.fromUserId)!;
    const to = byUser.get(recipientId)!;
    const movement = {
      type: 'transfer' as const,
      source: 'dao_platform' as const,
      remarks,
      createdBy: input.fromUserId,
      legs: [
        { account: from, amount: -input.amount },
        { account: to, amount: input.amount },
      ],
      insufficient: 'coin_not_enough_to_send' as const,
    };
    const recorded = await record(tx, movement);
    const response: TransferResponse = {
      id: recorded.transactionId,
      coin_type_id: input.coinTypeId,
      coin_name: coinName,
      from_address: senderAddress,
      wallet_address: toAddress,
      number: input.amount,
      remarks,
      effective_at: recorded.effectiveAt.toISOString(),
    };
    await tx
      .update(transferRequests)
      .set({ transactionId: recorded.transactionId, response })
      .where(eq(transferRequests.id, request.id));

    await lockAccounts(tx, [from.id, to.id]);
    const sent = await sentToday(tx, input.fromUserId, input.coinTypeId, request.id);
    if (sent + input.amount > limits.dailySendLimit) fail('send_limit_exceeded');
    await applyToLocked(tx, movement);
    return { replayed: false, response };
  });
}

/** The answer stored under the user's key; refused when the key was used for another request. */
async function storedTransfer(
  tx: DbOrTx,
  userId: number,
  idempotencyKey: string,
  hash: string,
): Promise<TransferResponse | undefined> {
  const [stored] = await tx
    .select({ requestHash: transferRequests.requestHash, response: transferRequests.response })
    .from(transferRequests)
    .where(and(eq(transferRequests.userId, userId), eq(transferRequests.idempotencyKey, idempotencyKey)));
  if (!stored) return undefined;
  if (stored.requestHash !== hash) fail('idempotency_key_reused');
  return stored.response as TransferResponse;
}

function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Coins the user has sent in this coin type since midnight UTC, besides this request (issue 3: a daily limit). */
async function sentToday(tx: DbOrTx, userId: number, coinTypeId: number, requestId: number): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(amount), 0)::text as sent from transfer_requests
    where user_id = ${userId} and coin_type_id = ${coinTypeId} and transaction_id is not null and id <> ${requestId}
      and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`);
  return Number(rowsOf<{ sent: string }>(result)[0]?.sent ?? 0);
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

// ---------------------------------------------------------------------------------------------
// Reading

/** A user's balance in one coin type (0 without an account). */
export async function balanceOf(db: DbOrTx, userId: number, coinTypeId: number): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.kind, 'user'), eq(accounts.userId, userId), eq(accounts.coinTypeId, coinTypeId)));
  return row?.balance ?? 0;
}

/** What is left in a task's reward pool. */
export async function escrowBalance(db: DbOrTx, taskId: number, coinTypeId: number): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(
      and(eq(accounts.kind, 'escrow'), eq(accounts.taskId, taskId), eq(accounts.coinTypeId, coinTypeId)),
    );
  return row?.balance ?? 0;
}

/** GET /api/balance: every coin type the user holds, MIAO COIN always listed. */
export async function balances(db: Db, userId: number, coinTypeId?: number) {
  const [user] = await db
    .select({ walletAddress: users.walletAddress })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) fail('sign_in_required');
  const names = await coinTypeNames(db);
  const held = await db
    .select({ coinTypeId: accounts.coinTypeId, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'user'),
        eq(accounts.userId, userId),
        coinTypeId === undefined ? undefined : eq(accounts.coinTypeId, coinTypeId),
      ),
    );
  const counts = new Map(held.map((row) => [row.coinTypeId, row.balance]));
  const listed = coinTypeId === undefined ? [DEFAULT_COIN_ID, ...counts.keys()] : [coinTypeId];
  return {
    count_list: [...new Set(listed)]
      .sort((a, b) => a - b)
      .map((id) => ({ coin_id: id, coin_name: coinNameOf(names, id), count: counts.get(id) ?? 0 })),
    wallet_address: user.walletAddress,
  };
}

/** GET /api/balance/history: the user's entries, newest first, with type, source and counterparty. */
export async function balanceHistory(db: Db, userId: number, query: BalanceHistoryQuery) {
  const filters = [sql`a.kind = 'user'`, sql`a.user_id = ${userId}`];
  if (query.type) filters.push(sql`t.type = ${query.type}`);
  if (query.coin_type_id !== undefined) filters.push(sql`a.coin_type_id = ${query.coin_type_id}`);
  const where = sql.join(filters, sql` and `);
  const from = sql`ledger_entries e
    join accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id`;
  const order = query.ordering === 'id' ? sql`e.id asc` : sql`e.id desc`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select e.id, e.amount::text as amount, a.coin_type_id, t.type, t.source, t.remarks, t.task_id,
        ${isoTime(sql`t.effective_at`)} as effective_at,
        (select u.wallet_address from ledger_entries o
          join accounts oa on oa.id = o.account_id
          join users u on u.id = oa.user_id
          where o.transaction_id = e.transaction_id and o.id <> e.id
          order by o.id limit 1) as counterparty
      from ${from} where ${where}
      order by ${order}
      limit ${query.page_size} offset ${(query.page_number - 1) * query.page_size}`),
    db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  const page: Page<ReturnType<typeof presentBalanceRecord>> = {
    results: rowsOf<HistoryRow>(rows).map(presentBalanceRecord),
    count: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
  return page;
}

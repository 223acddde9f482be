// Reading the ledger (issue 3): balances, a task's escrowed pool and a member's history.
import { and, eq, sql } from 'drizzle-orm';
import type { BalanceHistoryQuery } from '@miao/contracts/coin';
import type { Page } from '@miao/contracts/common';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import type { Db, DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/coin';
import { users } from '../../db/schema/users';
import { isoTime, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { coinNameOf, type HistoryRow, presentBalanceRecord } from './presenter';
import { coinTypeNames } from './service';

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

/**
 * Per coin type: the rewards promised to the user and not yet paid (spec 4), and what the user's
 * own tasks hold in their pools. The wallet shows both beside the balance, so a promised reward
 * does not look lost while it waits for the payout.
 */
async function pendingAndHeld(db: DbOrTx, userId: number) {
  const rows = rowsOf<{ coin_type_id: number; pending: string; held: string }>(
    await db.execute(sql`
      select coin_type_id, sum(pending)::text as pending, sum(held)::text as held from (
        select t.coin_type_id, r.number as pending, 0 as held
          from rewards r join tasks t on t.id = r.task_id
          where r.user_id = ${userId} and r.status = 'processing' and t.deleted_at is null
        union all
        select a.coin_type_id, 0, a.balance
          from accounts a join tasks t on t.id = a.task_id
          where a.kind = 'escrow' and t.user_id = ${userId} and a.balance > 0
      ) s group by coin_type_id`),
  );
  return new Map(
    rows.map((r) => [Number(r.coin_type_id), { pending: Number(r.pending), held: Number(r.held) }]),
  );
}

/** GET /api/balance: every coin type the user holds or waits for, MIAO COIN always listed. */
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
  const waiting = await pendingAndHeld(db, userId);
  const listed =
    coinTypeId === undefined ? [DEFAULT_COIN_ID, ...counts.keys(), ...waiting.keys()] : [coinTypeId];
  return {
    count_list: [...new Set(listed)]
      .sort((a, b) => a - b)
      .map((id) => ({
        coin_id: id,
        coin_name: coinNameOf(names, id),
        count: counts.get(id) ?? 0,
        pending: waiting.get(id)?.pending ?? 0,
        held: waiting.get(id)?.held ?? 0,
      })),
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
      select e.id, e.amount::text as amount, a.coin_type_id, t.type, t.source, t.remarks, t.remarks_key, t.remarks_params,
        t.task_id,
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

// The finance workspace's reads (issue 16, /finance-login/): supply, movements by balance type and
// source, the largest holders, the ledger check, and balance records as CSV. Everything is summed
// in SQL on bigint and read as text, then as exact integers (every balance is within 2^53, a check
// constraint of `accounts`). Days and months are UTC.
import { sql } from 'drizzle-orm';
import {
  FINANCE_MAX_DAYS,
  FINANCE_TOP_HOLDERS,
  type FinanceMovements,
  type FinanceMovementsQuery,
  type FinancePeriodQuery,
  type FinanceSummary,
} from '@miao/contracts/finance';
import type { BalanceSource, BalanceType } from '@miao/contracts/coin';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { toCsv } from '../../platform/csv';
import { summarizeLedger } from './check';
import { coinTypeNames } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The period's first and last day (inclusive), checked: from ≤ to, at most FINANCE_MAX_DAYS. */
export function periodOf(query: FinancePeriodQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1 || days > FINANCE_MAX_DAYS) fail('finance_period_invalid');
  return { from, to };
}

async function coinName(db: DbOrTx, coinTypeId: number): Promise<string> {
  const name = (await coinTypeNames(db)).get(coinTypeId);
  if (name === undefined) fail('coin_type_not_found');
  return name;
}

export async function financeSummary(db: DbOrTx, coinTypeId: number): Promise<FinanceSummary> {
  const coin_name = await coinName(db, coinTypeId);
  const [supply] = rowsOf<{ minted: string; in_wallets: string; in_escrow: string; holders: string }>(
    await db.execute(sql`
      select (-coalesce(sum(balance) filter (where kind = 'mint'), 0))::text as minted,
             coalesce(sum(balance) filter (where kind = 'user'), 0)::text as in_wallets,
             coalesce(sum(balance) filter (where kind = 'escrow'), 0)::text as in_escrow,
             count(*) filter (where kind = 'user' and balance > 0)::text as holders
      from accounts where coin_type_id = ${coinTypeId}`),
  );
  const top = rowsOf<{ user_id: number; nickname: string; balance: string }>(
    await db.execute(sql`
      select a.user_id, u.nickname, a.balance::text as balance
      from accounts a join users u on u.id = a.user_id
      where a.kind = 'user' and a.coin_type_id = ${coinTypeId} and a.balance > 0
      order by a.balance desc, a.user_id
      limit ${FINANCE_TOP_HOLDERS}`),
  );
  const check = await summarizeLedger(db);
  return {
    coin_type_id: coinTypeId,
    coin_name,
    supply: {
      minted: Number(supply?.minted ?? 0),
      in_wallets: Number(supply?.in_wallets ?? 0),
      in_escrow: Number(supply?.in_escrow ?? 0),
    },
    holders: Number(supply?.holders ?? 0),
    top_holders: top.map((row) => ({
      user_id: Number(row.user_id),
      nickname: row.nickname,
      balance: Number(row.balance),
    })),
    ledger_check: {
      ok: check.problems.length === 0,
      transactions: check.transactions,
      accounts: check.accounts,
      problems: check.problems,
    },
  };
}

/**
 * Transactions of the coin type per day or month, balance type and source: how many, and the coin
 * they moved (the sum of their credits, so a transfer of 10 counts 10, not 0).
 */
export async function financeMovements(db: DbOrTx, query: FinanceMovementsQuery): Promise<FinanceMovements> {
  await coinName(db, query.coin_type_id);
  const { from, to } = periodOf(query);
  const format = query.group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = rowsOf<{
    period: string;
    type: BalanceType;
    source: BalanceSource;
    count: string;
    amount: string;
  }>(
    await db.execute(sql`
      with moved as (
        select t.id, t.type, t.source, t.effective_at, sum(e.amount) filter (where e.amount > 0) as credit
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id
        where a.coin_type_id = ${query.coin_type_id}
          and t.effective_at >= ${from}::date::timestamptz
          and t.effective_at < (${to}::date + 1)::timestamptz
        group by t.id)
      select to_char(date_trunc(${query.group}, effective_at at time zone 'UTC'), ${format}) as period,
             type, source, count(*)::text as count, coalesce(sum(credit), 0)::text as amount
      from moved group by 1, 2, 3 order by 1, 2, 3`),
  );
  return {
    from,
    to,
    group: query.group,
    movements: rows.map((row) => ({
      period: row.period,
      type: row.type,
      source: row.source,
      count: Number(row.count),
      amount: Number(row.amount),
    })),
  };
}

export const BALANCE_RECORD_COLUMNS = [
  'transaction_id',
  'effective_at',
  'type',
  'source',
  'remarks',
  'account_kind',
  'user_id',
  'email',
  'task_id',
  'amount',
] as const;

/** The period's balance records of the coin type, one line per ledger entry, as CSV (oldest first). */
export async function balanceRecordsCsv(db: DbOrTx, query: FinancePeriodQuery): Promise<string> {
  await coinName(db, query.coin_type_id);
  const { from, to } = periodOf(query);
  const rows = rowsOf<{
    transaction_id: string;
    effective_at: string | Date;
    type: string;
    source: string;
    remarks: string;
    account_kind: string;
    user_id: number | null;
    email: string | null;
    task_id: number | null;
    amount: string;
  }>(
    await db.execute(sql`
      select t.id::text as transaction_id, t.effective_at, t.type, t.source, t.remarks,
             a.kind as account_kind, a.user_id, u.email, coalesce(a.task_id, t.task_id) as task_id,
             e.amount::text as amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      left join users u on u.id = a.user_id
      where a.coin_type_id = ${query.coin_type_id}
        and t.effective_at >= ${from}::date::timestamptz
        and t.effective_at < (${to}::date + 1)::timestamptz
      order by t.id, e.id`),
  );
  return toCsv(
    BALANCE_RECORD_COLUMNS,
    rows.map((row) => [
      row.transaction_id,
      new Date(row.effective_at).toISOString(),
      row.type,
      row.source,
      row.remarks,
      row.account_kind,
      row.user_id,
      row.email,
      row.task_id,
      Number(row.amount),
    ]),
  );
}

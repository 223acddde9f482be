// The ledger's invariants (ARCHITECTURE "Money is exact"), checked by `npm run ledger:check` and
// by the tests. Sums are computed in SQL on bigint and read as text, so nothing here rounds.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';

export type LedgerProblem =
  | { kind: 'unbalanced_transaction'; transactionId: number; entries: number; sum: string }
  | { kind: 'mixed_coin_transaction'; transactionId: number }
  | { kind: 'balance_mismatch'; accountId: number; balance: string; entriesSum: string }
  | { kind: 'negative_balance'; accountId: number; accountKind: string; balance: string }
  | { kind: 'supply_mismatch'; coinTypeId: number; minted: string; circulating: string }
  | {
      kind: 'daily_sends_mismatch';
      userId: number;
      coinTypeId: number;
      day: string;
      kept: string;
      sent: string;
    };

export interface LedgerSummary {
  transactions: number;
  accounts: number;
  problems: LedgerProblem[];
}

/** Every broken invariant, or an empty list. */
export async function checkLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  return (await summarizeLedger(db)).problems;
}

export async function summarizeLedger(db: DbOrTx): Promise<LedgerSummary> {
  const problems: LedgerProblem[] = [];
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

  // Every transaction has two or more entries, summing to zero.
  for (const row of await query<{ id: string; entries: string; sum: string }>(sql`
    select t.id::text, count(e.id)::text as entries, coalesce(sum(e.amount), 0)::text as sum
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id
    having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0
    order by t.id`)) {
    problems.push({
      kind: 'unbalanced_transaction',
      transactionId: Number(row.id),
      entries: Number(row.entries),
      sum: row.sum,
    });
  }

  // A transaction moves one coin type only.
  for (const row of await query<{ id: string }>(sql`
    select e.transaction_id::text as id from ledger_entries e join accounts a on a.id = e.account_id
    group by e.transaction_id having count(distinct a.coin_type_id) > 1
    order by e.transaction_id`)) {
    problems.push({ kind: 'mixed_coin_transaction', transactionId: Number(row.id) });
  }

  // Every cached balance is the sum of its entries.
  for (const row of await query<{ id: number; balance: string; entries_sum: string }>(sql`
    select a.id, a.balance::text as balance, coalesce(s.total, 0)::text as entries_sum
    from accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
      on s.account_id = a.id
    where a.balance <> coalesce(s.total, 0)
    order by a.id`)) {
    problems.push({
      kind: 'balance_mismatch',
      accountId: Number(row.id),
      balance: row.balance,
      entriesSum: row.entries_sum,
    });
  }

  // Only a mint may be negative.
  for (const row of await query<{ id: number; kind: string; balance: string }>(sql`
    select id, kind, balance::text as balance from accounts where kind <> 'mint' and balance < 0 order by id`)) {
    problems.push({
      kind: 'negative_balance',
      accountId: Number(row.id),
      accountKind: row.kind,
      balance: row.balance,
    });
  }

  // What the mint issued (minus its balance) is exactly what users and pools hold.
  for (const row of await query<{ coin_type_id: number; minted: string; circulating: string }>(sql`
    select coin_type_id,
      (-coalesce(sum(balance) filter (where kind = 'mint'), 0))::text as minted,
      coalesce(sum(balance) filter (where kind <> 'mint'), 0)::text as circulating
    from accounts group by coin_type_id
    having coalesce(sum(balance) filter (where kind = 'mint'), 0) + coalesce(sum(balance) filter (where kind <> 'mint'), 0) <> 0
    order by coin_type_id`)) {
    problems.push({
      kind: 'supply_mismatch',
      coinTypeId: Number(row.coin_type_id),
      minted: row.minted,
      circulating: row.circulating,
    });
  }

  // The day's sends kept for the daily limit are the sum of that day's transfers.
  for (const row of await query<{
    user_id: number;
    coin_type_id: number;
    day: string;
    kept: string;
    sent: string;
  }>(sql`
    select coalesce(d.user_id, r.user_id) as user_id, coalesce(d.coin_type_id, r.coin_type_id) as coin_type_id,
      coalesce(d.day, r.day)::text as day, coalesce(d.amount, 0)::text as kept, coalesce(r.total, 0)::text as sent
    from coin_daily_sends d
    full join (
      select user_id, coin_type_id, (created_at at time zone 'UTC')::date as day, sum(amount) as total
      from transfer_requests where transaction_id is not null group by 1, 2, 3
    ) r on r.user_id = d.user_id and r.coin_type_id = d.coin_type_id and r.day = d.day
    where coalesce(d.amount, 0) <> coalesce(r.total, 0)
    order by 1, 2, 3`)) {
    problems.push({
      kind: 'daily_sends_mismatch',
      userId: Number(row.user_id),
      coinTypeId: Number(row.coin_type_id),
      day: row.day,
      kept: row.kept,
      sent: row.sent,
    });
  }

  const [counts] = await query<{ transactions: string; accounts: string }>(sql`
    select (select count(*) from ledger_transactions)::text as transactions, (select count(*) from accounts)::text as accounts`);
  return {
    transactions: Number(counts?.transactions ?? 0),
    accounts: Number(counts?.accounts ?? 0),
    problems,
  };
}

export function describeProblem(problem: LedgerProblem): string {
  switch (problem.kind) {
    case 'unbalanced_transaction':
      return `transaction ${problem.transactionId}: ${problem.entries} entries summing to ${problem.sum} (needs 2+ summing to 0)`;
    case 'mixed_coin_transaction':
      return `transaction ${problem.transactionId}: entries in more than one coin type`;
    case 'balance_mismatch':
      return `account ${problem.accountId}: balance ${problem.balance} but its entries sum to ${problem.entriesSum}`;
    case 'negative_balance':
      return `account ${problem.accountId} (${problem.accountKind}): negative balance ${problem.balance}`;
    case 'daily_sends_mismatch':
      return `user ${problem.userId}, coin type ${problem.coinTypeId}, ${problem.day}: ${problem.kept} kept as sent but transfers of ${problem.sent}`;
    case 'supply_mismatch':
      return `coin type ${problem.coinTypeId}: mint issued ${problem.minted} but ${problem.circulating} is in circulation`;
  }
}

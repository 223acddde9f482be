// The double-entry core: accounts created on first use and movements posted with their balance
// changes. Balances are only ever changed by SQL arithmetic on the row (never read, changed in
// JavaScript and written back), and rows are touched in ascending id order so that concurrent
// movements on PostgreSQL wait for each other instead of deadlocking.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorCode } from '@miao/contracts/errors';
import type { BalanceSource, BalanceType, SystemRemarkKey, SystemRemarkParams } from '@miao/contracts/coin';
import { COIN_NUMBER_MAX } from '@miao/contracts/limits';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/coin';
import { fail } from '../../platform/errors';
import { isoTime, rowsOf } from '../../db/sql';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountRef = Pick<AccountRow, 'id' | 'kind'>;

/** Amounts are whole coins from 1 to the largest integer JavaScript holds exactly. */
export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > COIN_NUMBER_MAX) {
    fail('validation_error', { fields: ['number'] });
  }
}

/** The users' accounts in one coin type, created (balance 0) where missing, keyed by user id. */
export async function userAccounts(
  tx: DbOrTx,
  userIds: number[],
  coinTypeId: number,
): Promise<Map<number, AccountRow>> {
  const wanted = [...new Set(userIds)].sort((a, b) => a - b);
  const found = await selectUserAccounts(tx, wanted, coinTypeId);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  // Created in ascending user order: two transactions creating the same pair never wait on each other in a cycle.
  for (const userId of missing) {
    await tx
      .insert(accounts)
      .values({ kind: 'user', userId, coinTypeId })
      .onConflictDoNothing({
        target: [accounts.userId, accounts.coinTypeId],
        where: sql.raw(`kind = 'user'`),
      });
  }
  return selectUserAccounts(tx, wanted, coinTypeId);
}

async function selectUserAccounts(tx: DbOrTx, userIds: number[], coinTypeId: number) {
  const rows = await tx
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.kind, 'user'), eq(accounts.coinTypeId, coinTypeId), inArray(accounts.userId, userIds)),
    );
  return new Map(rows.map((row) => [row.userId!, row]));
}

export async function userAccount(tx: DbOrTx, userId: number, coinTypeId: number): Promise<AccountRow> {
  return (await userAccounts(tx, [userId], coinTypeId)).get(userId)!;
}

export async function escrowAccount(tx: DbOrTx, taskId: number, coinTypeId: number): Promise<AccountRow> {
  const select = () =>
    tx
      .select()
      .from(accounts)
      .where(
        and(eq(accounts.kind, 'escrow'), eq(accounts.taskId, taskId), eq(accounts.coinTypeId, coinTypeId)),
      );
  const [found] = await select();
  if (found) return found;
  await tx
    .insert(accounts)
    .values({ kind: 'escrow', taskId, coinTypeId })
    .onConflictDoNothing({
      target: [accounts.taskId, accounts.coinTypeId],
      where: sql.raw(`kind = 'escrow'`),
    });
  return (await select())[0]!;
}

export async function mintAccount(tx: DbOrTx, coinTypeId: number): Promise<AccountRow> {
  const select = () =>
    tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, 'mint'), eq(accounts.coinTypeId, coinTypeId)));
  const [found] = await select();
  if (found) return found;
  await tx
    .insert(accounts)
    .values({ kind: 'mint', coinTypeId })
    .onConflictDoNothing({ target: [accounts.coinTypeId], where: sql.raw(`kind = 'mint'`) });
  return (await select())[0]!;
}

/**
 * Row locks on the accounts, taken in ascending id order (the order every movement uses). `no key
 * update` is what an UPDATE of the balance takes anyway; unlike `for update` it does not wait for
 * transactions that only reference the account (a ledger entry's foreign key).
 */
export async function lockAccounts(tx: DbOrTx, ids: number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(sql`
    select id from accounts where id in (${sql.join(
      sorted.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for no key update`);
}

export interface Leg {
  account: AccountRef;
  /** Signed: negative takes coin out of the account, positive puts it in. */
  amount: number;
}

export interface Movement {
  type: BalanceType;
  source: BalanceSource;
  remarks?: string;
  /** A system remark shown in the reader's language; `remarks` holds its English. */
  remarksKey?: SystemRemarkKey | null;
  /** What the keyed remark names (the order number), filled into its text. */
  remarksParams?: SystemRemarkParams | null;
  taskId?: number | null;
  createdBy?: number | null;
  legs: Leg[];
  /** The refusal when a non-mint account lacks the coin (spec 8 differs by caller). */
  insufficient: ErrorCode;
}

export interface Recorded {
  transactionId: number;
  effectiveAt: Date;
}

export interface Posted extends Recorded {
  /** Balance of each account afterwards, by account id. */
  balances: Map<number, number>;
}

function checkLegs(legs: Leg[]): Leg[] {
  const sorted = [...legs].sort((a, b) => a.account.id - b.account.id);
  if (sorted.length < 2) throw new Error('a ledger transaction needs two or more entries');
  if (new Set(sorted.map((l) => l.account.id)).size !== sorted.length)
    throw new Error('one entry per account');
  if (sorted.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error('entries must sum to zero');
  for (const leg of sorted) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0)
      throw new Error(`bad entry amount ${leg.amount}`);
  }
  return sorted;
}

/**
 * Writes one ledger transaction: the balance changes (a debit only if the coin is there), one
 * account after the other in ascending id order, then the entries. Runs on the caller's
 * transaction; on refusal it throws, and the caller's transaction (or savepoint) must roll back
 * what was already changed.
 */
export async function post(tx: DbOrTx, movement: Movement): Promise<Posted> {
  const legs = checkLegs(movement.legs);
  const balances = new Map<number, number>();
  for (const { account, amount } of legs) {
    let result;
    if (amount > 0) {
      result = await tx.execute(
        sql`update accounts set balance = balance + ${amount} where id = ${account.id} returning balance::text`,
      );
    } else if (account.kind === 'mint') {
      // The mint goes negative by what it issues, but never past what JavaScript counts exactly.
      result = await tx.execute(sql`
        update accounts set balance = balance - ${-amount}
        where id = ${account.id} and balance >= ${-amount - COIN_NUMBER_MAX}
        returning balance::text`);
    } else {
      result = await tx.execute(sql`
        update accounts set balance = balance - ${-amount}
        where id = ${account.id} and balance >= ${-amount}
        returning balance::text`);
    }
    const [row] = rowsOf<{ balance: string }>(result);
    if (!row) fail(account.kind === 'mint' ? 'validation_error' : movement.insufficient);
    balances.set(account.id, Number(row.balance));
  }
  return { ...(await record(tx, movement)), balances };
}

/** Inserts the ledger transaction and its entries in one statement. */
export async function record(tx: DbOrTx, movement: Omit<Movement, 'insufficient'>): Promise<Recorded> {
  const legs = checkLegs(movement.legs);
  const values = sql.join(
    legs.map((l) => sql`(${l.account.id}::int, ${l.amount}::bigint)`),
    sql`, `,
  );
  const [row] = rowsOf<{ id: string; effective_at: string }>(
    await tx.execute(sql`
      with t as (
        insert into ledger_transactions (type, source, remarks, remarks_key, remarks_params, task_id, created_by)
        values (${movement.type}, ${movement.source}, ${movement.remarks ?? ''}, ${movement.remarksKey ?? null},
          ${movement.remarksParams ? JSON.stringify(movement.remarksParams) : null}::jsonb,
          ${movement.taskId ?? null}::int, ${movement.createdBy ?? null}::int)
        returning id, effective_at
      ), e as (
        insert into ledger_entries (transaction_id, account_id, amount)
        select t.id, v.account_id, v.amount from t, (values ${values}) as v(account_id, amount)
      )
      select t.id::text as id, ${isoTime(sql`t.effective_at`)} as effective_at from t`),
  );
  return { transactionId: Number(row!.id), effectiveAt: new Date(row!.effective_at) };
}

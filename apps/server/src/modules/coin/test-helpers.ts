import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { authHeader } from '../../test/app';
import { grant } from './service';

/** Everything a refused request must leave as it was: row counts and every balance. */
export async function ledgerState(db: DbOrTx) {
  const [counts] = rowsOf<Record<string, string>>(
    await db.execute(sql`select
      (select count(*) from accounts)::text as accounts,
      (select count(*) from ledger_transactions)::text as transactions,
      (select count(*) from ledger_entries)::text as entries,
      (select count(*) from transfer_requests)::text as requests,
      (select coalesce(string_agg(id || ':' || balance, ',' order by id), '') from accounts) as balances`),
  );
  return counts!;
}

/** New coin for a user from the mint (an activity grant). */
export async function fund(db: DbOrTx, userId: number, amount: number, coinTypeId = 1) {
  return grant(db, { userId, amount, coinTypeId, remarks: 'test funding' });
}

export async function sendCoin(
  app: FastifyInstance,
  config: Config,
  userId: number | undefined,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = userId === undefined ? {} : await authHeader(config, userId);
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  return app.inject({ method: 'POST', url: '/api/wallet/transfer', headers, payload });
}

/** Sum of every non-mint balance of a coin type: what is in circulation. */
export async function circulating(db: DbOrTx, coinTypeId = 1): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select coalesce(sum(balance), 0)::text as total from accounts where kind <> 'mint' and coin_type_id = ${coinTypeId}`,
    ),
  );
  return Number(row!.total);
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, for tests that run processes. */

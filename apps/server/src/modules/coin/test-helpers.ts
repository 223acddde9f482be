import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../platform/rate-limit';
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
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `miao_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `npx tsx <script>` in apps/server and collects its exit code and output. */
export function runScript(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], { cwd: serverDir, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

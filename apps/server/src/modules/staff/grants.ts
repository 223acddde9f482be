// Coin grants by staff (decision 025): one user or a CSV of users, all in ONE ledger transaction
// (coin/service.ts grantMany); a batch with one bad row writes nothing and names every bad row.
import { inArray, or, sql } from 'drizzle-orm';
import { coinNumber } from '@miao/contracts/coin';
import { errors } from '@miao/contracts/errors';
import type { GrantBatchResponse } from '@miao/contracts/staff';
import type { BatchRowError } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { inTransaction } from '../../db/sql';
import { audit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { assertCoinType, grantMany } from '../coin/service';

interface UserHit {
  id: number;
  nickname: string;
  email: string | null;
  phone: string | null;
  walletAddress: string;
  isActive: boolean;
}

/** A row's user cell: `#12` or `12` (id), an e-mail, a mainland mobile or a wallet address. */
function keyOf(user: string): { kind: 'id' | 'email' | 'phone' | 'wallet'; value: string } {
  const text = user.trim();
  if (/^#?\d{1,9}$/.test(text) && !/^1\d{10}$/.test(text))
    return { kind: 'id', value: text.replace('#', '') };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return { kind: 'wallet', value: text.toLowerCase() };
  return { kind: 'phone', value: text.replace(/[\s-]/g, '') };
}

async function findUsers(db: DbOrTx, cells: string[]): Promise<Map<string, UserHit>> {
  const keys = cells.map(keyOf);
  const ids = keys.filter((k) => k.kind === 'id').map((k) => Number(k.value));
  const emails = keys.filter((k) => k.kind === 'email').map((k) => k.value);
  const phones = keys.filter((k) => k.kind === 'phone').map((k) => k.value);
  const wallets = keys.filter((k) => k.kind === 'wallet').map((k) => k.value);
  const found = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      phone: users.phone,
      walletAddress: users.walletAddress,
      isActive: users.isActive,
    })
    .from(users)
    .where(
      or(
        ids.length ? inArray(users.id, ids) : undefined,
        emails.length ? inArray(users.email, emails) : undefined,
        phones.length ? inArray(users.phone, phones) : undefined,
        wallets.length ? inArray(sql`lower(${users.walletAddress})`, wallets) : undefined,
        sql`false`,
      ),
    );
  const byKey = new Map<string, UserHit>();
  for (const u of found) {
    byKey.set(`id:${u.id}`, u);
    if (u.email) byKey.set(`email:${u.email}`, u);
    if (u.phone) byKey.set(`phone:${u.phone}`, u);
    byKey.set(`wallet:${u.walletAddress.toLowerCase()}`, u);
  }
  return new Map(
    cells.flatMap((cell, i) => {
      const k = keys[i]!;
      const hit = byKey.get(`${k.kind}:${k.value}`);
      return hit ? [[cell, hit]] : [];
    }),
  );
}

const rowError = (index: number, code: keyof typeof errors, fields: string[]): BatchRowError => ({
  index,
  code,
  message: errors[code].message,
  fields,
});

export async function grantBatch(
  db: DbOrTx,
  actor: AuditActor & { userId: number | undefined },
  input: { coin_type_id: number; remarks: string; rows: { user: string; number: unknown }[] },
): Promise<GrantBatchResponse> {
  return inTransaction(db, async (tx) => {
    await assertCoinType(tx, input.coin_type_id);
    const hits = await findUsers(
      tx,
      input.rows.map((r) => r.user),
    );
    const refused: BatchRowError[] = [];
    const seen = new Set<number>();
    const grants: { index: number; user: UserHit; amount: number }[] = [];
    for (const [index, row] of input.rows.entries()) {
      const bad: string[] = [];
      const amount = coinNumber.safeParse(typeof row.number === 'string' ? row.number.trim() : row.number);
      if (!amount.success) bad.push('number');
      const user = hits.get(row.user);
      if (!user) {
        refused.push(rowError(index, 'not_found', ['user', ...bad]));
        continue;
      }
      // a deactivated member gets nothing; the same member twice is almost always a CSV mistake
      if (!user.isActive || seen.has(user.id)) bad.unshift('user');
      seen.add(user.id);
      if (bad.length > 0) refused.push(rowError(index, 'validation_error', bad));
      else grants.push({ index, user, amount: amount.data! });
    }
    if (refused.length > 0) fail('grant_batch_invalid', { rows: refused });
    const posted = await grantMany(tx, {
      coinTypeId: input.coin_type_id,
      remarks: input.remarks,
      createdBy: actor.userId!,
      grants: grants.map((g) => ({ userId: g.user.id, amount: g.amount })),
    });
    const results = grants.map((g) => ({
      index: g.index,
      user_id: g.user.id,
      nickname: g.user.nickname,
      number: g.amount,
      count: posted.balances.get(g.user.id)!,
    }));
    await audit(tx, actor, {
      action: 'coin.grant',
      target: { type: 'ledger_transaction', id: posted.transactionId },
      after: {
        coin_type_id: input.coin_type_id,
        remarks: input.remarks,
        total: posted.total,
        rows: results.map((r) => ({ user_id: r.user_id, number: r.number })),
      },
    });
    return { results, count: results.length, total: posted.total };
  });
}

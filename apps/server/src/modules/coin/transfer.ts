// Transfers between members (issue 3, spec 5): the wallet route's one movement, idempotent per
// request id, within the daily limit, written as one ledger transaction or not at all.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TransferResponse } from '@miao/contracts/coin';
import type { Db, DbOrTx } from '../../db/client';
import { transferRequests } from '../../db/schema/coin';
import { rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { applyToLocked, assertAmount, lockAccounts, record, userAccounts } from './ledger';

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
    // The balance first (spec 8 "not enough MIAO COIN to send"): a member sending more than they
    // hold must hear that, not that the daily limit is passed. A refusal below rolls this back.
    await applyToLocked(tx, movement);
    const sent = await sentToday(tx, input.fromUserId, input.coinTypeId, request.id);
    if (sent + input.amount > limits.dailySendLimit) fail('send_limit_exceeded');
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

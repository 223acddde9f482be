// Transfers between members (issue 3, spec 5): the wallet route's one movement, idempotent per
// request id, within the daily limit, written as one ledger transaction or not at all.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TransferResponse } from '@miao/contracts/coin';
import type { Db, DbOrTx } from '../../db/client';
import { isoTime, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { assertAmount, userAccounts } from './ledger';

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
 * A wallet transfer between users (spec 5). One lookup reads what the transfer needs (an earlier
 * answer under the same idempotency key, the coin, the recipient, both accounts); then one statement
 * writes the request row, the ledger transaction and its entries, and moves the coin through
 * `miao_transfer_apply` (migration 0025): both accounts locked in id order, the balance checked, the
 * day's sends summed after the lock, all inside the statement, so no lock waits on the network and a
 * refusal rolls every row back. A retry with the same key and body answers the stored response; one
 * with another body is refused.
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
  const [found] = rowsOf<
    StoredRequest & {
      coin_name: string | null;
      recipient_id: number | null;
      sender_address: string | null;
      from_account: number | null;
      to_account: number | null;
    }
  >(
    await db.execute(sql`select ${storedColumns},
      (select name from coin_types where id = ${input.coinTypeId}) as coin_name,
      r.id as recipient_id,
      (select wallet_address from users where id = ${input.fromUserId}) as sender_address,
      (select id from accounts where kind = 'user' and coin_type_id = ${input.coinTypeId}
        and user_id = ${input.fromUserId}) as from_account,
      (select id from accounts where kind = 'user' and coin_type_id = ${input.coinTypeId}
        and user_id = r.id) as to_account
      from (select 1) as one
      left join transfer_requests s on s.user_id = ${input.fromUserId}
        and s.idempotency_key = ${input.idempotencyKey ?? null}::text
      left join users r on r.wallet_address = ${toAddress} and r.is_active`),
  );
  // A retry answers what the first request answered, even if the recipient has gone since.
  if (found?.stored_hash != null) return { replayed: true, response: storedAnswer(found, hash) };
  if (found?.coin_name == null) fail('coin_type_not_found');
  if (found.recipient_id == null) fail('wallet_address_not_found');
  if (found.sender_address == null) fail('sign_in_required');
  const recipientId = Number(found.recipient_id);
  if (recipientId === input.fromUserId) fail('transfer_to_self');

  const response: TransferResponse = {
    id: 0,
    coin_type_id: input.coinTypeId,
    coin_name: found.coin_name,
    from_address: found.sender_address,
    wallet_address: toAddress,
    number: input.amount,
    remarks,
    effective_at: '',
  };
  const move = (handle: DbOrTx, accounts: { from: number; to: number }) =>
    moveCoin(handle, { ...input, remarks, hash, response, accounts, dailySendLimit: limits.dailySendLimit });
  const from = found.from_account;
  const to = found.to_account;
  const written =
    from != null && to != null
      ? await move(db, { from, to })
      : // first use of an account (it starts at 0): created in the transfer's transaction, so a
        // refused transfer leaves none behind
        await db.transaction(async (tx) => {
          const byUser = await userAccounts(tx, [input.fromUserId, recipientId], input.coinTypeId);
          return move(tx, { from: byUser.get(input.fromUserId)!.id, to: byUser.get(recipientId)!.id });
        });
  if (!written) {
    // Only a keyed request conflicts; the first one has committed (PostgreSQL made us wait for it).
    const stored = await storedTransfer(db, input.fromUserId, input.idempotencyKey!, hash);
    if (!stored) throw new Error('idempotency key conflict without a stored transfer');
    return { replayed: true, response: stored };
  }
  return {
    replayed: false,
    response: { ...response, id: Number(written.transaction_id), effective_at: written.effective_at },
  };
}

/**
 * The transfer's one statement: request row, ledger transaction, entries and the balances. Nothing
 * when the idempotency key is taken; a refusal of `miao_transfer_apply` as its spec 8 error.
 */
async function moveCoin(
  db: DbOrTx,
  move: {
    fromUserId: number;
    idempotencyKey?: string;
    hash: string;
    coinTypeId: number;
    amount: number;
    remarks: string;
    response: TransferResponse;
    accounts: { from: number; to: number };
    dailySendLimit: number;
  },
): Promise<{ transaction_id: string; effective_at: string } | undefined> {
  const { from, to } = move.accounts;
  try {
    const [row] = rowsOf<{ transaction_id: string; effective_at: string }>(
      await db.execute(sql`
        with r as (
          insert into transfer_requests
            (user_id, idempotency_key, request_hash, coin_type_id, amount, transaction_id, response)
          values (${move.fromUserId}, ${move.idempotencyKey ?? null}::text, ${move.hash}, ${move.coinTypeId},
            ${move.amount}::bigint, nextval('ledger_transactions_id_seq'), ${JSON.stringify(move.response)}::jsonb)
          on conflict (user_id, idempotency_key) do nothing
          returning id, transaction_id
        ), t as (
          insert into ledger_transactions (id, type, source, remarks, created_by)
          select transaction_id, 'transfer', 'dao_platform', ${move.remarks}, ${move.fromUserId}::int from r
          returning id, effective_at
        ), e as (
          insert into ledger_entries (transaction_id, account_id, amount)
          select t.id, v.account_id, v.amount from t,
            (values (${from}::int, ${-move.amount}::bigint), (${to}::int, ${move.amount}::bigint))
              as v(account_id, amount)
        )
        select t.id::text as transaction_id, ${isoTime(sql`t.effective_at`)} as effective_at,
          miao_transfer_apply(${from}::int, ${to}::int, ${move.amount}::bigint,
            ${move.fromUserId}::int, ${move.coinTypeId}::int, r.id, ${move.dailySendLimit}::bigint)
        from r, t`),
    );
    return row;
  } catch (error) {
    const refusal = raised(error);
    if (refusal) fail(refusal);
    throw error;
  }
}

/** The refusals `miao_transfer_apply` raises (spec 8 codes), from the driver's error or its cause. */
function raised(error: unknown): 'coin_not_enough_to_send' | 'send_limit_exceeded' | undefined {
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.message === 'coin_not_enough_to_send' || e.message === 'send_limit_exceeded') return e.message;
  }
  return undefined;
}

/**
 * The answer stored under the user's key; refused when the key was used for another request. The
 * stored body leaves the transaction's id and time to the ledger row it points at.
 */
async function storedTransfer(
  db: DbOrTx,
  userId: number,
  idempotencyKey: string,
  hash: string,
): Promise<TransferResponse | undefined> {
  const [stored] = rowsOf<StoredRequest>(
    await db.execute(sql`select ${storedColumns} from transfer_requests s
      where s.user_id = ${userId} and s.idempotency_key = ${idempotencyKey}`),
  );
  return stored ? storedAnswer(stored, hash) : undefined;
}

interface StoredRequest {
  stored_hash: string | null;
  stored_response: TransferResponse | null;
  stored_transaction_id: string | null;
  stored_effective_at: string | null;
}

const storedColumns = sql`s.request_hash as stored_hash, s.response as stored_response,
  s.transaction_id::text as stored_transaction_id,
  (select ${isoTime(sql`effective_at`)} from ledger_transactions where id = s.transaction_id) as stored_effective_at`;

function storedAnswer(stored: StoredRequest, hash: string): TransferResponse {
  if (stored.stored_hash !== hash) fail('idempotency_key_reused');
  return {
    ...stored.stored_response!,
    id: Number(stored.stored_transaction_id),
    effective_at: stored.stored_effective_at!,
  };
}

function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

// Transfers between members (issue 3, spec 5): the wallet route's one movement, idempotent per
// request id, within the daily limit, written as one ledger transaction or not at all; sent to the
// database in batches (issue 13).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TransferResponse } from '@miao/contracts/coin';
import type { Db } from '../../db/client';
import { databaseError, writeRows } from '../../db/sql';
import { fail } from '../../platform/errors';
import { TurnBatch } from '../../platform/turn-batch';
import { assertAmount } from './ledger';

export interface TransferInput {
  fromUserId: number;
  toAddress: string;
  amount: number;
  coinTypeId: number;
  remarks: string;
  /** The `Idempotency-Key` header; without it every call is a new transfer. */
  idempotencyKey?: string;
}

/** One transfer as `miao_transfer_batch` (db/functions/miao_transfer_batch.sql) takes it. */
interface BatchItem {
  sender_id: number;
  /** The `Idempotency-Key` header, or null. */
  idempotency_key: string | null;
  /** Tells a retry under the same key with another body (`idempotency_key_reused`). */
  request_hash: string;
  coin_type_id: number;
  /** Trimmed and lower-cased. */
  recipient_address: string;
  amount: number;
  remarks: string;
  daily_send_limit: number;
}

/** What `miao_transfer_batch` answers for one item. */
type BatchResult =
  | {
      /** Written now, or found under its idempotency key (an earlier answer). */
      outcome: 'done' | 'stored';
      request_hash: string;
      response: TransferResponse;
      transaction_id: string;
      effective_at: string;
    }
  | {
      outcome: 'refused';
      code:
        | 'coin_type_not_found'
        | 'wallet_address_not_found'
        | 'sign_in_required'
        | 'transfer_to_self'
        | 'coin_not_enough_to_send'
        | 'send_limit_exceeded';
    };

/** PostgreSQL's deadlock refusal (40P01). */
const isDeadlock = (error: unknown) => databaseError(error)?.code === '40P01';

/** Transfers written by one statement at most; more wait for the next. */
const MAX_BATCH = 100;

/** The transfers of each database handle (each process): one batch on its way at a time. */
const batches = new WeakMap<Db, TurnBatch<BatchItem, BatchResult>>();

function batchOf(db: Db): TurnBatch<BatchItem, BatchResult> {
  let batch = batches.get(db);
  if (!batch) {
    batch = new TurnBatch(
      async (items) => {
        const [row] = await writeRows<{ results: BatchResult[] }>(
          db,
          sql`select miao_transfer_batch(${JSON.stringify(items)}::jsonb) as results`,
        );
        return row!.results;
      },
      { max: MAX_BATCH, retryAlone: isDeadlock },
    );
    batches.set(db, batch);
  }
  return batch;
}

/**
 * A wallet transfer between users (spec 5). The transfers a process receives in one turn go to
 * the database together, in one call and one commit: `miao_transfer_batch` (db/functions/)
 * locks every account it may move in id order first, so no lock waits on the network, then reads
 * what the items need once and decides them in order. For each: an earlier answer under the same
 * idempotency key is answered again (refused when the body differs); else the coin, the recipient,
 * the sender, the balance and the day's sends are checked, each item seeing the ones before it. One
 * statement then writes the accepted items' request rows, ledger transactions, entries and
 * balances; a refused transfer writes nothing.
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
  const result = await batchOf(db).add({
    sender_id: input.fromUserId,
    idempotency_key: input.idempotencyKey ?? null,
    request_hash: hash,
    coin_type_id: input.coinTypeId,
    recipient_address: toAddress,
    amount: input.amount,
    remarks,
    daily_send_limit: limits.dailySendLimit,
  });
  if (result.outcome === 'refused') fail(result.code);
  if (result.outcome === 'stored' && result.request_hash !== hash) fail('idempotency_key_reused');
  return {
    replayed: result.outcome === 'stored',
    response: { ...result.response, id: Number(result.transaction_id), effective_at: result.effective_at },
  };
}

function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

import type {
  AdminGrantResponse,
  BalanceRecord,
  BalanceSource,
  BalanceType,
  Chain,
  SystemRemarkKey,
  SystemRemarkParams,
} from '@miao/contracts/coin';
import { DEFAULT_COIN_NAME } from '@miao/contracts/limits';

/** Spec 3: id 1 or an unknown id reads as the default coin, MIAO COIN. */
export function coinNameOf(names: Map<number, string>, coinTypeId: number): string {
  return names.get(coinTypeId) ?? DEFAULT_COIN_NAME;
}

export function presentChain(row: { id: number; name: string }): Chain {
  return { id: row.id, coin_name: row.name };
}

/** One ledger entry of the user's, as read by the history query. */
export interface HistoryRow {
  id: number | string;
  amount: string;
  coin_type_id: number;
  type: BalanceType;
  source: BalanceSource;
  remarks: string;
  remarks_key: SystemRemarkKey | null;
  remarks_params: SystemRemarkParams | null;
  task_id: number | null;
  effective_at: Date | string;
  counterparty: string | null;
}

/** Spec 3 balance record: `desc` names the other wallet of a transfer, otherwise it is the remarks. */
export function presentBalanceRecord(row: HistoryRow): BalanceRecord {
  const amount = Number(row.amount);
  return {
    id: Number(row.id),
    type: amount < 0 ? 'decrease' : 'increase',
    number: Math.abs(amount),
    coin_type_id: Number(row.coin_type_id),
    record: {
      from: row.source,
      type: row.type,
      desc: row.type === 'transfer' ? (row.counterparty ?? '') : row.remarks,
      remarks: row.remarks,
      ...(row.remarks_key ? { remarks_key: row.remarks_key } : {}),
      ...(row.remarks_key && row.remarks_params ? { remarks_params: row.remarks_params } : {}),
    },
    task_id: row.task_id === null ? null : Number(row.task_id),
    effective_at: new Date(row.effective_at).toISOString(),
  };
}

export function presentGrant(input: {
  transactionId: number;
  userId: number;
  coinTypeId: number;
  amount: number;
  remarks: string;
  balance: number;
  effectiveAt: Date;
}): AdminGrantResponse {
  return {
    id: input.transactionId,
    user_id: input.userId,
    coin_type_id: input.coinTypeId,
    number: input.amount,
    remarks: input.remarks,
    count: input.balance,
    effective_at: input.effectiveAt.toISOString(),
  };
}

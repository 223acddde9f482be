import { z } from 'zod';
import { BALANCE_TYPES, WALLET_ADDRESS_PATTERN } from './coin-rules';
import { INT4_MAX, PAGE_NUMBER_MAX, pageOf } from './common';
import {
  BALANCE_HISTORY_PAGE_SIZE,
  COIN_NAME_MAX,
  COIN_NUMBER_MAX,
  IDEMPOTENCY_KEY_MAX,
  MAX_PAGE_SIZE,
  REMARKS_MAX,
  WALLET_ADDRESS_MAX,
} from './limits';

export { BALANCE_TYPES, WALLET_ADDRESS_PATTERN, type BalanceType } from './coin-rules';

/** Spec 3: where a balance record comes from. */
export const BALANCE_SOURCES = ['mall_purchase', 'order_reward', 'dao_platform'] as const;
export type BalanceSource = (typeof BALANCE_SOURCES)[number];

/**
 * Remarks the system writes (not a person): stored as a key beside their English text, so each
 * reader sees them in their own language (issue 18: the welcome grant read English in cn).
 */
export const SYSTEM_REMARK_KEYS = [
  'welcome',
  'order_reward',
  'invited_reward',
  'order_reward_refund',
  'invited_reward_refund',
] as const;
export type SystemRemarkKey = (typeof SYSTEM_REMARK_KEYS)[number];

/**
 * What a system remark names, filled into its text (`{{order_no}}`): the order rewards carry the
 * order number. Stored beside the key (`ledger_transactions.remarks_params`).
 */
export const systemRemarkParams = z.object({ order_no: z.string().optional() });
export type SystemRemarkParams = z.infer<typeof systemRemarkParams>;

/**
 * Spec 5: a coin amount is digits only, an integer, at least 1. A JSON number or a string of
 * digits is accepted; "1.5", "-3", "1e3" and "abc" are refused.
 */
export const coinNumber = z.union([
  z.number().int().min(1).max(COIN_NUMBER_MAX),
  z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(COIN_NUMBER_MAX)),
]);

/** A coin type id, as a JSON number or digits (forms send strings). */
export const coinTypeId = z.union([
  z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    ),
]);

export const walletAddressField = z.string().trim().max(WALLET_ADDRESS_MAX).regex(WALLET_ADDRESS_PATTERN);
export const remarksField = z.string().trim().max(REMARKS_MAX);

/** POST /api/wallet/transfer (spec 3 coin-send form, spec 5 rules); the sender is the signed-in user. */
export const transferRequest = z.object({
  coin_type_id: coinTypeId,
  wallet_address: walletAddressField,
  number: coinNumber,
  remarks: remarksField.default(''),
});
export type TransferRequest = z.input<typeof transferRequest>;

/** Header `Idempotency-Key`: the same key with the same body is applied once and answered the same. */
export const idempotencyKeyField = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX);
export const transferHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyField.optional() });

export const transferResponse = z.object({
  /** The ledger transaction of this transfer. */
  id: z.number().int(),
  coin_type_id: z.number().int(),
  coin_name: z.string(),
  from_address: z.string(),
  wallet_address: z.string(),
  number: z.number().int(),
  remarks: z.string(),
  effective_at: z.string(),
});
export type TransferResponse = z.infer<typeof transferResponse>;

/** GET /api/balance */
export const balanceQuery = z.object({ coin_type_id: coinTypeId.optional() });
export const balanceItem = z.object({
  coin_id: z.number().int(),
  coin_name: z.string(),
  /** Available: what the member holds and may send. */
  count: z.number().int(),
  /**
   * Rewards promised to the member's comments and not yet paid (spec 4: paid when the sponsor's
   * task is closed and the batch reward sent). Not part of `count` until then.
   */
  pending: z.number().int(),
  /** Coin of the member's own tasks held in their reward pools (escrow), paid out or refunded later. */
  held: z.number().int(),
});
export const balanceResponse = z.object({ count_list: z.array(balanceItem), wallet_address: z.string() });
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** `type` is a record type code; the spaced spelling of spec 3 ("reward refund") is accepted too. */
const balanceTypeFilter = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/[\s-]+/g, '_'))
  .pipe(z.enum(BALANCE_TYPES));

/** GET /api/balance/history: newest first, 20 a page (spec 9). */
export const balanceHistoryQuery = z.object({
  type: balanceTypeFilter.optional(),
  coin_type_id: coinTypeId.optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(BALANCE_HISTORY_PAGE_SIZE),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuery>;

/** Spec 3 balance record. `record.desc`: the other wallet for transfers, else the remarks. */
export const balanceRecord = z.object({
  id: z.number().int(),
  type: z.enum(['increase', 'decrease']),
  number: z.number().int(),
  coin_type_id: z.number().int(),
  record: z.object({
    from: z.enum(BALANCE_SOURCES),
    type: z.enum(BALANCE_TYPES),
    desc: z.string(),
    remarks: z.string(),
    /** Present when the system wrote the remark: the web shows it in the page's language. */
    remarks_key: z.enum(SYSTEM_REMARK_KEYS).optional(),
    /** With a key that names something: the values for its text (the order number). */
    remarks_params: systemRemarkParams.optional(),
  }),
  task_id: z.number().int().nullable(),
  effective_at: z.string(),
});
export type BalanceRecord = z.infer<typeof balanceRecord>;
export const balanceHistoryResponse = pageOf(balanceRecord);

/** GET /api/chains: the coin types (spec 3 "chain or coin type"). */
export const chain = z.object({ id: z.number().int(), coin_name: z.string() });
export type Chain = z.infer<typeof chain>;
export const chainList = pageOf(chain);

/** POST /api/admin/coin/grant: staff only, an activity grant from the mint. */
export const adminGrantRequest = z.object({
  user_id: z.number().int().min(1).max(INT4_MAX),
  coin_type_id: coinTypeId,
  number: coinNumber,
  remarks: remarksField.default(''),
});
export const adminGrantResponse = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  coin_type_id: z.number().int(),
  number: z.number().int(),
  remarks: z.string(),
  /** The user's balance in that coin type afterwards. */
  count: z.number().int(),
  effective_at: z.string(),
});
export type AdminGrantResponse = z.infer<typeof adminGrantResponse>;

/** POST /api/admin/coin/types: staff add a coin type. */
export const coinTypeCreateRequest = z.object({ coin_name: z.string().trim().min(1).max(COIN_NAME_MAX) });

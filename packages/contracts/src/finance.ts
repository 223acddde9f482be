// The finance workspace behind /finance-login/ (issue 16): MIAO COIN supply, movements by balance
// type and source, the largest holders, the ledger check and CSV exports of balance records.
// Amounts are whole coins (the ledger's integers); days and months are UTC.
import { z } from 'zod';
import { BALANCE_SOURCES, BALANCE_TYPES } from './coin';
import { INT4_MAX } from './common';

/** A calendar day, YYYY-MM-DD (UTC). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a date');

/** Longest period one request reads: a little over a year of days. */
export const FINANCE_MAX_DAYS = 400;
export const FINANCE_TOP_HOLDERS = 10;

export const financeQuery = z.object({
  coin_type_id: z.coerce.number().int().positive().max(INT4_MAX).default(1),
});

export const financePeriodQuery = financeQuery.extend({
  /** First day included. Default: 29 days before `to`. */
  from: isoDay.optional(),
  /** Last day included. Default: today (UTC). */
  to: isoDay.optional(),
});
export type FinancePeriodQuery = z.infer<typeof financePeriodQuery>;

export const financeMovementsQuery = financePeriodQuery.extend({
  group: z.enum(['day', 'month']).default('day'),
});
export type FinanceMovementsQuery = z.infer<typeof financeMovementsQuery>;

export const financeSummary = z.object({
  coin_type_id: z.number().int(),
  coin_name: z.string(),
  supply: z.object({
    /** Everything the mint ever issued, less what came back to it. */
    minted: z.number().int(),
    /** Held by members. */
    in_wallets: z.number().int(),
    /** Held in task reward pools until paid out or refunded. */
    in_escrow: z.number().int(),
  }),
  holders: z.number().int(),
  top_holders: z.array(
    z.object({ user_id: z.number().int(), nickname: z.string(), balance: z.number().int() }),
  ),
  ledger_check: z.object({
    ok: z.boolean(),
    transactions: z.number().int(),
    accounts: z.number().int(),
    problems: z.array(z.object({ kind: z.string() }).loose()),
  }),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

export const financeMovement = z.object({
  /** The day (YYYY-MM-DD) or month (YYYY-MM). */
  period: z.string(),
  type: z.enum(BALANCE_TYPES),
  source: z.enum(BALANCE_SOURCES),
  /** Ledger transactions of this type and source in the period. */
  count: z.number().int(),
  /** Coin moved: the sum of what the transactions credited. */
  amount: z.number().int(),
});
export type FinanceMovement = z.infer<typeof financeMovement>;

export const financeMovements = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(['day', 'month']),
  movements: z.array(financeMovement),
});
export type FinanceMovements = z.infer<typeof financeMovements>;

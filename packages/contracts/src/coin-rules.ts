// MIAO COIN's fixed values without zod: the user center's balance history and transfer dialog use
// them before any form schema loads (issue 13: zod and the schemas were a fifth of the user center's
// main-thread time before hydrating); coin.ts re-exports them next to its schemas.

/** Spec 3: the balance record types, as stable codes (the web translates them). */
export const BALANCE_TYPES = [
  'payment',
  'reward',
  'reward_refund',
  'invited_reward',
  'invited_reward_refund',
  'activity_grant',
  'transfer',
] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

/** `0x` and 40 hex digits: 42 characters (spec 5). */
export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

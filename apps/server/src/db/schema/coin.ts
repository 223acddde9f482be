import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BALANCE_SOURCES,
  BALANCE_TYPES,
  SYSTEM_REMARK_KEYS,
  type SystemRemarkParams,
} from '@miao/contracts/coin';
import { users } from './users';

/** Spec 3 "chain or coin type"; id 1 is MIAO COIN (reference data). */
export const coinTypes = pgTable(
  'coin_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coin_types_name_key').on(t.name)],
);

/**
 * Double-entry accounts: one per user and coin type, one escrow per task and coin type (the task's
 * reward pool), one mint per coin type. `balance` caches the sum of the account's ledger entries;
 * the mint's balance is minus everything ever granted, every other balance is never negative.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'escrow', 'mint'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The task whose reward pool this is; a plain integer because the tasks table comes later. */
    taskId: integer('task_id'),
    coinTypeId: integer('coin_type_id')
      .notNull()
      .references(() => coinTypes.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_balance_non_negative', sql`${t.kind} = 'mint' OR ${t.balance} >= 0`),
    // JavaScript reads balances as numbers: they must stay exact.
    check('accounts_balance_safe', sql`${t.balance} BETWEEN -9007199254740991 AND 9007199254740991`),
    check(
      'accounts_owner',
      sql`(${t.kind} = 'user' AND ${t.userId} IS NOT NULL AND ${t.taskId} IS NULL)
        OR (${t.kind} = 'escrow' AND ${t.taskId} IS NOT NULL)
        OR (${t.kind} = 'mint' AND ${t.userId} IS NULL AND ${t.taskId} IS NULL)`,
    ),
    uniqueIndex('accounts_user_coin_key')
      .on(t.userId, t.coinTypeId)
      .where(sql`${t.kind} = 'user'`),
    uniqueIndex('accounts_escrow_coin_key')
      .on(t.taskId, t.coinTypeId)
      .where(sql`${t.kind} = 'escrow'`),
    uniqueIndex('accounts_mint_coin_key')
      .on(t.coinTypeId)
      .where(sql`${t.kind} = 'mint'`),
  ],
);

/** One movement of coin: two or more entries summing to zero, written with the balance changes. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: BALANCE_TYPES }).notNull(),
    source: text('source', { enum: BALANCE_SOURCES }).notNull(),
    remarks: text('remarks').notNull().default(''),
    /** A system remark the reader sees in their language (SYSTEM_REMARK_KEYS); `remarks` keeps its English. */
    remarksKey: text('remarks_key', { enum: SYSTEM_REMARK_KEYS }),
    /** What a keyed remark names (an order number): shown inside its text in the reader's language. */
    remarksParams: jsonb('remarks_params').$type<SystemRemarkParams>(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user (or staff member) who caused it; null for system movements. */
    createdBy: integer('created_by').references(() => users.id),
    taskId: integer('task_id'),
  },
  (t) => [
    index('ledger_transactions_task_idx')
      .on(t.taskId)
      .where(sql`${t.taskId} IS NOT NULL`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed: negative leaves the account, positive enters it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Every wallet transfer a user asked for. With an `Idempotency-Key` the row is inserted first and
 * its key is unique per user, so a retried request finds the stored answer instead of paying twice;
 * rows without a key never conflict. Their day's sum is kept in `coin_daily_sends`.
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the normalised request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    coinTypeId: integer('coin_type_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfer_requests_user_key').on(t.userId, t.idempotencyKey)],
);

/**
 * What each user has sent of each coin type on each UTC day: the sum of that day's transfer
 * requests with a ledger transaction, kept as they are written (`miao_transfer_batch`, since
 * migration 0030; db/functions/) so the daily send limit reads one row instead of summing the
 * day's sends. `ledger:check` compares it with the requests.
 */
export const coinDailySends = pgTable(
  'coin_daily_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coinTypeId: integer('coin_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.coinTypeId, t.day] })],
);

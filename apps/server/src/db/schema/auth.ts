import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time sign-in codes; only a hash is stored. A code belongs to the requester that asked for it:
 * the browser's device cookie when it presented one (`device`), else the client address (`ip`);
 * only that requester may enter it (docs/decisions/042).
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

/** Refresh tokens: opaque, stored hashed, rotated on every use, revoked at sign-out. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Tokens rotated from one sign-in share a family; reuse of a spent token revokes the family. */
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

/**
 * Requesters an account signed in from: `device:<id>` (the signed device cookie) and `ip:<address>`.
 * They are exempt from the address-wide sign-in caps, so strangers cannot stop the owner
 * (docs/decisions/042).
 */
export const signInRecognised = pgTable(
  'sign_in_recognised',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requester: text('requester').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requester] })],
);

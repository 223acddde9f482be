import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; null for phone-only accounts. */
    email: text('email'),
    /** Mainland mobile for China-mode accounts. */
    phone: text('phone'),
    /** Empty until the member sets one: the UI shows the anonymous label (spec 3). */
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    walletAddress: text('wallet_address').notNull(),
    inviteCode: text('invite_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Why staff deactivated the account, and when (decision 025); cleared on reactivation. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivationReason: text('deactivation_reason').notNull().default(''),
    /** Plain text shown on the member's page (issue 35, decision 062); at most PROFILE_BIO_MAX characters. */
    bio: text('bio').notNull().default(''),
    /** Up to PROFILE_LINKS_MAX https links, in the member's order. */
    links: jsonb('links').$type<{ url: string; label: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('users_wallet_address_key').on(t.walletAddress),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    check('users_bio_length', sql`char_length(${t.bio}) <= 200`),
    check(
      'users_links_shape',
      sql`jsonb_typeof(${t.links}) = 'array' AND jsonb_array_length(${t.links}) <= 3`,
    ),
  ],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (t) => [uniqueIndex('permissions_resource_action_key').on(t.resource, t.action)],
);

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permissionId] })],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

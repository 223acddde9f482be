import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MEMBERS_GROUP, STAFF_GROUP } from '@miao/contracts/users';
import type { DbOrTx } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** A wallet address: `0x` and 40 hex digits (42 characters), unique per user. */
export function newWalletAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}

function newInviteCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/**
 * Creates an account (first sign-in or seed): wallet address and invite code made with it, and
 * membership of the default members group. The nickname starts empty (spec 3: anonymous label).
 */
export async function createUser(
  db: DbOrTx,
  input: { email?: string; phone?: string; nickname?: string; avatar?: string },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? null,
      phone: input.phone ?? null,
      nickname: input.nickname ?? '',
      avatar: input.avatar ?? '',
      walletAddress: newWalletAddress(),
      inviteCode: newInviteCode(),
    })
    .returning();
  await addToGroup(db, user!.id, MEMBERS_GROUP);
  return user!;
}

export async function addToGroup(db: DbOrTx, userId: number, groupName: string): Promise<void> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, groupName));
  if (!group) throw new Error(`group ${groupName} missing: reference data not applied`);
  await db.insert(userGroups).values({ userId, groupId: group.id }).onConflictDoNothing();
}

export async function grantStaff(db: DbOrTx, userId: number): Promise<void> {
  await addToGroup(db, userId, STAFF_GROUP);
}

/** Finds a user by e-mail (any case) or mainland phone. */
export async function findUserByAddress(db: DbOrTx, address: string): Promise<UserRow | undefined> {
  const value = address.trim();
  const [user] = value.includes('@')
    ? await db.select().from(users).where(eq(users.email, value.toLowerCase()))
    : await db.select().from(users).where(eq(users.phone, value));
  return user;
}

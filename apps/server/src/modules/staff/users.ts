// Members as staff see them (decision 025): search, one member's profile, groups, balances and
// tasks; groups in and out; deactivate with a reason (their sign-in ends at once) and reactivate.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_GROUP } from '@miao/contracts/users';
import type { StaffUserDetail, StaffUserSummary } from '@miao/contracts/staff';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { tasks } from '../../db/schema/tasks';
import { groups, userGroups, users } from '../../db/schema/users';
import { inTransaction } from '../../db/sql';
import { audit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { balances } from '../coin/balances';

type UserRow = typeof users.$inferSelect;

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function summary(u: UserRow): StaffUserSummary {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    email: u.email ?? '',
    phone: u.phone ?? '',
    wallet_address: u.walletAddress,
    is_active: u.isActive,
    create_time: u.createdAt.toISOString(),
  };
}

/** `q`: part of an e-mail, mobile or nickname, a whole wallet address, or `#id`. */
export async function searchUsers(db: DbOrTx, query: { q: string; page_number: number; page_size: number }) {
  const q = query.q;
  let where: SQL | undefined;
  if (/^#\d{1,9}$/.test(q)) where = eq(users.id, Number(q.slice(1)));
  else if (/^0x[0-9a-fA-F]{40}$/.test(q)) where = eq(sql`lower(${users.walletAddress})`, q.toLowerCase());
  else if (q !== '') {
    const like = contains(q);
    where = or(ilike(users.email, like), ilike(users.phone, like), ilike(users.nickname, like));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    results: rows.map(summary),
    count: Number(total?.n ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

async function userRow(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) fail('not_found');
  return row;
}

async function groupsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.id));
}

export async function staffUserDetail(db: Db, id: number): Promise<StaffUserDetail> {
  const user = await userRow(db, id);
  const live = and(eq(tasks.userId, id), isNull(tasks.deletedAt));
  const [memberOf, held, recent, [total]] = await Promise.all([
    groupsOf(db, id),
    balances(db, id),
    db
      .select({ id: tasks.id, title: tasks.title, status: tasks.status, createdAt: tasks.createdAt })
      .from(tasks)
      .where(live)
      .orderBy(desc(tasks.id))
      .limit(20),
    db.select({ n: count() }).from(tasks).where(live),
  ]);
  return {
    ...summary(user),
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    deactivation_reason: user.deactivationReason,
    groups: memberOf,
    balances: held.count_list,
    tasks: recent.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      create_time: t.createdAt.toISOString(),
    })),
    task_count: Number(total?.n ?? 0),
  };
}

export async function listGroupsWithCounts(db: DbOrTx) {
  const rows = await db
    .select({ id: groups.id, name: groups.name, member_count: count(userGroups.userId) })
    .from(groups)
    .leftJoin(userGroups, eq(userGroups.groupId, groups.id))
    .groupBy(groups.id, groups.name)
    .orderBy(asc(groups.id));
  return { results: rows.map((r) => ({ ...r, member_count: Number(r.member_count) })) };
}

const state = (u: UserRow) => ({
  is_active: u.isActive,
  deactivated_at: u.deactivatedAt?.toISOString() ?? null,
  deactivation_reason: u.deactivationReason,
});

/**
 * The member can no longer sign in, and every access token they hold is refused from their next
 * request: `is_active` is what platform/auth.ts checks (its change is announced, decision 012), and
 * their refresh tokens are revoked so a later reactivation does not revive an old sign-in.
 */
export async function deactivateUser(db: DbOrTx, actor: AuditActor, id: number, reason: string) {
  if (id === actor.userId) fail('staff_self_lockout');
  return inTransaction(db, async (tx) => {
    const before = await userRow(tx, id);
    const now = new Date();
    await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now, deactivationReason: reason, updatedAt: now })
      .where(eq(users.id, id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    const after = await userRow(tx, id);
    await audit(tx, actor, {
      action: 'users.deactivate',
      target: { type: 'user', id },
      before: state(before),
      after: state(after),
    });
  });
}

export async function reactivateUser(db: DbOrTx, actor: AuditActor, id: number) {
  return inTransaction(db, async (tx) => {
    const before = await userRow(tx, id);
    await tx
      .update(users)
      .set({ isActive: true, deactivatedAt: null, deactivationReason: '', updatedAt: new Date() })
      .where(eq(users.id, id));
    const after = await userRow(tx, id);
    await audit(tx, actor, {
      action: 'users.reactivate',
      target: { type: 'user', id },
      before: state(before),
      after: state(after),
    });
  });
}

/** Puts the member into a group or takes them out; staff cannot take themselves out of staff. */
export async function setGroup(
  db: DbOrTx,
  actor: AuditActor,
  userId: number,
  groupId: number,
  member: boolean,
) {
  return inTransaction(db, async (tx) => {
    await userRow(tx, userId);
    const [group] = await tx.select().from(groups).where(eq(groups.id, groupId));
    if (!group) fail('not_found');
    if (!member && userId === actor.userId && group.name === STAFF_GROUP) fail('staff_self_lockout');
    const before = (await groupsOf(tx, userId)).map((g) => g.name);
    if (member) await tx.insert(userGroups).values({ userId, groupId }).onConflictDoNothing();
    else
      await tx.delete(userGroups).where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)));
    const after = (await groupsOf(tx, userId)).map((g) => g.name);
    await audit(tx, actor, {
      action: member ? 'users.group_add' : 'users.group_remove',
      target: { type: 'user', id: userId },
      before: { groups: before },
      after: { groups: after },
    });
    return groupsOf(tx, userId);
  });
}

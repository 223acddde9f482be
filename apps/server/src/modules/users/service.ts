import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CurrentUserPermissions, ProfileUpdate } from '@miao/contracts/users';
import type { Db } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import { taskVisibleToMember } from '../../db/task-visibility';
import type { UserRow } from './accounts';
import { permissionsOf } from '../../platform/identity';

export async function getActiveUser(db: Db, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  if (!user) fail('not_found');
  return user;
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileUpdate,
  avatarIsOurs: (url: string) => Promise<boolean>,
): Promise<UserRow> {
  const current = await getActiveUser(db, userId);
  const avatar = input.avatar ?? current.avatar;
  // Spec 5: avatar JPG or PNG; only files that came through our avatar upload are accepted.
  if (avatar && avatar !== current.avatar && !(await avatarIsOurs(avatar))) fail('avatar_type_invalid');
  const [updated] = await db
    .update(users)
    .set({
      nickname: input.nickname,
      avatar,
      ...(input.bio === undefined ? {} : { bio: input.bio }),
      ...(input.links === undefined ? {} : { links: input.links }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

/** Escapes LIKE wildcards so a nickname search matches the text literally. */
function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: Db,
  query: { nickname__icontains?: string; task_id?: number; page_number: number; page_size: number },
) {
  const where: SQL[] = [eq(users.isActive, true)];
  if (query.task_id !== undefined) {
    where.push(
      sql`exists (select 1 from tasks t where t.id = ${query.task_id} and ${taskVisibleToMember(sql`t`, sql`${users.id}`)})`,
    );
  }
  if (query.nickname__icontains) where.push(ilike(users.nickname, likeContains(query.nickname__icontains)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(condition)
      .orderBy(asc(users.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return {
    results: rows,
    count: Number(total?.n ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** Spec 7 shape: `[{ name: resource, items: [{ action, status: 'allow' }] }]`. */
export async function currentUserPermissions(db: Db, userId: number): Promise<CurrentUserPermissions> {
  const byResource = new Map<string, string[]>();
  for (const permission of [...(await permissionsOf(db, userId))].sort()) {
    const [resource, action] = permission.split('.') as [string, string];
    byResource.set(resource, [...(byResource.get(resource) ?? []), action]);
  }
  return [...byResource].map(([name, actions]) => ({
    name,
    items: actions.map((action) => ({ action, status: 'allow' as const })),
  }));
}

export async function listGroups(db: Db) {
  return db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.id));
}

export async function groupUserIds(db: Db, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userGroups.userId })
    .from(userGroups)
    .where(inArray(userGroups.groupId, groupIds))
    .orderBy(asc(userGroups.userId));
  return rows.map((r) => r.userId);
}

export async function myGroupIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.groupId));
  return rows.map((r) => r.groupId);
}

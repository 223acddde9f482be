import { sql } from 'drizzle-orm';
import { MEMBER_PERMISSIONS, MEMBERS_GROUP, PERMISSIONS, STAFF_GROUP } from '@miao/contracts/users';
import type { DbOrTx } from '../client';
import { groupPermissions, groups, permissions } from '../schema/users';

/**
 * Reference rows every database needs (not demo data): the permissions of spec 6, the default
 * members group and the `internal staff` group holding everything. Idempotent; runs at every start.
 */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(permissions)
    .values(
      PERMISSIONS.map((p) => {
        const [resource, action] = p.split('.') as [string, string];
        return { resource, action };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(groups)
    .values([{ name: MEMBERS_GROUP }, { name: STAFF_GROUP }])
    .onConflictDoNothing();
  await grant(db, MEMBERS_GROUP, MEMBER_PERMISSIONS);
  await grant(db, STAFF_GROUP, [...PERMISSIONS]);
}

async function grant(db: DbOrTx, group: string, names: readonly string[]) {
  await db
    .insert(groupPermissions)
    .select(
      db
        .select({ groupId: groups.id, permissionId: permissions.id })
        .from(groups)
        .innerJoin(permissions, sql`${permissions.resource} || '.' || ${permissions.action} in ${names}`)
        .where(sql`${groups.name} = ${group}`),
    )
    .onConflictDoNothing();
}

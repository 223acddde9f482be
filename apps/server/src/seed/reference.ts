// Reference data every environment needs (permissions, groups, coin types, product settings, site
// links), run at every start; idempotent. The starter task taxonomy is seed/taxonomy.ts.
import { sql } from 'drizzle-orm';
import { DEFAULT_COIN_ID, DEFAULT_COIN_NAME } from '@miao/contracts/limits';
import { MEMBER_PERMISSIONS, MEMBERS_GROUP, PERMISSIONS, STAFF_GROUP } from '@miao/contracts/users';
import { ensureSiteLinks } from '../modules/links/site-links';
import { ensureProductSettings } from '../modules/products/seed-settings';
import type { DbOrTx } from '../db/client';
import { coinTypes } from '../db/schema/coin';
import { groupPermissions, groups, permissions } from '../db/schema/users';

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
  await ensureCoinTypes(db);
  // Brand site (issue 5): the product settings rows of spec 3; staff edits are never overwritten.
  await ensureProductSettings(db);
  // Issue 17: the store and social links, staff edits never overwritten.
  await ensureSiteLinks(db);
}

/** Coin type 1 is MIAO COIN (spec 3); every coin type has its mint account (issue 3). */
async function ensureCoinTypes(db: DbOrTx) {
  await db.insert(coinTypes).values({ id: DEFAULT_COIN_ID, name: DEFAULT_COIN_NAME }).onConflictDoNothing();
  // The id was given explicitly: move the sequence past it so staff-added types get new ids.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('coin_types', 'id'), (select max(id) from coin_types))`,
  );
  await db.execute(
    sql`insert into accounts (kind, coin_type_id) select 'mint', id from coin_types on conflict do nothing`,
  );
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

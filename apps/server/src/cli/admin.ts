// Staff administration on the configured database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL).
// Usage: npm run admin -- create-staff <email-or-phone> | grant-staff <email-or-phone> | revoke-staff <email-or-phone>
import { and, eq } from 'drizzle-orm';
import { STAFF_GROUP } from '@miao/contracts/users';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../seed/reference';
import { ensureStarterTaxonomy } from '../seed/taxonomy';
import { groups, userGroups } from '../db/schema/users';
import { assertEmbeddedDatabaseFree } from '../platform/process-lock';
import { createUser, findUserByAddress, grantStaff } from '../modules/users/accounts';

const COMMANDS = ['create-staff', 'grant-staff', 'revoke-staff'] as const;
const [command, address] = process.argv.slice(2);
const usage = [
  'usage: npm run admin -- <command> <email-or-phone>',
  '  create-staff   the first (or another) staff account: created if needed, put into "internal staff"',
  '  grant-staff    the same (an existing account is put into "internal staff")',
  '  revoke-staff   take an account out of "internal staff"',
].join('\n');
if (!command || !address || !(COMMANDS as readonly string[]).includes(command)) {
  console.error(usage);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? `[miao] ${error.message}` : error);
  process.exit(1);
}
if (!config.databaseUrl) assertEmbeddedDatabaseFree(config.dataDir);
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureStarterTaxonomy(database.db);
  const db = database.db;
  let user = await findUserByAddress(db, address);
  if (command === 'create-staff' || command === 'grant-staff') {
    if (!user) {
      // Staff may be named before their first sign-in: the account is created now, and they sign
      // in with a code sent to this address.
      user = await createUser(
        db,
        address.includes('@') ? { email: address.toLowerCase() } : { phone: address },
      );
      console.log(`created account ${user.id} for ${address}`);
    }
    await grantStaff(db, user.id);
    console.log(`${address} (user ${user.id}) is now in "${STAFF_GROUP}" on ${database.kind}`);
  } else {
    if (!user) throw new Error(`no user ${address}`);
    const [staff] = await db.select().from(groups).where(eq(groups.name, STAFF_GROUP));
    await db.delete(userGroups).where(and(eq(userGroups.userId, user.id), eq(userGroups.groupId, staff!.id)));
    console.log(`${address} (user ${user.id}) removed from "${STAFF_GROUP}"`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

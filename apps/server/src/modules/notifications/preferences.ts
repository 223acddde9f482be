// Which notifications a member wants by e-mail (issue 18). No row means the defaults.
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_ACTIONS,
  NOTIFICATION_MAIL_DEFAULTS,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@miao/contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { notificationMailPreferences } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';

const defaultsArray = sql.raw(`array[${NOTIFICATION_MAIL_DEFAULTS.map((a) => `'${a}'`).join(',')}]::text[]`);

/**
 * SQL: whether the action `action` is mailed under the preference row `p` (left joined: null when the
 * member set nothing, then the defaults apply).
 */
export function mailedActionsSql(p: SQL, action: SQL): SQL {
  return sql`(case when ${p}.user_id is null then ${action} = any(${defaultsArray})
    else ${p}.mail_enabled and ${action} = any(${p}.actions) end)`;
}

/** GET /api/notifications/preferences. */
export async function getMailPreferences(db: DbOrTx, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      email: users.email,
      mailEnabled: notificationMailPreferences.mailEnabled,
      actions: notificationMailPreferences.actions,
    })
    .from(users)
    .leftJoin(notificationMailPreferences, eq(notificationMailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) fail('not_found');
  const actions = row.actions ?? [...NOTIFICATION_MAIL_DEFAULTS];
  return {
    mail_enabled: row.mailEnabled ?? true,
    // in the order of NOTIFICATION_ACTIONS, whatever order they were chosen in
    actions: NOTIFICATION_ACTIONS.filter((a) => actions.includes(a)),
    email: row.email ?? '',
  };
}

/** PUT /api/notifications/preferences: replaces the member's choice (the body is validated by its schema). */
export async function setMailPreferences(
  db: DbOrTx,
  userId: number,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const values = {
    mailEnabled: input.mail_enabled,
    actions: [...new Set(input.actions)],
    updatedAt: new Date(),
  };
  await db
    .insert(notificationMailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationMailPreferences.userId, set: values });
  return getMailPreferences(db, userId);
}

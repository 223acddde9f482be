import type { Db } from '../db/client';
import { createUser, grantStaff } from '../modules/users/accounts';

let sequence = 0;

/** A member in one line; `staff: true` adds the internal staff group. */
export async function buildUser(
  db: Db,
  input: { email?: string; phone?: string; nickname?: string; staff?: boolean } = {},
) {
  sequence += 1;
  const user = await createUser(db, {
    email: input.phone ? undefined : (input.email ?? `user${sequence}-${Date.now()}@example.com`),
    phone: input.phone,
    nickname: input.nickname ?? `user${sequence}`,
  });
  if (input.staff) await grantStaff(db, user.id);
  return user;
}

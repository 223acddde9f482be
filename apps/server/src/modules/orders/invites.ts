// The invite link (issue 14, decision 018): every member's `invite_code`; a new member who signed
// up through someone's link is recorded as invited by them, once (the invitee is the key) and never
// by themselves (a check constraint as well as the refusal here).
import { and, count, eq, sql } from 'drizzle-orm';
import { INVITE_ACCEPT_HOURS, INVITE_CODE_PATTERN, type MyInvite } from '@miao/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';

export function inviteLink(publicUrl: string, code: string): string {
  return `${publicUrl}/?invite=${encodeURIComponent(code)}`;
}

export async function myInvite(db: DbOrTx, userId: number, publicUrl: string): Promise<MyInvite> {
  const [me] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId));
  if (!me) fail('sign_in_required');
  const [[joined], [by]] = await Promise.all([
    db.select({ n: count() }).from(invitations).where(eq(invitations.inviterId, userId)),
    db
      .select({ id: users.id, nickname: users.nickname })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.inviterId))
      .where(eq(invitations.inviteeId, userId)),
  ]);
  return {
    code: me.code,
    link: inviteLink(publicUrl, me.code),
    joined: Number(joined?.n ?? 0),
    invited_by: by ?? null,
  };
}

/**
 * Records that the member signed up through `code`'s link: refused for one's own code, for a member
 * already invited, and for an account older than INVITE_ACCEPT_HOURS (the link counts at sign-up).
 */
export async function acceptInvite(db: DbOrTx, userId: number, rawCode: string): Promise<number> {
  const code = rawCode.trim().toUpperCase();
  if (!INVITE_CODE_PATTERN.test(code)) fail('invite_code_invalid');
  const [inviter] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, code), eq(users.isActive, true)));
  if (!inviter) fail('invite_code_invalid');
  if (inviter.id === userId) fail('invite_self');
  const [me] = await db
    .select({
      isNew: sql<boolean>`${users.createdAt} > now() - make_interval(hours => ${INVITE_ACCEPT_HOURS})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) fail('sign_in_required');
  const [already] = await db
    .select({ inviterId: invitations.inviterId })
    .from(invitations)
    .where(eq(invitations.inviteeId, userId));
  if (already) fail('invite_already_used');
  if (!me.isNew) fail('invite_too_late');
  const [recorded] = await db
    .insert(invitations)
    .values({ inviteeId: userId, inviterId: inviter.id })
    .onConflictDoNothing({ target: invitations.inviteeId })
    .returning({ inviterId: invitations.inviterId });
  // two requests at once: the key lets one in
  if (!recorded) fail('invite_already_used');
  return recorded.inviterId;
}

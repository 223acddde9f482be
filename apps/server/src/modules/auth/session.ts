// Sessions after sign-in: the refresh token a sign-in starts, its rotation, and sign-out
// (docs/decisions/012 and 017). Codes and their throttles are in service.ts.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TTL_SECONDS } from '@miao/contracts/limits';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { randomToken, sha256, signAccessToken } from '../../platform/tokens';
import type { AuthDeps, Session } from './service';

/**
 * A new opaque refresh token (30 days) in `family`: one family per sign-in, which its access tokens
 * name (`sid`), so revoking the family ends them too (platform/auth.ts).
 */
export async function issueRefreshToken(tx: DbOrTx, userId: number, family: string): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({
    userId,
    tokenHash: sha256(token),
    family,
    expiresAt: sql`now() + make_interval(secs => ${REFRESH_TTL_SECONDS})`,
  });
  return token;
}

/**
 * Rotates a refresh token: the presented one is spent in one conditional UPDATE (so two requests
 * cannot both spend it) and a new one joins its family. A token spent less than
 * REFRESH_REUSE_GRACE_SECONDS ago is another tab (or a retried request) refreshing at the same moment:
 * it answers a fresh token of the same family and revokes nothing. Presenting a token spent longer
 * ago means it was copied: the whole family is revoked. Answers undefined when refused.
 */
export async function refreshSession(
  deps: AuthDeps,
  presented: string | undefined,
): Promise<Session | undefined> {
  if (!presented) return undefined;
  const { db, config } = deps;
  const tokenHash = sha256(presented);
  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    let owner = spent;
    if (!owner) {
      const [known] = await tx
        .select({
          userId: refreshTokens.userId,
          family: refreshTokens.family,
          usedAt: refreshTokens.usedAt,
          // the outer row named by its table: drizzle writes a column of the selected table unqualified,
          // which inside this subquery would mean r's own column (any revoked token anywhere)
          inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})
            and ${refreshTokens.expiresAt} > now()
            and not exists (select 1 from refresh_tokens r where r.family = refresh_tokens.family and r.revoked_at is not null)`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known?.usedAt) return undefined;
      if (!known.inGrace) {
        await revokeFamily(tx, known.family);
        return undefined;
      }
      owner = { userId: known.userId, family: known.family };
    }
    const [user] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, owner.userId));
    if (!user?.isActive) {
      await revokeFamily(tx, owner.family);
      return undefined;
    }
    return {
      userId: owner.userId,
      session: owner.family,
      refreshToken: await issueRefreshToken(tx, owner.userId, owner.family),
    };
  });
  if (!rotated) return undefined;
  return {
    userId: rotated.userId,
    refreshToken: rotated.refreshToken,
    token: await signAccessToken(config.tokenSecret, rotated.userId, rotated.session),
  };
}

/**
 * Sign-out ends the sign-in of whatever credential it was given: the refresh token's family, and the
 * family an access token names (Bearer header or token cookie). Its access tokens stop with it.
 */
export async function signOut(
  db: DbOrTx,
  credentials: { refreshToken: string | undefined; session: string | undefined },
): Promise<void> {
  const { refreshToken, session } = credentials;
  if (refreshToken) {
    const family = db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  }
  if (session) await revokeFamily(db, session);
}

async function revokeFamily(tx: DbOrTx, family: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

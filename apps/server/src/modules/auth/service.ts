import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TTL_SECONDS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_TTL_SECONDS,
  SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR,
  SIGN_IN_FAILURES_PER_IP_PER_HOUR,
} from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens, signInCodes } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fail } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hit, peek } from '../../platform/rate-limit';
import type { SmsSender } from '../../platform/sms';
import { randomToken, sha256, signAccessToken } from '../../platform/tokens';
import { createUser, findUserByAddress } from '../users/accounts';

/** What signing in needs of the app, passed by the routes as a plain value (the app's deps fit it). */
export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
}

export type Channel = 'email' | 'phone';

/** An e-mail (lower-cased) or a mainland mobile number, as the contracts' fields normalise them. */
export interface Address {
  channel: Channel;
  address: string;
}

/** What a successful sign-in or refresh hands to the route: both tokens, the raw refresh token once. */
export interface Session {
  userId: number;
  token: string;
  refreshToken: string;
}

const HOUR = 60 * 60;
const CODE_MINUTES = SIGN_IN_CODE_TTL_SECONDS / 60;

const keys = {
  codesPerAddress: ({ channel, address }: Address) => `sign-in:codes:${channel}:${address}`,
  codesPerIp: (ip: string) => `sign-in:codes-ip:${ip}`,
  failuresPerAddress: ({ channel, address }: Address) => `sign-in:failures:${channel}:${address}`,
  failuresPerIp: (ip: string) => `sign-in:failures-ip:${ip}`,
};

/** Only a peppered hash of a code is stored: a leaked table without the secret reveals nothing. */
function hashCode(secret: string, { channel, address }: Address, code: string): string {
  return sha256(`${secret}\n${channel}:${address}\n${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sends a sign-in code to an e-mail or phone. Rate limits (spec 9 constants): one code per address
 * per config.signInResendSeconds (SIGN_IN_CODE_RESEND_SECONDS unless set), and hourly counts per address and per client IP in the shared
 * database counters. A new code supersedes every older live code of the address.
 */
export async function sendSignInCode(
  deps: AuthDeps,
  log: FastifyBaseLogger,
  input: Address & { ip: string },
): Promise<{ resendAfter: number }> {
  const { db, config } = deps;
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');

  const codeId = await db.transaction(async (tx) => {
    // serialises requests for one address across processes, so the resend check below cannot race
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${input.channel}:${input.address}`}))`,
    );
    const [last] = await tx
      .select({ age: sql<string>`extract(epoch from now() - ${signInCodes.createdAt})` })
      .from(signInCodes)
      .where(and(eq(signInCodes.channel, input.channel), eq(signInCodes.address, input.address)))
      .orderBy(desc(signInCodes.id))
      .limit(1);
    if (last && Number(last.age) < config.signInResendSeconds) {
      fail('too_many_requests', { resend_after: Math.ceil(config.signInResendSeconds - Number(last.age)) });
    }
    if (!(await hit(tx, keys.codesPerAddress(input), config.signInCodesPerAddressPerHour, HOUR))) {
      fail('too_many_requests');
    }
    if (!(await hit(tx, keys.codesPerIp(input.ip), config.signInCodesPerIpPerHour, HOUR))) {
      fail('too_many_requests');
    }
    await tx
      .update(signInCodes)
      .set({ expiresAt: sql`now()` })
      .where(liveCodeOf(input));
    const [row] = await tx
      .insert(signInCodes)
      .values({
        channel: input.channel,
        address: input.address,
        codeHash: hashCode(config.tokenSecret, input, code),
        expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_CODE_TTL_SECONDS})`,
        ip: input.ip,
      })
      .returning({ id: signInCodes.id });
    return row!.id;
  });

  // delivery happens after the commit: a slow provider must not hold the lock or the connection
  try {
    if (input.channel === 'email') {
      await deps.mailer.send({
        to: input.address,
        subject: 'MIAO sign-in code / MIAO 登录验证码',
        text:
          `Your MIAO sign-in code is ${code}. It is valid for ${CODE_MINUTES} minutes.\n\n` +
          `您的 MIAO 登录验证码是 ${code}，${CODE_MINUTES} 分钟内有效。\n\n` +
          `If you did not ask for this code, you can ignore this e-mail.`,
      });
    } else {
      await deps.sms.send(input.address, `【MIAO】您的登录验证码是 ${code}，${CODE_MINUTES} 分钟内有效。`);
    }
  } catch (error) {
    // an undelivered code must not stay usable, nor block the user's next try for a minute
    await db.delete(signInCodes).where(eq(signInCodes.id, codeId));
    if (input.channel === 'phone') {
      log.warn({ err: error }, 'sign-in SMS not sent');
      fail('sms_send_failed');
    }
    throw error;
  }
  return { resendAfter: config.signInResendSeconds };
}

function liveCodeOf({ channel, address }: Address) {
  return and(
    eq(signInCodes.channel, channel),
    eq(signInCodes.address, address),
    isNull(signInCodes.consumedAt),
    gt(signInCodes.expiresAt, sql`now()`),
  );
}

type CodeCheck =
  | { outcome: 'signed_in'; userId: number; session: string; refreshToken: string }
  | { outcome: 'no_code' | 'invalid' | 'dead' | 'inactive' };

/**
 * Signs in with the newest live code of the address: the first sign-in creates the account. The
 * code row is locked while it is checked, so one code signs in at most once however many requests
 * carry it. Wrong guesses are limited the way OWASP ASVS 2.2 and NIST SP 800-63B 5.2.2 ask, slowing
 * the guesser and never the owner (docs/decisions/017):
 * - a code dies after its own SIGN_IN_CODE_MAX_ATTEMPTS wrong tries;
 * - every wrong guess counts against the client address, which is refused past
 *   SIGN_IN_FAILURES_PER_IP_PER_HOUR;
 * - a guess at an address with no live code counts against nobody else: there was nothing to guess;
 * - wrong guesses at the address's live codes count against the address; past
 *   SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR its codes die at their first wrong guess. A right code is
 *   never refused for the address's count, so the owner with a fresh code always gets in.
 */
export async function signIn(
  deps: AuthDeps,
  input: Address & { code: string; ip: string },
): Promise<Session> {
  const { db, config } = deps;
  if ((await peek(db, keys.failuresPerIp(input.ip), HOUR)) >= SIGN_IN_FAILURES_PER_IP_PER_HOUR) {
    fail('too_many_failed_requests');
  }
  const hash = hashCode(config.tokenSecret, input, input.code);

  const check = await db.transaction(async (tx): Promise<CodeCheck> => {
    const [live] = await tx
      .select()
      .from(signInCodes)
      .where(liveCodeOf(input))
      .orderBy(desc(signInCodes.id))
      .limit(1)
      .for('update');
    if (!live) return { outcome: 'no_code' };
    if (live.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { outcome: 'dead' };
    if (!sameHash(live.codeHash, hash)) {
      const withinAddressLimit = await hit(
        tx,
        keys.failuresPerAddress(input),
        SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR,
        HOUR,
      );
      const [counted] = await tx
        .update(signInCodes)
        .set({
          attempts: withinAddressLimit ? sql`${signInCodes.attempts} + 1` : SIGN_IN_CODE_MAX_ATTEMPTS,
        })
        .where(eq(signInCodes.id, live.id))
        .returning({ attempts: signInCodes.attempts });
      return { outcome: counted!.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? 'dead' : 'invalid' };
    }
    await tx
      .update(signInCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(signInCodes.id, live.id));
    const user =
      (await findUserByAddress(tx, input.address)) ??
      (await createUser(tx, input.channel === 'email' ? { email: input.address } : { phone: input.address }));
    if (!user.isActive) return { outcome: 'inactive' };
    const session = randomUUID();
    return {
      outcome: 'signed_in',
      userId: user.id,
      session,
      refreshToken: await issueRefreshToken(tx, user.id, session),
    };
  });

  switch (check.outcome) {
    case 'signed_in':
      return {
        userId: check.userId,
        token: await signAccessToken(config.tokenSecret, check.userId, check.session),
        refreshToken: check.refreshToken,
      };
    case 'inactive':
      return fail('no_access_permission');
    case 'dead':
    case 'invalid':
    case 'no_code':
      await hit(db, keys.failuresPerIp(input.ip), SIGN_IN_FAILURES_PER_IP_PER_HOUR, HOUR);
      return fail(check.outcome === 'dead' ? 'too_many_failed_requests' : 'verification_code_invalid');
  }
}

/**
 * A new opaque refresh token (30 days) in `family`: one family per sign-in, which its access tokens
 * name (`sid`), so revoking the family ends them too (platform/auth.ts).
 */
async function issueRefreshToken(tx: DbOrTx, userId: number, family: string): Promise<string> {
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

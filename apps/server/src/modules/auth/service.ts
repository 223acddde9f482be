import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_TTL_SECONDS,
  SIGN_IN_DEVICE_RECOGNISED_DAYS,
  SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY,
  SIGN_IN_FAILURES_PER_IP_PER_HOUR,
  SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY,
  SIGN_IN_IP_RECOGNISED_DAYS,
} from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { signInCodes, signInRecognised } from '../../db/schema/auth';
import { fail } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hit, peek } from '../../platform/rate-limit';
import type { Metrics } from '../../platform/metrics';
import type { SmsSender } from '../../platform/sms';
import { oneTimeCode, sameHash, sha256, signAccessToken } from '../../platform/tokens';
import { issueRefreshToken } from './session';
import { createUser, findUserByAddress, type UserRow } from '../users/accounts';

/** What signing in needs of the app, passed by the routes as a plain value (the app's deps fit it). */
export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  /** Counts the codes sent (the app's metrics; absent where nothing is counted). */
  metrics?: Pick<Metrics, 'signInCodeSent'>;
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
const DAY = 24 * HOUR;
const CODE_MINUTES = SIGN_IN_CODE_TTL_SECONDS / 60;

/**
 * Who asks for a code or enters one: the client address, and the device id of the signed device
 * cookie the request presented (device-cookie.ts), if it presented one.
 */
export interface Requester {
  ip: string;
  device: string | undefined;
}

/**
 * A requester as the throttles count it. A browser or client address the account signed in from
 * before is `recognised` and counted by itself (`key`); any other requester is counted by its client
 * address, since anyone can get a fresh device cookie.
 */
interface Counted {
  recognised: boolean;
  key: string;
  /** The account of the address, when it has one (read once, for the count and the sign-in). */
  user: UserRow | undefined;
}

const keys = {
  codesPerRequester: ({ channel, address }: Address, key: string, per: 'hour' | 'day') =>
    `sign-in:codes-${per}:${channel}:${address}:${key}`,
  codesPerAddress: ({ channel, address }: Address, per: 'hour' | 'day') =>
    `sign-in:codes-unrecognised-${per}:${channel}:${address}`,
  codesPerIp: (ip: string) => `sign-in:codes-ip:${ip}`,
  failuresPerRequester: ({ channel, address }: Address, key: string) =>
    `sign-in:failures-day:${channel}:${address}:${key}`,
  failuresPerAddress: ({ channel, address }: Address) =>
    `sign-in:failures-unrecognised-day:${channel}:${address}`,
  failuresPerIp: (ip: string) => `sign-in:failures-ip:${ip}`,
};

/** Only a peppered hash of a code is stored: a leaked table without the secret reveals nothing. */
function hashCode(secret: string, { channel, address }: Address, code: string): string {
  return sha256(`${secret}\n${channel}:${address}\n${code}`);
}

/** Whether the account of `address` recognises the requester (docs/decisions/042), and how it is counted. */
async function countedAs(tx: DbOrTx, { address }: Address, { ip, device }: Requester): Promise<Counted> {
  const user = await findUserByAddress(tx, address);
  const byIp = { recognised: false, key: `ip:${ip}`, user };
  if (!user) return byIp;
  const known = await tx
    .select({ requester: signInRecognised.requester })
    .from(signInRecognised)
    .where(
      and(
        eq(signInRecognised.userId, user.id),
        or(
          and(
            eq(signInRecognised.requester, `ip:${ip}`),
            gt(
              signInRecognised.lastSignedInAt,
              sql`now() - make_interval(days => ${SIGN_IN_IP_RECOGNISED_DAYS})`,
            ),
          ),
          device
            ? and(
                eq(signInRecognised.requester, `device:${device}`),
                gt(
                  signInRecognised.lastSignedInAt,
                  sql`now() - make_interval(days => ${SIGN_IN_DEVICE_RECOGNISED_DAYS})`,
                ),
              )
            : undefined,
        ),
      ),
    );
  if (known.length === 0) return byIp;
  const byDevice = known.find((row) => row.requester.startsWith('device:'));
  return { recognised: true, key: byDevice?.requester ?? `ip:${ip}`, user };
}

/**
 * The codes a requester may enter: those it asked for with its device cookie, and those its client
 * address asked for without one (a browser's first request, before it had the cookie).
 */
function codesOf({ channel, address }: Address, { ip, device }: Requester) {
  const asker = device
    ? or(eq(signInCodes.device, device), and(isNull(signInCodes.device), eq(signInCodes.ip, ip)))
    : and(isNull(signInCodes.device), eq(signInCodes.ip, ip));
  return and(eq(signInCodes.channel, channel), eq(signInCodes.address, address), asker);
}

function live() {
  return and(isNull(signInCodes.consumedAt), gt(signInCodes.expiresAt, sql`now()`));
}

/**
 * Sends a sign-in code to an e-mail or phone (docs/decisions/042). Limits, in the shared database
 * counters: one code per address and requester per config.signInResendSeconds, then hourly and daily
 * counts per address and requester; requesters the account does not recognise also count per
 * address (all together, capping the mail and SMS one address receives) and per client address.
 * The owner asking from a browser or address they signed in from before meets only their own
 * counts. A new code supersedes only the same requester's older live code: another requester's
 * request never voids the code the owner just received.
 */
export async function sendSignInCode(
  deps: AuthDeps,
  log: FastifyBaseLogger,
  input: Address & { requester: Requester },
): Promise<{ resendAfter: number }> {
  const { db, config } = deps;
  const { requester } = input;
  const code = oneTimeCode(SIGN_IN_CODE_LENGTH);

  const codeId = await db.transaction(async (tx) => {
    // serialises requests for one address across processes, so the resend check below cannot race
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${input.channel}:${input.address}`}))`,
    );
    const counted = await countedAs(tx, input, requester);
    const [last] = await tx
      .select({ age: sql<string>`extract(epoch from now() - ${signInCodes.createdAt})` })
      .from(signInCodes)
      .where(codesOf(input, requester))
      .orderBy(desc(signInCodes.id))
      .limit(1);
    if (last && Number(last.age) < config.signInResendSeconds) {
      fail('too_many_requests', { resend_after: Math.ceil(config.signInResendSeconds - Number(last.age)) });
    }
    const limits = config.signInCodes;
    const counts: [string, number, number][] = [
      [keys.codesPerRequester(input, counted.key, 'hour'), limits.perRequesterPerHour, HOUR],
      [keys.codesPerRequester(input, counted.key, 'day'), limits.perRequesterPerDay, DAY],
    ];
    if (!counted.recognised) {
      counts.push(
        [keys.codesPerAddress(input, 'hour'), limits.perAddressPerHour, HOUR],
        [keys.codesPerAddress(input, 'day'), limits.perAddressPerDay, DAY],
        [keys.codesPerIp(requester.ip), limits.perIpPerHour, HOUR],
      );
    }
    // a refusal rolls every count of this request back with the transaction
    for (const [key, limit, window] of counts) {
      if (!(await hit(tx, key, limit, window))) fail('too_many_requests');
    }
    await tx
      .update(signInCodes)
      .set({ expiresAt: sql`now()` })
      .where(and(codesOf(input, requester), live()));
    const [row] = await tx
      .insert(signInCodes)
      .values({
        channel: input.channel,
        address: input.address,
        codeHash: hashCode(config.tokenSecret, input, code),
        expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_CODE_TTL_SECONDS})`,
        ip: requester.ip,
        device: requester.device ?? null,
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
          `Your MIAO sign-in code is ${code}. It is valid for ${CODE_MINUTES} minutes. ` +
          `Enter it in the browser where you asked for it.\n\n` +
          `您的 MIAO 登录验证码是 ${code}，${CODE_MINUTES} 分钟内有效，请在申请验证码的浏览器中输入。\n\n` +
          `If you did not ask for this code, you can ignore this e-mail.`,
      });
    } else {
      await deps.sms.send(
        input.address,
        `【MIAO】您的登录验证码是 ${code}，${CODE_MINUTES} 分钟内有效，请在申请验证码的页面输入。`,
      );
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
  deps.metrics?.signInCodeSent(input.channel);
  return { resendAfter: config.signInResendSeconds };
}

type CodeCheck =
  | { outcome: 'signed_in'; userId: number; session: string; refreshToken: string }
  | { outcome: 'no_code' | 'invalid' | 'dead' | 'inactive' | 'throttled' };

/**
 * Signs in with the requester's own newest live code of the address: the first sign-in creates the
 * account. The code row is locked while it is checked, so one code signs in at most once however
 * many requests carry it. Wrong guesses are limited the way OWASP ASVS 2.2 and NIST SP 800-63B
 * 5.2.2 ask, slowing the guesser and never the owner (docs/decisions/042):
 * - only the requester that asked for a code may enter it, so a stranger cannot spend the owner's
 *   code's attempts, and every guess a stranger makes costs a mail or SMS to the owner;
 * - a code dies after its own SIGN_IN_CODE_MAX_ATTEMPTS wrong tries;
 * - a requester may enter SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY wrong codes for an address a day,
 *   and unrecognised requesters SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY all together; past either, the
 *   requester's guesses are refused before they are compared;
 * - every wrong code counts against the client address, refused past SIGN_IN_FAILURES_PER_IP_PER_HOUR;
 * - a guess where the requester has no live code counts against nobody else: there was nothing to guess.
 * A browser or client address the account signed in from before is recognised: the counts of
 * strangers never reach it.
 */
export async function signIn(
  deps: AuthDeps,
  input: Address & { code: string; requester: Requester; recogniseDevice: string | undefined },
): Promise<Session> {
  const { db, config } = deps;
  const { requester } = input;
  if ((await peek(db, keys.failuresPerIp(requester.ip), HOUR)) >= SIGN_IN_FAILURES_PER_IP_PER_HOUR) {
    fail('too_many_failed_requests');
  }
  const hash = hashCode(config.tokenSecret, input, input.code);

  const check = await db.transaction(async (tx): Promise<CodeCheck> => {
    const counted = await countedAs(tx, input, requester);
    if (
      (await peek(tx, keys.failuresPerRequester(input, counted.key), DAY)) >=
        SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY ||
      (!counted.recognised &&
        (await peek(tx, keys.failuresPerAddress(input), DAY)) >= SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY)
    ) {
      return { outcome: 'throttled' };
    }
    const [code] = await tx
      .select()
      .from(signInCodes)
      .where(and(codesOf(input, requester), live()))
      .orderBy(desc(signInCodes.id))
      .limit(1)
      .for('update');
    if (!code) return { outcome: 'no_code' };
    if (code.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { outcome: 'dead' };
    if (!sameHash(code.codeHash, hash)) {
      await hit(
        tx,
        keys.failuresPerRequester(input, counted.key),
        SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY,
        DAY,
      );
      if (!counted.recognised) {
        await hit(tx, keys.failuresPerAddress(input), SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY, DAY);
      }
      const [counts] = await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(eq(signInCodes.id, code.id))
        .returning({ attempts: signInCodes.attempts });
      return { outcome: counts!.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? 'dead' : 'invalid' };
    }
    await tx
      .update(signInCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(signInCodes.id, code.id));
    const user =
      counted.user ??
      (await createUser(tx, input.channel === 'email' ? { email: input.address } : { phone: input.address }));
    if (!user.isActive) return { outcome: 'inactive' };
    await recognise(tx, user.id, requester.ip, input.recogniseDevice);
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
    case 'throttled':
      return fail('too_many_failed_requests');
    case 'dead':
    case 'invalid':
    case 'no_code':
      await hit(db, keys.failuresPerIp(requester.ip), SIGN_IN_FAILURES_PER_IP_PER_HOUR, HOUR);
      return fail(check.outcome === 'dead' ? 'too_many_failed_requests' : 'verification_code_invalid');
  }
}

/** The account now recognises the client address and the browser it signed in from. */
async function recognise(tx: DbOrTx, userId: number, ip: string, device: string | undefined): Promise<void> {
  const requesters = [`ip:${ip}`, ...(device ? [`device:${device}`] : [])];
  await tx
    .insert(signInRecognised)
    .values(requesters.map((requester) => ({ userId, requester })))
    .onConflictDoUpdate({
      target: [signInRecognised.userId, signInRecognised.requester],
      set: { lastSignedInAt: sql`now()` },
    });
}

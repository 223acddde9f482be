import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_TTL_SECONDS } from '@miao/contracts/limits';

const encoder = new TextEncoder();

/** What a valid access token says: its user, and the sign-in it was issued for (when it names one). */
export interface AccessClaims {
  userId: number;
  /** The refresh token family of the sign-in (`sid`); signing out revokes it (platform/auth.ts). */
  session?: string;
}

/**
 * Access token: a JWT (HS256) naming the user and its sign-in, valid one day (spec 9). Tokens the
 * app issues always name their sign-in; tests may sign one without.
 */
export async function signAccessToken(secret: string, userId: number, session?: string): Promise<string> {
  return new SignJWT(session === undefined ? {} : { sid: session })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(encoder.encode(secret));
}

/**
 * Tokens already verified, with their user and expiry: a signed-in reader sends the same token on
 * every request, and checking its signature again would give the same answer until it expires.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

/** The token's claims when its signature and expiry hold (whether its sign-in still stands is auth.ts's). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | undefined> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAt > Date.now()) return known.claims;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return undefined;
    const claims: AccessClaims =
      typeof payload.sid === 'string' ? { userId, session: payload.sid } : { userId };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims, expiresAt: (payload.exp ?? 0) * 1000 });
    return claims;
  } catch {
    return undefined;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A one-time code of `length` digits (sign-in, order and prize claims), uniformly drawn. */
export function oneTimeCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Compares two stored hashes (or signatures) in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

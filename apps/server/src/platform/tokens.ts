import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_TTL_SECONDS } from '@miao/contracts/limits';

const encoder = new TextEncoder();

/** Access token: a JWT (HS256) naming the user, valid one day (spec 9). */
export async function signAccessToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({})
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
const verified = new Map<string, { secret: string; userId: number; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessToken(secret: string, token: string): Promise<number | undefined> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAt > Date.now()) return known.userId;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) return undefined;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, userId: id, expiresAt: (payload.exp ?? 0) * 1000 });
    return id;
  } catch {
    return undefined;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

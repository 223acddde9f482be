import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_DEVICE_RECOGNISED_DAYS } from '@miao/contracts/limits';
import type { Config } from '../../config';
import { randomToken, sameHash } from '../../platform/tokens';

/**
 * The device cookie OWASP recommends against lockout (docs/decisions/042): a random id signed with
 * the token secret, HttpOnly, sent only to the sign-in endpoints. It names the browser that asked
 * for a code (only that browser may enter the code) and, once an account signed in with it, a
 * browser the account recognises. Anyone may get a fresh one, so an unrecognised device id never
 * earns a budget of its own: the throttles count unrecognised requesters by client address.
 */
const COOKIE_PATH = '/api/auth/';

function cookieName(config: Config): string {
  return `${config.cookiePrefix}device`;
}

function signature(config: Config, id: string): string {
  return createHmac('sha256', config.tokenSecret).update(`sign-in-device\n${id}`).digest('base64url');
}

/** The device id of a well-signed cookie, or undefined (absent, forged, or signed with an old secret). */
export function presentedDevice(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[cookieName(config)];
  const [id, sig] = value?.split('.') ?? [];
  if (!id || !sig || !/^[\w-]{16,64}$/.test(id)) return undefined;
  return sameHash(signature(config, id), sig) ? id : undefined;
}

/** The presented device id, or a new one given to the browser with this answer. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const presented = presentedDevice(request, config);
  if (presented) return presented;
  const id = randomToken(18);
  reply.setCookie(cookieName(config), `${id}.${signature(config, id)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: SIGN_IN_DEVICE_RECOGNISED_DAYS * 24 * 60 * 60,
  });
  return id;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '@miao/contracts/auth';
import { REFRESH_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@miao/contracts/limits';
import type { Config } from '../../config';

/**
 * The session cookies (spec 7, 9): `token` (1 day) and `refresh_token` (30 days) are HttpOnly, so a
 * script injected into a page can never read them; the browser sends them and the web learns who is
 * signed in by asking the API (docs/decisions/017). `has_refresh` (value `1`, readable) only tells the
 * web a session may exist. All SameSite=Lax, so other sites' forms never carry them.
 */
function options(config: Config) {
  return { path: '/', sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https:') };
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: { token: string; refreshToken: string },
): void {
  const names = cookieNames(config.cookiePrefix);
  const base = options(config);
  reply
    .setCookie(names.token, session.token, { ...base, httpOnly: true, maxAge: TOKEN_TTL_SECONDS })
    .setCookie(names.refresh, session.refreshToken, { ...base, httpOnly: true, maxAge: REFRESH_TTL_SECONDS })
    .setCookie(names.refreshHint, '1', { ...base, httpOnly: false, maxAge: REFRESH_TTL_SECONDS })
    .header('cache-control', 'no-store');
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const names = cookieNames(config.cookiePrefix);
  const base = options(config);
  reply
    .clearCookie(names.token, { ...base, httpOnly: true })
    .clearCookie(names.refresh, { ...base, httpOnly: true })
    .clearCookie(names.refreshHint, { ...base, httpOnly: false })
    .header('cache-control', 'no-store');
}

export function presentedRefreshToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[cookieNames(config.cookiePrefix).refresh] || undefined;
}

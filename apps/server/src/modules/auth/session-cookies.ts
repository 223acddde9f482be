import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '@miao/contracts/auth';
import { REFRESH_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@miao/contracts/limits';
import type { Config } from '../../config';

/**
 * The session cookies (spec 7, 9): `token` (1 day) is readable by scripts because the web's root
 * gate checks it synchronously and sends it as the Bearer header; `refresh_token` (30 days) is
 * HttpOnly and only ever read here. Both SameSite=Lax, so other sites' forms never carry them.
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
    .setCookie(names.token, session.token, { ...base, httpOnly: false, maxAge: TOKEN_TTL_SECONDS })
    .setCookie(names.refresh, session.refreshToken, { ...base, httpOnly: true, maxAge: REFRESH_TTL_SECONDS })
    .setCookie(names.refreshHint, '1', { ...base, httpOnly: false, maxAge: REFRESH_TTL_SECONDS })
    .header('cache-control', 'no-store');
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const names = cookieNames(config.cookiePrefix);
  const base = options(config);
  reply
    .clearCookie(names.token, { ...base, httpOnly: false })
    .clearCookie(names.refresh, { ...base, httpOnly: true })
    .clearCookie(names.refreshHint, { ...base, httpOnly: false })
    .header('cache-control', 'no-store');
}

export function presentedRefreshToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[cookieNames(config.cookiePrefix).refresh] || undefined;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieNames } from '@miao/contracts/auth-rules';
import type { Viewer } from './web-build';

/**
 * The signed-in member of a request for a personal page: their profile, and the API answering GETs
 * as them (the request's own cookies, address and language, through app.inject: the same rules,
 * read caches and visibility as the browser's calls would meet). Undefined when the request carries
 * no session that the API accepts: the page is then the one kept for every visitor, and the browser
 * renews the session or moves on to sign-in.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | undefined> {
  const { cookie } = request.headers;
  if (!cookie || !carriesSession(cookie, app.deps.config.cookiePrefix)) return undefined;
  const headers: Record<string, string> = { cookie, accept: 'application/json' };
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const read = apiReader(app, headers, request.ip);
  const me = await read('/api/users/me').catch((error: unknown) => {
    request.log.warn({ err: error }, 'profile unavailable for rendering');
    return undefined;
  });
  if (me?.status !== 200) return undefined;
  return { profile: JSON.parse(me.body) as unknown, read };
}

/** Whether a Cookie header carries a session token (valid or not). */
export function carriesSession(cookie: string | undefined, cookiePrefix: string): boolean {
  const token = cookieNames(cookiePrefix).token;
  return cookie?.split(';').some((part) => part.trimStart().startsWith(`${token}=`)) ?? false;
}

/**
 * GETs of the API through app.inject with `headers` (a member's cookies, or none for a visitor): the
 * same rules, read caches and visibility as the browser's calls would meet. Only the API's reads: a
 * render asks nothing else.
 */
export function apiReader(
  app: FastifyInstance,
  headers: Record<string, string>,
  remoteAddress?: string,
): Viewer['read'] {
  return async (path) => {
    if (!path.startsWith('/api/')) return { status: 404, body: '' };
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
    return { status: answer.statusCode, body: answer.body };
  };
}

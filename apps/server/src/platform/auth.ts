import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cookieNames } from '@miao/contracts/auth';
import { readRows, type DbOrTx } from '../db/client';
import { accountScope, sessionScope, StampedMemo } from './change-feed';
import { verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that writes (the change feed syncs before it answers, app.ts). */
    writes?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's id, from the Bearer header or the token cookie; undefined when signed out. */
    userId: number | undefined;
    /** The sign-in (refresh token family) the access token names, when it names one and stands. */
    sessionId: string | undefined;
  }
}

/**
 * Reads the access token on every request; refusing is left to the routes that need a user. A token
 * counts only while its sign-in stands (not signed out, no reused refresh token) and its member is
 * active. That answer is remembered until the change feed announces the sign-in's or the member's
 * change (docs/decisions/012).
 */
export const authentication = fp(async (app: FastifyInstance) => {
  const names = cookieNames(app.deps.config.cookiePrefix);
  const standing = new StampedMemo<string, boolean>(10_000);
  app.decorateRequest('userId', undefined);
  app.decorateRequest('sessionId', undefined);
  // a callback hook: a visitor without a token passes without a promise of its own
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies[names.token];
    if (!token) return done();
    identify(request, token).then(() => done(), done);
  });

  async function identify(request: FastifyRequest, token: string): Promise<void> {
    const claims = await verifyAccessToken(app.deps.config.tokenSecret, token);
    if (!claims) return;
    const scopes = [accountScope(claims.userId)];
    if (claims.session !== undefined) scopes.push(sessionScope(claims.session));
    const stamp = app.deps.changes.stamp(scopes);
    const stands = await standing.get(`${claims.userId}|${claims.session ?? ''}`, stamp, () =>
      signInStands(app.deps.db, claims),
    );
    if (stands) {
      request.userId = claims.userId;
      request.sessionId = claims.session;
    }
  }
});

/** The member is active and, when the token names its sign-in, that sign-in was not revoked. */
async function signInStands(db: DbOrTx, { userId, session }: AccessClaims): Promise<boolean> {
  const [row] = await readRows<{ stands: boolean }>(
    db,
    sql`select u.is_active and not exists (
        select 1 from refresh_tokens r where r.family = ${session ?? null}::text and r.revoked_at is not null
      ) as stands
      from users u where u.id = ${userId}`,
  );
  return row?.stands === true;
}

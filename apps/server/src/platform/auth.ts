import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cookieNames } from '@miao/contracts/auth';
import type { Permission } from '@miao/contracts/users';
import { readRows, type DbOrTx } from '../db/client';
import { fail } from './errors';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, from the Bearer header or the token cookie; undefined when signed out. */
    userId: number | undefined;
  }
}

/** Reads the access token on every request; refusing is left to the routes that need a user. */
export const authentication = fp(async (app: FastifyInstance) => {
  const names = cookieNames(app.deps.config.cookiePrefix);
  app.decorateRequest('userId', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies[names.token];
    if (!token) return;
    const id = await verifyAccessToken(app.deps.config.tokenSecret, token);
    if (id === undefined) return;
    request.userId = id;
  });
});

export function requireUser(request: FastifyRequest): number {
  if (request.userId === undefined) fail('sign_in_required');
  return request.userId;
}

/** Every permission the user holds through its groups, as `resource.action` (read on most requests). */
export async function permissionsOf(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await readRows<{ permission: string }>(
    db,
    sql`select distinct p.resource || '.' || p.action as permission
      from user_groups ug
      join group_permissions gp on gp.group_id = ug.group_id
      join permissions p on p.id = gp.permission_id
      join users u on u.id = ug.user_id and u.is_active
      where ug.user_id = ${userId}`,
  );
  return new Set(rows.map((r) => r.permission));
}

export async function hasPermission(db: DbOrTx, userId: number, permission: Permission): Promise<boolean> {
  return (await permissionsOf(db, userId)).has(permission);
}

/** Signed in and holding the permission, else 401 / 403 with the spec 8 messages. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<number> {
  const userId = requireUser(request);
  if (!(await hasPermission(request.server.deps.db, userId, permission))) fail('no_operation_permission');
  return userId;
}

// Who is asking (decision 015): a visitor (signed out), a member (signed in, with the permissions of
// its groups) or staff (a member holding `admin.access`). Routes turn the request into one of these
// plain values; services and policies take the value, never the request.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@miao/contracts/users';
import type { DbOrTx } from '../db/client';
import { readRows } from '../db/sql';
import { accountScope, PERMISSIONS_SCOPE } from './change-feed';
import { fail } from './errors';

/** The one reading or changing something: signed out (no userId), a member, or staff (`admin.access`). */
export interface Viewer {
  userId: number | undefined;
  isStaff: boolean;
}
/** A signed-in viewer. */
export interface Actor {
  userId: number;
  isStaff: boolean;
}
/** A signed-in member with the permissions of its groups; staff hold `admin.access`. */
export interface Member extends Actor {
  permissions: ReadonlySet<string>;
}
/**
 * Who asks, the staff question left open until a rule needs it: reading a public task never costs
 * the permissions query. `isStaff` is false without a query for a visitor.
 */
export interface Asker {
  userId: number | undefined;
  isStaff(): Promise<boolean>;
}

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

/**
 * The asker's permissions, from memory while the change feed hears nothing of groups, grants or the
 * member's standing (issue 13: the permissions query was on every signed-in read).
 */
function requestPermissions(request: FastifyRequest, userId: number): Promise<ReadonlySet<string>> {
  const { changes, permissions, db } = request.server.deps;
  const stamp = changes.stamp([PERMISSIONS_SCOPE, accountScope(userId)]);
  return permissions.get(userId, stamp, () => permissionsOf(db, userId));
}

/** Signed in and holding the permission, else 401 / 403 with the spec 8 messages. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<number> {
  const userId = requireUser(request);
  if (!(await requestPermissions(request, userId)).has(permission)) fail('no_operation_permission');
  return userId;
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const { userId } = request;
  if (userId === undefined) return { userId, isStaff: false };
  return { userId, isStaff: (await requestPermissions(request, userId)).has('admin.access') };
}

/** Signed in, else 401 sign_in_required. */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const userId = requireUser(request);
  return { userId, isStaff: (await requestPermissions(request, userId)).has('admin.access') };
}

/** Staff tools (admin.access): signed in, else 401; staff, else 403 no_operation_permission. */
export async function staffOf(request: FastifyRequest): Promise<Actor> {
  const actor = await actorOf(request);
  if (!actor.isStaff) fail('no_operation_permission');
  return actor;
}

/** Signed in (else 401 sign_in_required), with every permission read in one query. */
export async function memberOf(request: FastifyRequest): Promise<Member> {
  const userId = requireUser(request);
  const permissions = await requestPermissions(request, userId);
  return { userId, isStaff: permissions.has('admin.access'), permissions };
}

/** Who asks, with the staff question asked only if a rule needs it (see `Asker`). */
export function askerOf(request: FastifyRequest): Asker {
  const { userId } = request;
  return {
    userId,
    isStaff: async () =>
      userId === undefined ? false : (await requestPermissions(request, userId)).has('admin.access'),
  };
}

export function may(member: Member, permission: Permission): boolean {
  return member.permissions.has(permission);
}

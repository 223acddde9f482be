import type { FastifyRequest } from 'fastify';
import { requirePermission, requireUser } from '../../platform/identity';

/** Spec 5: the sender is always the signed-in user, never a field of the form. */
export function transferSender(request: FastifyRequest): number {
  return requireUser(request);
}

/** Grants and new coin types are staff tools (admin.access, held by `internal staff`). */
export function requireCoinStaff(request: FastifyRequest): Promise<number> {
  return requirePermission(request, 'admin.access');
}

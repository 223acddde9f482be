// The staff audit log (docs/decisions/025): one row per staff action, written with the change.
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/audit';

/** Who acted: a request (its signed-in user and client address) or the plain values. */
export type AuditActor = FastifyRequest | { userId: number | undefined; ip?: string };

export interface AuditEntry {
  /** `<area>.<verb>`: `coin.grant`, `users.deactivate`, `task_tags.update`, `jobs.retry`… */
  action: string;
  /** What was acted on: its kind and id (`{ type: 'user', id: 7 }`). */
  target: { type: string; id?: string | number | null };
  /** The target before the change (omit for a creation), as the API shows it. */
  before?: unknown;
  /** The target after the change (omit for a deletion), or what was done (a grant's rows). */
  after?: unknown;
}

/** JSON-safe: dates become ISO text, undefined becomes null (jsonb holds neither). */
function snapshot(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * Records a staff action. Call it with the transaction that makes the change, after the change:
 * the row commits with it or not at all.
 *
 *   await db.transaction(async (tx) => {
 *     const before = await load(tx, id);
 *     const after = await change(tx, id, input);
 *     await audit(tx, request, { action: 'things.update', target: { type: 'thing', id }, before, after });
 *   });
 */
export async function audit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === undefined || entry.target.id === null ? '' : String(entry.target.id),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: actor.ip ?? '',
  });
}

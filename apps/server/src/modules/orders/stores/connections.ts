// Store connections as staff see and change them (decision 048): the secret only ever shown by its
// last four characters (and once when generated), mappings replaced as a whole, the last deliveries.
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@miao/contracts/orders';
import {
  REPLAYABLE_OUTCOMES,
  STORE_DELIVERIES_SHOWN,
  type StoreConnection,
  type StoreDelivery,
  type StoreMapping,
} from '@miao/contracts/stores';
import type { z } from 'zod';
import type { storeConnectionCreate, storeConnectionUpdate } from '@miao/contracts/stores';
import type { Db, DbOrTx } from '../../../db/client';
import { storeConnections, storeDeliveries, storeProductMappings } from '../../../db/schema/orders';
import { audit, type AuditActor } from '../../../platform/audit';
import { fail } from '../../../platform/errors';
import { unknownProductCodes } from '../service';
import { normaliseDomain, type ConnectionRow } from './service';

type DeliveryRow = typeof storeDeliveries.$inferSelect;

export function presentDelivery(row: DeliveryRow): StoreDelivery {
  return {
    id: row.id,
    delivery_id: row.deliveryId,
    topic: row.topic,
    received_at: row.receivedAt.toISOString(),
    outcome: row.outcome,
    error: row.error,
    order_no: row.orderNo,
    replayable: REPLAYABLE_OUTCOMES.includes(row.outcome),
  };
}

async function present(db: DbOrTx, rows: ConnectionRow[], now = new Date()): Promise<StoreConnection[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const mappings = await db
    .select()
    .from(storeProductMappings)
    .where(inArray(storeProductMappings.connectionId, ids))
    .orderBy(asc(storeProductMappings.externalKey));
  const result: StoreConnection[] = [];
  for (const row of rows) {
    const deliveries = await db
      .select()
      .from(storeDeliveries)
      .where(eq(storeDeliveries.connectionId, row.id))
      .orderBy(desc(storeDeliveries.id))
      .limit(STORE_DELIVERIES_SHOWN);
    result.push({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      domain: row.domain,
      store: row.store,
      order_prefix: row.orderPrefix,
      enabled: row.enabled,
      webhook_path: `/api/orders/webhook/${row.kind}/${row.slug}`,
      secret_ending: row.secret ? row.secret.slice(-4) : null,
      rotated_at: row.rotatedAt?.toISOString() ?? null,
      previous_valid_until:
        row.previousValidUntil && row.previousValidUntil > now ? row.previousValidUntil.toISOString() : null,
      mappings: mappings
        .filter((m) => m.connectionId === row.id)
        .map((m) => ({ key: m.externalKey, product_code: m.productCode })),
      deliveries: deliveries.map(presentDelivery),
    });
  }
  return result;
}

export async function listConnections(db: DbOrTx): Promise<StoreConnection[]> {
  return present(db, await db.select().from(storeConnections).orderBy(asc(storeConnections.id)));
}

export async function connectionById(db: DbOrTx, id: number): Promise<StoreConnection> {
  const rows = await db.select().from(storeConnections).where(eq(storeConnections.id, id));
  if (rows.length === 0) fail('store_connection_not_found');
  return (await present(db, rows))[0]!;
}

export async function createConnection(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof storeConnectionCreate>,
): Promise<StoreConnection> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storeConnections)
      .values({
        slug: input.slug,
        kind: input.kind,
        domain: normaliseDomain(input.domain),
        store: input.store,
        orderPrefix: input.order_prefix,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) fail('store_connection_taken');
    await audit(tx, actor, {
      action: 'store_connections.create',
      target: { type: 'store_connection', id: String(row.id) },
      after: { slug: row.slug, kind: row.kind, domain: row.domain, store: row.store },
    });
    return (await present(tx, [row]))[0]!;
  });
}

export async function updateConnection(
  db: Db,
  actor: AuditActor,
  id: number,
  input: z.output<typeof storeConnectionUpdate>,
): Promise<StoreConnection> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(storeConnections)
      .where(eq(storeConnections.id, id))
      .for('update');
    if (!before) fail('store_connection_not_found');
    const [row] = await tx
      .update(storeConnections)
      .set({
        ...(input.domain !== undefined ? { domain: normaliseDomain(input.domain) } : {}),
        ...(input.store !== undefined ? { store: input.store } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      })
      .where(eq(storeConnections.id, id))
      .returning();
    await audit(tx, actor, {
      action: 'store_connections.update',
      target: { type: 'store_connection', id: String(id) },
      before: { domain: before.domain, store: before.store, enabled: before.enabled },
      after: { domain: row!.domain, store: row!.store, enabled: row!.enabled },
    });
    return (await present(tx, [row!]))[0]!;
  });
}

/**
 * A new secret for the connection (the one given, or a random one), answered once; the one in use
 * until now stays valid for WEBHOOK_SECRET_OVERLAP_HOURS, as the signed webhook's secrets do.
 */
export async function rotateConnectionSecret(
  db: Db,
  actor: AuditActor & { userId: number },
  id: number,
  given: string | undefined,
) {
  const secret = given ?? randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(storeConnections)
      .where(eq(storeConnections.id, id))
      .for('update');
    if (!current) fail('store_connection_not_found');
    const [row] = await tx
      .update(storeConnections)
      .set({
        secret,
        previousSecret: current.secret,
        previousValidUntil: current.secret
          ? sql`now() + make_interval(hours => ${WEBHOOK_SECRET_OVERLAP_HOURS})`
          : null,
        rotatedBy: actor.userId,
        rotatedAt: sql`now()`,
      })
      .where(eq(storeConnections.id, id))
      .returning();
    // the audit row names the rotation, never either secret
    await audit(tx, actor, {
      action: 'store_connections.secret_rotate',
      target: { type: 'store_connection', id: String(id) },
      before: { ending: current.secret?.slice(-4) ?? null },
      after: { ending: secret.slice(-4), given: given !== undefined },
    });
    return {
      secret,
      secret_ending: secret.slice(-4),
      previous_valid_until: row!.previousValidUntil?.toISOString() ?? null,
    };
  });
}

/** Replaces the connection's mappings; every product code must be in the catalogue. */
export async function replaceMappings(
  db: Db,
  actor: AuditActor,
  id: number,
  mappings: StoreMapping[],
): Promise<StoreConnection> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(storeConnections).where(eq(storeConnections.id, id)).for('update');
    if (!row) fail('store_connection_not_found');
    const unknown = await unknownProductCodes(
      tx,
      mappings.map((m) => m.product_code),
    );
    if (unknown.length > 0) fail('validation_error', { fields: ['mappings.product_code'], unknown });
    await tx.delete(storeProductMappings).where(eq(storeProductMappings.connectionId, id));
    if (mappings.length > 0)
      await tx
        .insert(storeProductMappings)
        .values(mappings.map((m) => ({ connectionId: id, externalKey: m.key, productCode: m.product_code })));
    await audit(tx, actor, {
      action: 'store_connections.mappings',
      target: { type: 'store_connection', id: String(id) },
      after: { mappings: mappings.length },
    });
    return (await present(tx, [row]))[0]!;
  });
}

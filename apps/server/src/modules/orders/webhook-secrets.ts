// The stores' webhook secrets (decision 018): set by staff here, or by the server's settings. A
// rotation answers a new random secret once and keeps the previous one valid for
// WEBHOOK_SECRET_OVERLAP_HOURS, so the store can switch without a lost delivery. The secret is kept
// as it is (HMAC needs it); only its last four characters are ever shown again.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  ORDER_STORES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type OrderStore,
  type OrderWebhookRotation,
  type OrderWebhookSecretStatus,
} from '@miao/contracts/orders';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { orderWebhookSecrets } from '../../db/schema/orders';
import { audit, type AuditActor } from '../../platform/audit';

type SecretRow = typeof orderWebhookSecrets.$inferSelect;

const ending = (secret: string | undefined | null) => (secret ? secret.slice(-4) : null);

/** The secrets a delivery of the store may be signed with now: the current one, and the previous during its overlap. */
export async function webhookSecretsOf(
  db: DbOrTx,
  config: Config,
  store: OrderStore,
  now = new Date(),
): Promise<string[]> {
  const [row] = await db.select().from(orderWebhookSecrets).where(eq(orderWebhookSecrets.store, store));
  if (!row) {
    const fromSettings = config.orderWebhookSecrets[store];
    return fromSettings ? [fromSettings] : [];
  }
  const previousValid = row.previousSecret && row.previousValidUntil && row.previousValidUntil > now;
  return previousValid ? [row.secret, row.previousSecret!] : [row.secret];
}

function statusOf(
  store: OrderStore,
  row: SecretRow | undefined,
  config: Config,
  now: Date,
): OrderWebhookSecretStatus {
  if (row) {
    const overlap =
      row.previousValidUntil && row.previousValidUntil > now ? row.previousValidUntil.toISOString() : null;
    return {
      store,
      source: 'staff',
      ending: ending(row.secret),
      rotated_at: row.rotatedAt.toISOString(),
      previous_valid_until: overlap,
    };
  }
  const fromSettings = config.orderWebhookSecrets[store];
  return {
    store,
    source: fromSettings ? 'settings' : 'none',
    ending: ending(fromSettings),
    rotated_at: null,
    previous_valid_until: null,
  };
}

export async function webhookSecretStatuses(
  db: DbOrTx,
  config: Config,
  now = new Date(),
): Promise<OrderWebhookSecretStatus[]> {
  const rows = await db.select().from(orderWebhookSecrets);
  return ORDER_STORES.map((store) =>
    statusOf(
      store,
      rows.find((r) => r.store === store),
      config,
      now,
    ),
  );
}

/**
 * A new secret for the store, answered once. The one in use until now (staff's or the settings')
 * stays valid for the overlap. Rotations of a store with a row are ordered by its lock: the later
 * keeps the earlier's secret as its previous.
 */
export async function rotateWebhookSecret(
  db: Db,
  config: Config,
  store: OrderStore,
  staff: AuditActor & { userId: number },
): Promise<OrderWebhookRotation> {
  const staffId = staff.userId;
  const secret = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orderWebhookSecrets)
      .where(eq(orderWebhookSecrets.store, store))
      .for('update');
    const previous = current?.secret ?? config.orderWebhookSecrets[store] ?? null;
    const values = {
      secret,
      previousSecret: previous,
      previousValidUntil: previous
        ? sql`now() + make_interval(hours => ${WEBHOOK_SECRET_OVERLAP_HOURS})`
        : null,
      rotatedBy: staffId,
      rotatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(orderWebhookSecrets)
      .values({ store, ...values })
      .onConflictDoUpdate({ target: orderWebhookSecrets.store, set: values })
      .returning();
    const status = statusOf(store, row, config, new Date());
    // the audit row names the rotation, never either secret
    await audit(tx, staff, {
      action: 'orders.webhook_secret_rotate',
      target: { type: 'store', id: store },
      before: { source: current ? 'staff' : previous ? 'settings' : 'none', ending: ending(previous) },
      after: {
        source: status.source,
        ending: status.ending,
        previous_valid_until: status.previous_valid_until,
      },
    });
    return { ...status, secret };
  });
}

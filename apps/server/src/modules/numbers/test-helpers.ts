import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { numberQueues } from '../../db/schema/numbers';
import { rowsOf } from '../../db/sql';
import { insertOrderIfAbsent, markEnded, markPaid } from '../orders/service';
import { nextOrderNo } from '../orders/test-helpers';

/** A queue for a product (am-hatsu unless told), numbers 1..total. */
export async function buildQueue(
  db: DbOrTx,
  input: { activity?: string; productCode?: string; total?: number; turnsAtOnce?: number } = {},
) {
  const [queue] = await db
    .insert(numberQueues)
    .values({
      activity: input.activity ?? `hatsu-${Math.random().toString(36).slice(2, 10)}`,
      productCode: input.productCode ?? 'am-hatsu',
      totalNumbers: input.total ?? 20,
      turnsAtOnce: input.turnsAtOnce ?? 1,
    })
    .returning();
  return queue!;
}

/** An order bought with `email` (paid, of one HATSU, unless told), bound to its member if one has the e-mail. */
export async function buildOrder(
  db: DbOrTx,
  email: string,
  input: { status?: 'created' | 'paid' | 'refunded'; productCode?: string; store?: 'cn' | 'overseas' } = {},
): Promise<string> {
  const orderNo = nextOrderNo('H');
  const { order } = await insertOrderIfAbsent(db, {
    orderNo,
    store: input.store ?? 'overseas',
    buyerEmail: email,
    buyerPhone: null,
    currency: 'USD',
    totalAmount: 24900,
    items: [{ productCode: input.productCode ?? 'am-hatsu', quantity: 1, amount: 24900 }],
    source: 'import',
  });
  const status = input.status ?? 'paid';
  if (status !== 'created') await markPaid(db, order, null);
  if (status === 'refunded') await markEnded(db, order, 'refunded');
  return orderNo;
}

export type Auth = { authorization: string };

export function join(
  app: FastifyInstance,
  activity: string,
  auth: Auth | Record<string, never>,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/number-selection/${activity}/join`,
    headers: auth,
    payload: body,
  });
}

export function pick(
  app: FastifyInstance,
  activity: string,
  auth: Auth,
  body: { order_no: string; number: number; note?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/number-selection/${activity}/pick`,
    headers: auth,
    payload: body,
  });
}

export function status(app: FastifyInstance, activity: string, auth: Auth, orderNo: string) {
  return app.inject({
    method: 'GET',
    url: `/api/number-selection/${activity}/status?order_no=${encodeURIComponent(orderNo)}`,
    headers: auth,
  });
}

/**
 * Moves the open turns of a queue 3 hours into the past, and their turn-end jobs due now: what a
 * clock three hours later would see.
 */
export async function passTurns(db: DbOrTx, queueId: number): Promise<void> {
  await db.execute(sql`
    update number_queue_entries
    set turn_opened_at = now() - interval '3 hours 1 minute', turn_ends_at = now() - interval '1 minute'
    where queue_id = ${queueId} and status = 'turn'`);
  await db.execute(sql`
    update jobs set run_at = now() - interval '1 minute'
    where kind = 'numbers.turn-end' and status = 'pending'
      and (payload->>'entryId')::int in (select id from number_queue_entries where queue_id = ${queueId})`);
}

export async function entriesOf(db: DbOrTx, queueId: number) {
  return rowsOf<{ id: number; status: string; number: number | null; how: string | null; turns: number }>(
    await db.execute(sql`
      select id, status, number, how, turns from number_queue_entries
      where queue_id = ${queueId} order by id`),
  );
}

export async function turnJobs(db: DbOrTx, queueId: number) {
  return rowsOf<{ key: string; status: string; attempts: number }>(
    await db.execute(sql`
      select key, status, attempts from jobs
      where kind = 'numbers.turn-end'
        and (payload->>'entryId')::int in (select id from number_queue_entries where queue_id = ${queueId})
      order by id`),
  );
}

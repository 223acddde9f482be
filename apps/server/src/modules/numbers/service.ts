// The HATSU number queue for buyers (issue 15, decision 022): join with a paid order, see the place
// in line, pick a number in the turn.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NUMBER_NOTE_MAX } from '@miao/contracts/limits';
import type {
  NumberEntry,
  NumberJoinRequest,
  NumberPickRequest,
  NumberQueueInfo,
  NumberStatus,
} from '@miao/contracts/numbers';
import { EMAIL_PATTERN } from '@miao/contracts/patterns';
import type { DbOrTx } from '../../db/client';
import { numberQueueEntries, numberQueues } from '../../db/schema/numbers';
import { orderItems } from '../../db/schema/orders';
import { inTransaction, isoTime, isUniqueViolation, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { contactOf, orderForReader, type OrderRow } from '../orders/service';
import { lockQueue, openTurns, type QueueRow, type TurnDeps } from './turns';

export async function queueOf(db: DbOrTx, activity: string): Promise<QueueRow> {
  const [queue] = await db.select().from(numberQueues).where(eq(numberQueues.activity, activity));
  if (!queue) fail('not_found');
  return queue;
}

/** Size of the queue and the numbers taken: public (no names). */
export async function queueInfo(db: DbOrTx, queue: QueueRow): Promise<NumberQueueInfo> {
  const taken = rowsOf<{ number: number }>(
    await db.execute(sql`
      select number from number_queue_entries
      where queue_id = ${queue.id} and number is not null order by number`),
  );
  const [counts] = rowsOf<{ waiting: number; open: number }>(
    await db.execute(sql`
      select count(*) filter (where status = 'waiting')::int as waiting,
             count(*) filter (where status = 'turn')::int as open
      from number_queue_entries where queue_id = ${queue.id}`),
  );
  return {
    activity: queue.activity,
    product_code: queue.productCode,
    total_numbers: queue.totalNumbers,
    taken: taken.map((r) => Number(r.number)),
    waiting: Number(counts?.waiting ?? 0),
    open_turns: Number(counts?.open ?? 0),
  };
}

export type EntryView = NumberEntry & {
  id: number;
  user_id: number | null;
  turns: number;
  how: 'picked' | 'random' | null;
};

/**
 * Entries in the API's shape with their place in line while waiting: 1 + the waiting entries joined
 * before (1 = the next turn is theirs). Table names are written out in the subquery (drizzle writes
 * `${column}` unqualified inside raw SQL).
 */
export async function entryViews(db: DbOrTx, where: SQL, order: SQL = sql`e.id`): Promise<EntryView[]> {
  const rows = rowsOf<EntryView>(
    await db.execute(sql`
      select e.id, e.user_id, e.turns, e.how, q.activity, q.product_code, o.order_no, e.email, e.name,
        e.status, e.number, e.note,
        case when e.status = 'waiting' then (
          select count(*)::int + 1 from number_queue_entries w
          where w.queue_id = e.queue_id and w.status = 'waiting' and w.id < e.id
        ) end as position,
        case when e.status = 'turn' then ${isoTime(sql`e.turn_opened_at`)} end as turn_opened_at,
        case when e.status = 'turn' then ${isoTime(sql`e.turn_ends_at`)} end as turn_ends_at,
        ${isoTime(sql`e.picked_at`)} as picked_at,
        ${isoTime(sql`e.created_at`)} as joined_at
      from number_queue_entries e
      join number_queues q on q.id = e.queue_id
      join orders o on o.id = e.order_id
      where ${where}
      order by ${order}`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    user_id: r.user_id === null ? null : Number(r.user_id),
    turns: Number(r.turns),
    number: r.number === null ? null : Number(r.number),
    position: r.position === null ? null : Number(r.position),
  }));
}

/** The buyer's view of an entry (no staff fields). */
export function presentEntry(view: EntryView): NumberEntry {
  const { id: _id, user_id: _user, turns: _turns, how: _how, ...entry } = view;
  return entry;
}

async function statusOf(db: DbOrTx, queue: QueueRow, orderId: number): Promise<NumberStatus> {
  const [view] = await entryViews(db, sql`e.queue_id = ${queue.id} and e.order_id = ${orderId}`);
  if (!view) fail('not_found');
  return { queue: await queueInfo(db, queue), entry: presentEntry(view) };
}

/**
 * The member's order for this queue: spec 8 "Order number invalid" for a malformed number, "Order
 * not found" for an unknown order, another member's, or one without the queue's product, "Order
 * status is not paid" for one not paid (or refunded or cancelled).
 */
async function queueOrder(db: DbOrTx, queue: QueueRow, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await orderForReader(db, orderNo, { userId, isStaff: false });
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productCode, queue.productCode)))
    .limit(1);
  if (!item) fail('order_not_found');
  if (order.status !== 'paid') fail('order_not_paid');
  return order;
}

/**
 * Joins the line with a paid order of the queue's product (idempotent: joining again answers the
 * place held). The e-mail must be the order's buyer e-mail or the member's own (decision 022).
 */
export async function joinQueue(
  deps: TurnDeps,
  userId: number,
  activity: string,
  input: NumberJoinRequest,
): Promise<NumberStatus> {
  const { db } = deps;
  const queue = await queueOf(db, activity);
  const order = await queueOrder(db, queue, userId, input.order_no);
  const email = input.email;
  if (!EMAIL_PATTERN.test(email)) fail('input_error_email', { fields: ['email'] });
  const own = (await contactOf(db, userId)).email;
  if (email !== order.buyerEmail && email !== own) fail('input_error_email', { fields: ['email'] });
  await inTransaction(db, async (tx) => {
    const locked = await lockQueue(tx, queue.id);
    const [joined] = await tx
      .insert(numberQueueEntries)
      .values({
        queueId: queue.id,
        orderId: order.id,
        userId,
        email,
        name: input.name,
        language: order.store === 'cn' ? 'cn' : 'en',
      })
      .onConflictDoNothing()
      .returning({ id: numberQueueEntries.id });
    if (joined) await openTurns(tx, locked, deps.publicUrl);
  });
  return statusOf(db, queue, order.id);
}

/** The member's place in the queue for one of their orders (404 before joining). */
export async function entryStatus(
  db: DbOrTx,
  userId: number,
  activity: string,
  orderNo: string,
): Promise<NumberStatus> {
  const queue = await queueOf(db, activity);
  const order = await orderForReader(db, orderNo, { userId, isStaff: false });
  return statusOf(db, queue, order.id);
}

/**
 * Picks a number in an open turn. The update takes the number under the unique index
 * (queue_id, number): a number someone holds is refused with "Number already selected, please
 * pick another" however close together the two picks came. Then the next turn opens at once.
 */
export async function pickNumber(
  deps: TurnDeps,
  userId: number,
  activity: string,
  input: NumberPickRequest,
): Promise<NumberStatus> {
  const { db } = deps;
  // spec 5/9 and 8: a note over 128 characters is "Select number failed"
  if ([...input.note].length > NUMBER_NOTE_MAX) fail('number_select_failed', { fields: ['note'] });
  const queue = await queueOf(db, activity);
  const order = await queueOrder(db, queue, userId, input.order_no);
  if (input.number < 1 || input.number > queue.totalNumbers) fail('validation_error', { fields: ['number'] });
  const note = input.note.trim();
  try {
    await inTransaction(db, async (tx) => {
      const locked = await lockQueue(tx, queue.id);
      const [entry] = await tx
        .select({ id: numberQueueEntries.id, status: numberQueueEntries.status })
        .from(numberQueueEntries)
        .where(and(eq(numberQueueEntries.queueId, queue.id), eq(numberQueueEntries.orderId, order.id)));
      if (!entry) fail('number_turn_not_open');
      if (entry.status === 'picked' || entry.status === 'assigned') fail('number_already_selected');
      const [picked] = await tx
        .update(numberQueueEntries)
        .set({
          status: 'picked',
          number: input.number,
          note: note === '' ? null : note,
          how: 'picked',
          pickedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(numberQueueEntries.id, entry.id),
            eq(numberQueueEntries.status, 'turn'),
            sql`${numberQueueEntries.turnEndsAt} > now()`,
          ),
        )
        .returning({ id: numberQueueEntries.id });
      // waiting, skipped, or the 3 hours are over (the turn-end job assigns a number)
      if (!picked) fail('number_turn_not_open');
      await openTurns(tx, locked, deps.publicUrl);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'number_queue_entries_number_key')) fail('number_taken');
    throw error;
  }
  return statusOf(db, queue, order.id);
}

/** Spec 7 "nft-number info": every queue entry of the member's orders, newest first. */
export async function myNumbers(db: DbOrTx, userId: number): Promise<NumberEntry[]> {
  const views = await entryViews(db, sql`(e.user_id = ${userId} or o.user_id = ${userId})`, sql`e.id desc`);
  return views.map(presentEntry);
}

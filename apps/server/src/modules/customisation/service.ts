// Keyboard customisation (issue 15, decision 023): who may customise which order, the 7-day window
// (spec 4, 9), the text rules (spec 5) and their spec 8 refusals.
import { sql, type SQL } from 'drizzle-orm';
import {
  CUSTOM_AREAS,
  CUSTOMISABLE_PRODUCTS,
  CUSTOMISATION_WINDOW_DAYS,
  customTextProblem,
  storeOfPlatform,
  type CustomArea,
  type CustomisableProduct,
  type CustomOrderQuery,
  type CustomOrderSave,
} from '@miao/contracts/customisation';
import type { ErrorCode } from '@miao/contracts/errors';
import type { Db, DbOrTx } from '../../db/client';
import { isoTime, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import { assertOrderNo, bindMatchingOrders } from '../orders/service';

/** One customisable keyboard of one paid order, with its text when saved. */
export interface CustomOrderRow {
  orderId: number;
  orderNo: string;
  store: 'cn' | 'overseas';
  productCode: CustomisableProduct;
  quantity: number;
  paidAt: string;
  editableUntil: string;
  editable: boolean;
  leftText: string | null;
  middleText: string | null;
  rightText: string | null;
  revision: number | null;
  updateTime: string | null;
}

interface RawRow {
  order_id: number;
  order_no: string;
  store: 'cn' | 'overseas';
  product_code: CustomisableProduct;
  quantity: number | string;
  paid_at: string;
  editable_until: string;
  editable: boolean;
  left_text: string | null;
  middle_text: string | null;
  right_text: string | null;
  revision: number | null;
  update_time: string | null;
}

const WINDOW = sql.raw(`interval '${CUSTOMISATION_WINDOW_DAYS} days'`);
const CUSTOMISABLE = sql.join(
  CUSTOMISABLE_PRODUCTS.map((code) => sql`${code}`),
  sql`, `,
);

/**
 * Paid orders with a customisable keyboard and the keyboard's saved text. The window is decided by
 * the database clock (`clock_timestamp()`, the moment of the statement, not of its transaction), so
 * every process and the fulfilment export agree on it.
 */
function customOrderSelect(where: SQL, options: { lock?: boolean; tail?: SQL } = {}): SQL {
  return sql`
    select o.id as order_id, o.order_no, o.store, i.product_code, i.quantity,
      ${isoTime(sql`o.paid_at`)} as paid_at,
      ${isoTime(sql`(o.paid_at + ${WINDOW})`)} as editable_until,
      clock_timestamp() < o.paid_at + ${WINDOW} as editable,
      c.left_text, c.middle_text, c.right_text, c.revision,
      ${isoTime(sql`c.updated_at`)} as update_time
    from orders o
    join (
      select order_items.order_id, order_items.product_code, sum(order_items.quantity)::int as quantity
      from order_items
      where order_items.product_code in (${CUSTOMISABLE})
      group by order_items.order_id, order_items.product_code
    ) i on i.order_id = o.id
    left join order_customisations c on c.order_id = o.id and c.product_code = i.product_code
    where o.status = 'paid' and o.paid_at is not null and ${where}
    ${options.tail ?? sql``}
    ${options.lock ? sql`for update of o` : sql``}`;
}

function toRow(raw: RawRow): CustomOrderRow {
  return {
    orderId: raw.order_id,
    orderNo: raw.order_no,
    store: raw.store,
    productCode: raw.product_code,
    quantity: Number(raw.quantity),
    paidAt: raw.paid_at,
    editableUntil: raw.editable_until,
    editable: raw.editable,
    leftText: raw.left_text,
    middleText: raw.middle_text,
    rightText: raw.right_text,
    revision: raw.revision,
    updateTime: raw.update_time,
  };
}

/**
 * The member's paid order of this keyboard bought in this platform's store. Anything else (an
 * unknown number, another member's order, unpaid or refunded, another product or store) is the
 * same spec 8 answer, so nothing leaks about other people's orders.
 */
async function findOwn(
  db: DbOrTx,
  userId: number,
  orderNo: string,
  query: CustomOrderQuery,
  lock = false,
): Promise<CustomOrderRow> {
  const [raw] = rowsOf<RawRow>(
    await db.execute(
      customOrderSelect(
        sql`o.order_no = ${orderNo} and o.store = ${storeOfPlatform(query.platform)}
          and o.user_id = ${userId} and i.product_code = ${query.product}`,
        { lock },
      ),
    ),
  );
  if (!raw) fail('custom_order_missing');
  return toRow(raw);
}

/**
 * Ownership as the orders module decides it (decision 018): bound to the member, or bought with
 * their verified contact and not yet bound, which binds it now (as reading one's orders does).
 */
async function prepareOwner(db: Db, userId: number, orderNo: string): Promise<void> {
  assertOrderNo(orderNo);
  await bindMatchingOrders(db, userId);
}

export async function readCustomOrder(
  db: Db,
  userId: number,
  orderNo: string,
  query: CustomOrderQuery,
): Promise<CustomOrderRow> {
  await prepareOwner(db, userId, orderNo);
  return findOwn(db, userId, orderNo, query);
}

/**
 * The member's paid orders of this keyboard from either store, still editable first, then the
 * newest payment: what the page offers instead of asking for an order number (issue 35 item 9).
 * Orders bought with their verified contact are bound first, as reading one of them does.
 */
export async function listOwnCustomOrders(
  db: Db,
  userId: number,
  product: CustomisableProduct,
): Promise<CustomOrderRow[]> {
  await bindMatchingOrders(db, userId);
  const raw = await db.execute(
    customOrderSelect(sql`o.user_id = ${userId} and i.product_code = ${product}`, {
      tail: sql`order by (clock_timestamp() < o.paid_at + ${WINDOW}) desc, o.paid_at desc, o.id desc limit 50`,
    }),
  );
  return rowsOf<RawRow>(raw).map(toRow);
}

const MISSING: Record<CustomArea, ErrorCode> = {
  middle: 'custom_middle_missing',
  left: 'custom_left_missing',
  right: 'custom_right_missing',
};

/**
 * Spec 5 and 8: every area is required (checked middle, left, right, each with its own message),
 * at most 20 characters of the allowed set (a field-named validation error).
 */
export function checkTexts(input: CustomOrderSave): Record<CustomArea, string> {
  const texts = {
    middle: input.middle_text.trim(),
    left: input.left_text.trim(),
    right: input.right_text.trim(),
  };
  for (const area of CUSTOM_AREAS) {
    if (customTextProblem(texts[area]) === 'missing') fail(MISSING[area]);
  }
  const bad = CUSTOM_AREAS.filter((area) => customTextProblem(texts[area]) !== undefined);
  if (bad.length > 0) {
    fail('validation_error', {
      fields: bad.map((area) => `${area}_text`),
      problems: Object.fromEntries(bad.map((area) => [`${area}_text`, customTextProblem(texts[area])])),
    });
  }
  return texts;
}

/**
 * Saves all three texts at once. The order row is locked first, so concurrent saves of one order
 * run one after the other (each writes the whole row; the revision counts them), and the window is
 * checked under that lock: a save either commits before the order locks or is refused.
 */
export async function saveCustomOrder(
  db: Db,
  userId: number,
  orderNo: string,
  query: CustomOrderQuery,
  input: CustomOrderSave,
): Promise<CustomOrderRow> {
  await prepareOwner(db, userId, orderNo);
  return db.transaction(async (tx) => {
    const order = await findOwn(tx, userId, orderNo, query, true);
    if (!order.editable) fail('custom_time_expired');
    const texts = checkTexts(input);
    await tx.execute(sql`
      insert into order_customisations
        (order_id, product_code, left_text, middle_text, right_text, updated_by)
      values (${order.orderId}, ${order.productCode}, ${texts.left}, ${texts.middle}, ${texts.right}, ${userId})
      on conflict (order_id, product_code) do update set
        left_text = excluded.left_text,
        middle_text = excluded.middle_text,
        right_text = excluded.right_text,
        updated_by = excluded.updated_by,
        revision = order_customisations.revision + 1,
        updated_at = clock_timestamp()`);
    return findOwn(tx, userId, orderNo, query);
  });
}

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

interface StaffFilter {
  state?: 'locked' | 'open';
  product?: CustomisableProduct;
}

function staffWhere(filter: StaffFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.product) parts.push(sql`i.product_code = ${filter.product}`);
  if (filter.state === 'locked') parts.push(sql`clock_timestamp() >= o.paid_at + ${WINDOW}`);
  if (filter.state === 'open') parts.push(sql`clock_timestamp() < o.paid_at + ${WINDOW}`);
  return sql.join(parts, sql` and `);
}

export async function listCustomOrdersForStaff(
  db: DbOrTx,
  query: StaffFilter & { page_number: number; page_size: number },
): Promise<{ rows: CustomOrderRow[]; count: number }> {
  const where = staffWhere(query);
  const offset = (query.page_number - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    db.execute(
      customOrderSelect(where, {
        tail: sql`order by o.paid_at desc, o.id desc, i.product_code limit ${query.page_size} offset ${offset}`,
      }),
    ),
    db.execute(sql`select count(*)::int as n from (${customOrderSelect(where)}) t`),
  ]);
  return {
    rows: rowsOf<RawRow>(rows).map(toRow),
    count: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/**
 * Every locked keyboard (window over, order still paid) for fulfilment, oldest payment first. The
 * locked orders are first locked for share: a save that passed its window check just before the
 * deadline and has not committed yet is waited for, and the texts are read after it (a new
 * statement, so a new snapshot).
 */
export async function lockedCustomOrders(db: Db, filter: { product?: CustomisableProduct }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select o.id from orders o
      where o.status = 'paid' and clock_timestamp() >= o.paid_at + ${WINDOW}
        and exists (
          select 1 from order_items
          where order_items.order_id = o.id
            and order_items.product_code in (${CUSTOMISABLE})
        )
      for share of o`);
    const raw = await tx.execute(
      customOrderSelect(staffWhere({ ...filter, state: 'locked' }), {
        tail: sql`order by o.paid_at, o.id, i.product_code`,
      }),
    );
    return rowsOf<RawRow>(raw).map(toRow);
  });
}

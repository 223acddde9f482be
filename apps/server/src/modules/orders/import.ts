// Staff CSV import of orders (issue 14): a preview with the problems of every row, then a commit
// that writes every row or none (one transaction, refused whole when any row is wrong).
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '@miao/contracts/common';
import {
  ORDER_AMOUNT_MAX,
  ORDER_CSV_COLUMNS,
  ORDER_IMPORT_ROWS_MAX,
  ORDER_ITEMS_MAX,
  ORDER_NO_PATTERN,
  ORDER_QUANTITY_MAX,
  ORDER_STATUSES,
  ORDER_STORES,
  type OrderImportPreview,
  type OrderStatus,
  type OrderStore,
} from '@miao/contracts/orders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { productSettings } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import { parseCsv } from './csv-parse';
import { insertOrderIfAbsent, markPaid, type NewOrder } from './service';

interface ParsedRow {
  line: number;
  cells: Record<string, string>;
  errors: string[];
  order?: NewOrder & { status: OrderStatus; paidAt: Date | null };
}

/** `code:quantity[:amount]` joined by `;`. */
function parseItems(text: string) {
  const items: { productCode: string; quantity: number; amount: number }[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, quantity, amount = '0'] = part.split(':').map((p) => p.trim());
    if (!code || !/^\d+$/.test(quantity ?? '') || !/^\d+$/.test(amount)) return undefined;
    const q = Number(quantity);
    const a = Number(amount);
    if (q < 1 || q > ORDER_QUANTITY_MAX || a > ORDER_AMOUNT_MAX) return undefined;
    items.push({ productCode: code, quantity: q, amount: a });
  }
  return items.length > 0 && items.length <= ORDER_ITEMS_MAX ? items : undefined;
}

async function parseImport(db: DbOrTx, csv: string): Promise<{ rows: ParsedRow[]; errors: string[] }> {
  const table = parseCsv(csv);
  if (table.length < 2) return { rows: [], errors: ['empty'] };
  const header = table[0]!.map((h) => h.trim().toLowerCase());
  const missing = ORDER_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { rows: [], errors: ['columns_missing'] };
  if (table.length - 1 > ORDER_IMPORT_ROWS_MAX) return { rows: [], errors: ['too_many_rows'] };

  const rows: ParsedRow[] = table.slice(1).map((cells, index) => {
    const record: Record<string, string> = {};
    header.forEach((name, i) => (record[name] = (cells[i] ?? '').trim()));
    return { line: index + 2, cells: record, errors: [] };
  });

  const seen = new Map<string, number>();
  for (const row of rows) {
    const c = row.cells;
    const errors = row.errors;
    if (!ORDER_NO_PATTERN.test(c.order_no!)) errors.push('order_no_invalid');
    else if (seen.has(c.order_no!)) errors.push('order_no_duplicate');
    else seen.set(c.order_no!, row.line);
    const store = c.store!.toLowerCase();
    if (!(ORDER_STORES as readonly string[]).includes(store)) errors.push('store_invalid');
    const status = (c.status || 'paid').toLowerCase();
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) errors.push('status_invalid');
    const email = c.buyer_email!.toLowerCase();
    const phone = c.buyer_phone!;
    if (!email && !phone) errors.push('contact_missing');
    if (email && !EMAIL_PATTERN.test(email)) errors.push('email_invalid');
    if (phone && !MAINLAND_MOBILE_PATTERN.test(phone)) errors.push('phone_invalid');
    if (!/^[A-Za-z]{3}$/.test(c.currency!)) errors.push('currency_invalid');
    const total = /^\d{1,15}$/.test(c.total_amount!) ? Number(c.total_amount) : NaN;
    if (!Number.isSafeInteger(total) || total > ORDER_AMOUNT_MAX) errors.push('amount_invalid');
    let paidAt: Date | null = null;
    if (c.paid_at) {
      paidAt = new Date(c.paid_at);
      if (Number.isNaN(paidAt.getTime())) errors.push('paid_at_invalid');
    }
    const items = parseItems(c.items!);
    if (!items) errors.push('items_invalid');
    if (errors.length === 0) {
      row.order = {
        orderNo: c.order_no!,
        store: store as OrderStore,
        status: status as OrderStatus,
        buyerEmail: email || null,
        buyerPhone: phone || null,
        currency: c.currency!.toUpperCase(),
        totalAmount: total,
        items: items!,
        paidAt,
        source: 'import',
      };
    }
  }

  // Against the database: numbers already there, product codes not in the catalogue.
  const numbers = rows.filter((r) => r.order).map((r) => r.order!.orderNo);
  const existing = new Set(
    numbers.length === 0
      ? []
      : (await db.select({ no: orders.orderNo }).from(orders).where(inArray(orders.orderNo, numbers))).map(
          (r) => r.no,
        ),
  );
  const codes = [...new Set(rows.flatMap((r) => r.order?.items.map((i) => i.productCode) ?? []))];
  const known = new Set(
    codes.length === 0
      ? []
      : (
          await db
            .select({ code: productSettings.code })
            .from(productSettings)
            .where(inArray(productSettings.code, codes))
        ).map((r) => r.code),
  );
  for (const row of rows) {
    if (!row.order) continue;
    if (existing.has(row.order.orderNo)) row.errors.push('order_exists');
    if (row.order.items.some((i) => !known.has(i.productCode))) row.errors.push('product_unknown');
    if (row.errors.length > 0) delete row.order;
  }
  return { rows, errors: [] };
}

function present(parsed: { rows: ParsedRow[]; errors: string[] }): OrderImportPreview {
  return {
    rows: parsed.rows.map((r) => ({
      line: r.line,
      order_no: r.cells.order_no ?? '',
      store: r.cells.store ?? '',
      status: r.cells.status || 'paid',
      buyer: r.cells.buyer_email || r.cells.buyer_phone || '',
      total_amount: /^\d{1,15}$/.test(r.cells.total_amount ?? '') ? Number(r.cells.total_amount) : null,
      currency: (r.cells.currency ?? '').toUpperCase(),
      items: r.cells.items ?? '',
      errors: r.errors,
    })),
    valid: parsed.rows.filter((r) => r.errors.length === 0).length,
    invalid: parsed.rows.filter((r) => r.errors.length > 0).length,
    errors: parsed.errors,
  };
}

export async function previewImport(db: DbOrTx, csv: string): Promise<OrderImportPreview> {
  return present(await parseImport(db, csv));
}

/**
 * Writes every row in one transaction, or nothing: any row with a problem (found again here, as the
 * data may have changed since the preview) refuses the whole file with the preview attached.
 */
export async function commitImport(db: Db, csv: string): Promise<number> {
  const parsed = await parseImport(db, csv);
  const preview = present(parsed);
  if (preview.errors.length > 0 || preview.invalid > 0 || preview.valid === 0)
    fail('order_import_invalid', { preview });
  return db.transaction(async (tx) => {
    for (const row of parsed.rows) {
      const order = row.order!;
      const { order: inserted, inserted: isNew } = await insertOrderIfAbsent(tx, order);
      // the number arrived since the check (webhook or another import): the whole file is refused
      if (!isNew) fail('order_import_invalid', { preview });
      if (order.status === 'paid') {
        await markPaid(tx, inserted, order.paidAt);
      } else if (order.status !== 'created') {
        await tx
          .update(orders)
          .set({
            status: order.status,
            paidAt: order.paidAt,
            ...(order.status === 'refunded' ? { refundedAt: sql`now()` } : { cancelledAt: sql`now()` }),
          })
          .where(eq(orders.id, inserted.id));
      }
    }
    return parsed.rows.length;
  });
}

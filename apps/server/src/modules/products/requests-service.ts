import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productRequests } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import type { ProductRequestInput } from './policy';
import type { ProductRequestRow } from './presenter';
import { productExists } from './settings-service';

/** Spec 4: a member's request for a product is saved once; asking again re-saves it (upsert). */
export async function saveRequest(
  db: Db,
  userId: number,
  input: ProductRequestInput,
): Promise<ProductRequestRow> {
  if (!(await productExists(db, input.productCode))) fail('not_found');
  const values = { nickname: input.nickname, mobile: input.mobile, email: input.email, mode: input.mode };
  const [row] = await db
    .insert(productRequests)
    .values({ productCode: input.productCode, userId, ...values })
    .onConflictDoUpdate({
      target: [productRequests.productCode, productRequests.userId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function myRequest(
  db: Db,
  userId: number,
  productCode: string,
): Promise<ProductRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(productRequests)
    .where(and(eq(productRequests.productCode, productCode), eq(productRequests.userId, userId)));
  return row;
}

export async function requestCount(
  db: Db,
  productCode: string,
  userId: number | undefined,
): Promise<{ count: number; has_collection: boolean }> {
  const [total] = await db
    .select({ n: count() })
    .from(productRequests)
    .where(eq(productRequests.productCode, productCode));
  const mine = userId === undefined ? undefined : await myRequest(db, userId, productCode);
  return { count: Number(total?.n ?? 0), has_collection: mine !== undefined };
}

function filter(productCode: string | undefined): SQL | undefined {
  return productCode ? eq(productRequests.productCode, productCode) : undefined;
}

export async function listRequests(
  db: Db,
  query: { product_code?: string; page_number: number; page_size: number; ordering: 'id' | '-id' },
) {
  const where = filter(query.product_code);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productRequests)
      .where(where)
      .orderBy(query.ordering === 'id' ? asc(productRequests.id) : desc(productRequests.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(productRequests).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Every request (of one product, when given), oldest first, for the CSV export. */
export async function allRequests(db: Db, productCode: string | undefined): Promise<ProductRequestRow[]> {
  return db.select().from(productRequests).where(filter(productCode)).orderBy(asc(productRequests.id));
}

import { randomInt } from 'node:crypto';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { SHORT_LINK_ID_GENERATED_LENGTH } from '@miao/contracts/limits';
import type { ShortLinkCreate } from '@miao/contracts/links';
import type { Db } from '../../db/client';
import { shortLinks } from '../../db/schema/links';
import { fail } from '../../platform/errors';

export type ShortLinkRow = typeof shortLinks.$inferSelect;

/** Letters and digits without look-alikes (0/O, 1/l/I), easy to read out and type. */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomId(): string {
  let id = '';
  for (let i = 0; i < SHORT_LINK_ID_GENERATED_LENGTH; i += 1)
    id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Staff create a link; with no id a random one is made (taken ids are retried). */
export async function createShortLink(
  db: Db,
  input: ShortLinkCreate,
  staffId: number,
): Promise<ShortLinkRow> {
  const chosen = input.id || undefined;
  for (let attempt = 0; attempt < (chosen ? 1 : 5); attempt += 1) {
    const [row] = await db
      .insert(shortLinks)
      .values({ id: chosen ?? randomId(), target: input.target, createdBy: staffId })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  fail('short_link_taken');
}

/** The link's target, counting the visit in the same statement (atomic across processes). */
export async function followShortLink(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(eq(shortLinks.id, id))
    .returning({ target: shortLinks.target });
  return row?.target;
}

export async function listShortLinks(
  db: Db,
  query: { page_number: number; page_size: number; ordering: 'id' | '-id' },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shortLinks)
      .orderBy(
        query.ordering === 'id' ? asc(shortLinks.createdAt) : desc(shortLinks.createdAt),
        asc(shortLinks.id),
      )
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(shortLinks),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function deleteShortLink(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(shortLinks).where(eq(shortLinks.id, id)).returning({ id: shortLinks.id });
  if (!row) fail('not_found');
}

/**
 * Where `/sl/{id}` sends the visitor. A site path keeps the language prefix the link was opened
 * under (`/cn/sl/x/` → `/cn/am-master/`) unless the target names its own.
 */
export function redirectTarget(target: string, language: 'cn' | 'en' | undefined): string {
  if (!language || !target.startsWith('/') || /^\/(cn|en)(\/|$)/.test(target)) return target;
  return `/${language}${target}`;
}

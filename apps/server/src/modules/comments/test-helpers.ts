import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userGroups } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';
import { ledgerState } from '../coin/test-helpers';

/** Everything a refused request must leave as it was: the conversation tables, the counters and the ledger. */
export async function conversationState(db: DbOrTx) {
  const [counts] = rowsOf<Record<string, string>>(
    await db.execute(sql`select
      (select count(*) from comments)::text as comments,
      (select count(*) from comment_likes)::text as likes,
      (select count(*) from rewards)::text as rewards,
      (select count(*) from notifications)::text as notifications,
      (select coalesce(string_agg(id || ':' || comment_count, ',' order by id), '') from tasks) as comment_counts,
      (select coalesce(string_agg(id || ':' || md5(content) || ':' || reply_count || ':' || like_count || ':' || coalesce(deleted_at::text, '-'), ',' order by id), '') from comments) as comment_rows,
      (select coalesce(string_agg(id || ':' || number || ':' || status, ',' order by id), '') from rewards) as reward_rows`),
  );
  return { ...counts!, ledger: await ledgerState(db) };
}

/** Takes the user out of every group: signed in, but holding no permission at all. */
export async function withoutPermissions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userGroups).where(eq(userGroups.userId, userId));
}

/** An address on our media host (images from anywhere else are dropped by the sanitiser). */
export const OWN_IMAGE = 'http://localhost:3000/uploads/task/2025/comment.png';

/** A paragraph whose HTML is exactly `length` characters. */
export function htmlOfLength(length: number, letter = 'a'): string {
  return `<p>${letter.repeat(length - 7)}</p>`;
}

// Tasks as staff see them (decision 025): every live task, any visibility, by title or id.
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { StaffTaskSummary } from '@miao/contracts/staff';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';

export async function staffTasks(
  db: DbOrTx,
  query: { q: string; status?: 'processing' | 'closed'; page_number: number; page_size: number },
) {
  const where: (SQL | undefined)[] = [isNull(tasks.deletedAt)];
  if (query.status) where.push(eq(tasks.status, query.status));
  if (query.q) {
    const like = ilike(tasks.title, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const id = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace('#', '')) : undefined;
    where.push(id === undefined ? like : or(like, eq(tasks.id, id)));
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        language: tasks.language,
        public_permission: tasks.publicPermission,
        user_id: users.id,
        nickname: users.nickname,
        comment_count: tasks.commentCount,
        createdAt: tasks.createdAt,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.userId))
      .where(condition)
      .orderBy(desc(tasks.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(tasks).where(condition),
  ]);
  const results: StaffTaskSummary[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    language: r.language,
    public_permission: r.public_permission,
    user: { id: r.user_id, nickname: r.nickname },
    comment_count: r.comment_count,
    create_time: r.createdAt.toISOString(),
  }));
  return {
    results,
    count: Number(total?.n ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

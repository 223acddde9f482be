// Two servers on one PostgreSQL database take a crowd of comments and replies on the same tasks at
// once: each server writes what it receives in batches (one statement per turn), and the batches
// of the two lock the same task rows (in id order; a batch refused anyway is sent again one comment
// at a time). No comment is lost or doubled, no counter drifts, and every author is answered 201.
// PostgreSQL only (`npm run test:pg`); PGlite is one process by nature.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { authHeader } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { serversOnOneDatabase, type Servers } from '../../test/servers';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('comments through two processes, one database', () => {
  let servers: Servers;
  beforeAll(async () => {
    servers = await serversOnOneDatabase(serverUrl!, 2);
  });
  afterAll(() => servers?.close());

  it('counts every comment and reply once and answers each, the two servers’ batches locking the same tasks', async () => {
    const { apps, databases, config } = servers;
    const db = databases[0]!.db;
    const tasks = await Promise.all([buildTask(db), buildTask(db), buildTask(db)]);
    const people = await Promise.all(Array.from({ length: 8 }, () => buildUser(db)));
    const tops = await Promise.all(tasks.map((task) => buildComment(db, { task, user: people[0]! })));
    // tops are written outside the route: count them as the route would have
    await db.execute(
      sql`update tasks set comment_count = 1 where id in ${sql`(${sql.join(
        tasks.map((task) => sql`${task.id}`),
        sql`, `,
      )})`}`,
    );

    const sent = Array.from({ length: 120 }, (_, i) => {
      const at = i % tasks.length;
      return {
        app: apps[i % 2]!,
        author: people[i % people.length]!,
        // tasks visited in opposite orders by the two servers, replies on each task's one thread
        taskId: tasks[i % 2 === 0 ? at : tasks.length - 1 - at]!.id,
        reply: i % 3 === 0,
        i,
      };
    });
    const answers = await Promise.all(
      sent.map(async ({ app, author, taskId, reply, i }) =>
        app.inject({
          method: 'POST',
          url: '/api/comments',
          headers: await authHeader(config, author.id),
          payload: {
            content: `<p>crowd ${i}</p>`,
            content_type: 'coin_task',
            object_id: taskId,
            mention_user_ids: [],
            superior_id: reply ? tops.find((top) => top.taskId === taskId)!.id : 0,
          },
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const ids = answers.map((res) => res.json().id as number);
    expect(new Set(ids).size).toBe(sent.length);

    const counts = rowsOf<{
      id: number;
      comment_count: number;
      live: number;
      reply_count: number;
      replies: number;
    }>(
      await db.execute(sql`select t.id, t.comment_count,
          (select count(*)::int from comments c where c.task_id = t.id and c.deleted_at is null) as live,
          top.reply_count,
          (select count(*)::int from comments c where c.top_id = top.id) as replies
        from tasks t join comments top on top.task_id = t.id and top.top_id = 0 and top.superior_id = 0
          and top.content not like '%crowd%'
        where t.id in ${sql`(${sql.join(
          tasks.map((task) => sql`${task.id}`),
          sql`, `,
        )})`}`),
    );
    expect(counts).toHaveLength(tasks.length);
    for (const row of counts) {
      const mine = sent.filter((s) => s.taskId === row.id);
      expect(row.live).toBe(1 + mine.length);
      expect(row.comment_count).toBe(row.live);
      expect(row.reply_count).toBe(mine.filter((s) => s.reply).length);
      expect(row.replies).toBe(row.reply_count);
    }
    // each comment notified its task's sponsor or its thread's author once
    const [notes] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from notifications where comment_id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      ),
    );
    const expected = sent.filter((s) =>
      s.reply ? s.author.id !== people[0]!.id : s.author.id !== tasks.find((t) => t.id === s.taskId)!.userId,
    ).length;
    expect(notes!.n).toBe(expected);
  });
});

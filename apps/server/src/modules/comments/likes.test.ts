import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments } from '../../db/schema/comments';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';
import { notifications } from '../../db/schema/notifications';

describe('likes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const like = (userId: number | undefined, commentId: number) =>
    api.post('/api/comments/like', userId, { comment_id: commentId });
  const unlike = (userId: number | undefined, commentId: number) =>
    api.post('/api/comments/unlike', userId, { comment_id: commentId });
  const stored = async (commentId: number) => {
    const [row] = await t.db
      .select({ n: comments.likeCount })
      .from(comments)
      .where(eq(comments.id, commentId));
    const rows = await t.db.select().from(commentLikes).where(eq(commentLikes.commentId, commentId));
    return { likeCount: row!.n, rows: rows.length };
  };
  const likeNotes = (commentId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.commentId, commentId), eq(notifications.action, 'like')));

  it('toggles with the count from the server; repeats change nothing', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    const bob = await buildUser(t.db);
    expect((await like(bob.id, comment.id)).json()).toEqual({ count: 1, is_like: true });
    expect((await like(bob.id, comment.id)).json()).toEqual({ count: 1, is_like: true });
    expect((await like(task.userId, comment.id)).json()).toEqual({ count: 2, is_like: true });
    expect((await unlike(bob.id, comment.id)).json()).toEqual({ count: 1, is_like: false });
    expect((await unlike(bob.id, comment.id)).json()).toEqual({ count: 1, is_like: false });
    expect(await stored(comment.id)).toEqual({ likeCount: 1, rows: 1 });
    const page = (await api.get(`/api/comments?object_id=${task.id}`, task.userId)).json();
    expect(page.results[0]).toMatchObject({ id: comment.id, like_count: 1, is_like: true });
    expect((await api.get(`/api/comments?object_id=${task.id}`, bob.id)).json().results[0].is_like).toBe(
      false,
    );
    expect((await api.get(`/api/comments?object_id=${task.id}`)).json().results[0].is_like).toBe(false);
  });

  it('needs sign-in (the web sends signed-out users to sign in)', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    for (const res of [await like(undefined, comment.id), await unlike(undefined, comment.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
    }
    expect(await stored(comment.id)).toEqual({ likeCount: 0, rows: 0 });
  });

  it('counts 30 concurrent likes by one member once, and concurrent likes by many each', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    const bob = await buildUser(t.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => like(bob.id, comment.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.every((r) => r.json().is_like && r.json().count === 1)).toBe(true);
    expect(await stored(comment.id)).toEqual({ likeCount: 1, rows: 1 });
    expect(await likeNotes(comment.id)).toHaveLength(1);

    const fans = await Promise.all(Array.from({ length: 8 }, () => buildUser(t.db)));
    await Promise.all(fans.map((fan) => like(fan.id, comment.id)));
    expect(await stored(comment.id)).toEqual({ likeCount: 9, rows: 9 });
    await Promise.all([
      ...fans.map((fan) => unlike(fan.id, comment.id)),
      ...fans.map((fan) => unlike(fan.id, comment.id)),
    ]);
    expect(await stored(comment.id)).toEqual({ likeCount: 1, rows: 1 });
  });

  it('takes likes, replies and rewards on one comment at once without deadlock or lost counts', async () => {
    const task = await buildTask(t.db, { max_reward_number: 50 });
    const comment = await buildComment(t.db, { task });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => buildUser(t.db)));
    const reply = (userId: number) =>
      api.post('/api/comments', userId, {
        content: '<p>re</p>',
        content_type: 'coin_task',
        object_id: task.id,
        superior_id: comment.id,
      });
    const answers = await Promise.all([
      ...crowd.map((u) => like(u.id, comment.id)),
      ...crowd.map((u) => reply(u.id)),
      api.post('/api/rewards', task.userId, { task_id: task.id, comment_id: comment.id, number: 5 }),
      ...crowd.slice(0, 5).map((u) => unlike(u.id, comment.id)),
    ]);
    expect(answers.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, comment.id));
    const likes = await t.db.select().from(commentLikes).where(eq(commentLikes.commentId, comment.id));
    expect(row!.likeCount).toBe(likes.length);
    expect(row!.replyCount).toBe(10);
    expect((await api.get(`/api/tasks/${task.id}`)).json().comment_count).toBe(11);
  });

  it('notifies the author of a new like, never of one’s own; an unread like notice goes with the unlike', async () => {
    const task = await buildTask(t.db);
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    const comment = await buildComment(t.db, { task, user: alice });
    await like(alice.id, comment.id);
    expect(await likeNotes(comment.id)).toHaveLength(0);
    await like(bob.id, comment.id);
    const [note] = await likeNotes(comment.id);
    expect(note).toMatchObject({ userId: alice.id, actorId: bob.id, taskId: task.id, isRead: false });
    await unlike(bob.id, comment.id);
    expect(await likeNotes(comment.id)).toHaveLength(0);
    // once read, the notice stays as history
    await like(bob.id, comment.id);
    await api.post('/api/notifications/read', alice.id, {
      notification_ids: (await likeNotes(comment.id)).map((n) => n.id),
    });
    await unlike(bob.id, comment.id);
    expect(await likeNotes(comment.id)).toHaveLength(1);
  });

  it('refuses deleted comments and tasks the member cannot see', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task, user: { id: task.userId } });
    const bob = await buildUser(t.db);
    await api.del(`/api/comments/${comment.id}`, task.userId);
    expect((await like(bob.id, comment.id)).json()).toMatchObject({ code: 'comment_deleted' });
    expect((await like(bob.id, 1_999_999)).statusCode).toBe(404);
    const hidden = await buildTask(t.db, { public_permission: 'non_public' });
    const secret = await buildComment(t.db, { task: hidden, user: { id: hidden.userId } });
    const res = await like(bob.id, secret.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('task_inaccessible');
    expect((await like(bob.id, 0)).statusCode).toBe(422);
  });

  it('checks which of a page of comments the member likes', async () => {
    const task = await buildTask(t.db);
    const [a, b, c] = [
      await buildComment(t.db, { task }),
      await buildComment(t.db, { task }),
      await buildComment(t.db, { task }),
    ];
    const bob = await buildUser(t.db);
    await like(bob.id, c!.id);
    await like(bob.id, a!.id);
    const check = (userId: number | undefined, ids: number[]) =>
      api.post('/api/comments/like-check', userId, { comment_ids: ids });
    expect((await check(bob.id, [a!.id, b!.id, c!.id, 1_999_999])).json()).toEqual([a!.id, c!.id]);
    expect((await check(bob.id, [b!.id])).json()).toEqual([]);
    expect((await check(task.userId, [a!.id, b!.id, c!.id])).json()).toEqual([]);
    // signed out: nothing liked (a 401 here would make the web reload the page)
    const anonymous = await check(undefined, [a!.id]);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual([]);
    expect(
      (
        await check(
          bob.id,
          Array.from({ length: 1001 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(422);
  });
});

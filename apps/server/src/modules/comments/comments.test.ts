import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/platform';
import { tasks } from '../../db/schema/tasks';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';
import { conversationState, htmlOfLength, withoutPermissions } from './test-helpers';
import { notifications } from '../../db/schema/notifications';

type Comment = {
  id: number;
  content: string;
  user_info: { id: number; nickname: string; avatar: string };
  superior_id: number;
  superior_user_info: { id: number } | null;
  top_id: number;
  reply_count: number;
  like_count: number;
  is_like: boolean;
  is_deleted: boolean;
  mention_user_ids: number[];
  reward_info: unknown;
};

describe('comments and replies', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const send = (userId: number | undefined, body: Record<string, unknown>) =>
    api.post('/api/comments', userId, {
      content_type: 'coin_task',
      mention_user_ids: [],
      superior_id: 0,
      ...body,
    });
  const commentCount = async (taskId: number) =>
    (await t.db.select({ n: tasks.commentCount }).from(tasks).where(eq(tasks.id, taskId)))[0]!.n;
  const list = async (query: string, userId?: number) => {
    const res = await api.get(`/api/comments?content_type=coin_task&${query}`, userId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Comment[]; count: number; page_number: number; page_size: number };
  };
  const notesOf = (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

  /** Expects the refusal and that nothing was written. */
  const refused = async (
    call: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
    status: number,
    body: Record<string, unknown>,
  ) => {
    const before = await conversationState(t.db);
    const res = await call();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(await conversationState(t.db)).toEqual(before);
  };

  it('lists pages in either order with counts; page_size defaults to 100, at most 1000', async () => {
    const task = await buildTask(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await buildComment(t.db, { task, user: { id: task.userId } })).id);
    const page1 = await list(`object_id=${task.id}&superior_id=0&page_size=2`);
    expect(page1).toMatchObject({ count: 5, page_number: 1, page_size: 2 });
    expect(page1.results.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    const page3 = await list(`object_id=${task.id}&superior_id=0&page_size=2&page_number=3&ordering=id`);
    expect(page3.results.map((c) => c.id)).toEqual([ids[4]]);
    const beyond = await list(`object_id=${task.id}&page_size=2&page_number=9`);
    expect(beyond).toMatchObject({ results: [], count: 5 });
    expect((await list(`object_id=${task.id}`)).page_size).toBe(100);
    expect((await api.get(`/api/comments?object_id=${task.id}&page_size=1001`)).statusCode).toBe(422);
    expect((await api.get(`/api/comments?object_id=${task.id}&content_type=other`)).statusCode).toBe(422);
    expect((await api.get(`/api/comments?object_id=${task.id}&ordering=name`)).statusCode).toBe(422);
    const hidden = await buildTask(t.db, { public_permission: 'non_public' });
    expect((await api.get(`/api/comments?object_id=${hidden.id}`)).json().code).toBe('task_inaccessible');
  });

  it('answers the page of a comment for the #task-comment-{id} hash', async () => {
    const task = await buildTask(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await buildComment(t.db, { task, user: { id: task.userId } })).id);
    const reply = await buildComment(t.db, { task, superiorId: ids[0] });
    const position = async (id: number, query: string) => {
      const res = await api.get(`/api/comments/${id}/position?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // newest first: ids[4] ids[3] | ids[2] ids[1] | ids[0]
    expect(await position(ids[4]!, 'page_size=2')).toEqual({
      id: ids[4],
      object_id: task.id,
      top_id: ids[4],
      page_number: 1,
      page_size: 2,
    });
    expect((await position(ids[1]!, 'page_size=2')).page_number).toBe(2);
    expect(await position(reply.id, 'page_size=2')).toMatchObject({ top_id: ids[0], page_number: 3 });
    expect((await position(ids[0]!, 'page_size=2&ordering=id')).page_number).toBe(1);
    expect((await position(ids[4]!, '')).page_size).toBe(100);
    await api.del(`/api/comments/${ids[3]}`, task.userId);
    expect((await position(ids[2]!, 'page_size=2')).page_number).toBe(1);
    expect((await api.get(`/api/comments/${ids[3]}/position`)).json().code).toBe('comment_deleted');
  });

  it('deletes: own with comment.delete, others only with comment.delete_others; replies keep their context', async () => {
    const task = await buildTask(t.db);
    const alice = await buildUser(t.db, { nickname: 'Alice' });
    const bob = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const top = await buildComment(t.db, { task, user: alice });
    const reply = await buildComment(t.db, { task, user: bob, superiorId: top.id });
    const lonely = await buildComment(t.db, { task, user: alice });
    expect(await commentCount(task.id)).toBe(3);

    await refused(() => api.del(`/api/comments/${top.id}`, bob.id), 403, {
      code: 'comment_delete_forbidden',
      message: 'Not allowed to delete',
    });
    // the sponsor is no moderator either
    await refused(() => api.del(`/api/comments/${top.id}`, task.userId), 403, {
      code: 'comment_delete_forbidden',
    });
    await refused(() => api.del(`/api/comments/${top.id}`), 401, { code: 'sign_in_required' });
    const noDelete = await buildUser(t.db);
    const own = await buildComment(t.db, { task, user: noDelete });
    await withoutPermissions(t.db, noDelete.id);
    await refused(() => api.del(`/api/comments/${own.id}`, noDelete.id), 403, {
      code: 'comment_delete_forbidden',
    });

    expect((await api.del(`/api/comments/${top.id}`, alice.id)).statusCode).toBe(204);
    expect(await commentCount(task.id)).toBe(3);
    expect((await api.del(`/api/comments/${lonely.id}`, staff.id)).statusCode).toBe(204);
    expect(await commentCount(task.id)).toBe(2);
    await refused(() => api.del(`/api/comments/${top.id}`, alice.id), 404, {
      code: 'comment_deleted',
      message: 'Comment or reply has been deleted',
    });

    // the deleted top-level comment stays listed, empty, while it has replies; the lonely one is gone
    const tops = await list(`object_id=${task.id}&superior_id=0`, alice.id);
    const placeholder = tops.results.find((c) => c.id === top.id)!;
    expect(placeholder).toMatchObject({
      content: '',
      is_deleted: true,
      user_info: { id: alice.id },
      reply_count: 1,
    });
    expect(tops.results.some((c) => c.id === lonely.id)).toBe(false);
    const thread = await list(`object_id=${task.id}&top_id=${top.id}`);
    expect(thread.results[0]).toMatchObject({
      id: reply.id,
      superior_user_info: { id: alice.id, nickname: 'Alice' },
    });
    expect((await api.get(`/api/comments/${top.id}`)).json()).toMatchObject({ code: 'comment_deleted' });
    expect((await api.get(`/api/comments/${reply.id}`)).statusCode).toBe(200);
    // replying to the deleted comment is refused
    await refused(() => send(bob.id, { object_id: task.id, content: '<p>x</p>', superior_id: top.id }), 404, {
      code: 'comment_deleted',
    });

    // the last reply goes: the placeholder goes with it
    expect((await api.del(`/api/comments/${reply.id}`, bob.id)).statusCode).toBe(204);
    expect((await list(`object_id=${task.id}&superior_id=0`)).results.map((c) => c.id)).toEqual([own.id]);
    expect(await commentCount(task.id)).toBe(1);
    expect((await api.get(`/api/tasks/${task.id}`)).json().comment_count).toBe(1);
  });

  it('edits one’s own comment under the same rules', async () => {
    const task = await buildTask(t.db);
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    const mine = await buildComment(t.db, { task, user: alice });
    const res = await api.patch(`/api/comments/${mine.id}`, alice.id, {
      content: '<p>edited<script>x</script></p>',
      mention_user_ids: [bob.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, content: '<p>edited</p>', mention_user_ids: [bob.id] });
    expect((await notesOf(bob.id))[0]).toMatchObject({
      action: 'mention',
      actorId: alice.id,
      commentId: mine.id,
    });
    // the same mention again notifies nobody
    const notesBefore = (await notesOf(bob.id)).length;
    await api.patch(`/api/comments/${mine.id}`, alice.id, {
      content: '<p>again</p>',
      mention_user_ids: [bob.id],
    });
    expect(await notesOf(bob.id)).toHaveLength(notesBefore);

    await refused(() => api.patch(`/api/comments/${mine.id}`, bob.id, { content: '<p>x</p>' }), 403, {
      code: 'no_operation_permission',
    });
    await refused(() => api.patch(`/api/comments/${mine.id}`, alice.id, { content: '<p> </p>' }), 422, {
      fields: ['content'],
    });
    await refused(
      () => api.patch(`/api/comments/${mine.id}`, alice.id, { content: htmlOfLength(2001) }),
      422,
      {
        code: 'comment_too_long',
      },
    );
    await api.post(`/api/tasks/${task.id}/close`, task.userId, {});
    await refused(() => api.patch(`/api/comments/${mine.id}`, alice.id, { content: '<p>x</p>' }), 403, {
      code: 'replies_disabled',
    });
    await api.post(`/api/tasks/${task.id}/reopen`, task.userId, {});
    await api.del(`/api/comments/${mine.id}`, alice.id);
    await refused(() => api.patch(`/api/comments/${mine.id}`, alice.id, { content: '<p>x</p>' }), 404, {
      code: 'comment_deleted',
    });
  });

  it('mails the task’s subscribers after a comment is written', async () => {
    const task = await buildTask(t.db, { title: 'Mail me' });
    await api.post('/api/tasks/subscribe', undefined, { email: 'watcher@example.com', task_id: task.id });
    const res = await send(task.userId, { object_id: task.id, content: '<p>Fresh <b>news</b></p>' });
    expect(res.statusCode).toBe(201);
    // a job written with the comment, mailing each subscriber through a job of its own
    await t.runJobs();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'watcher@example.com'));
    expect(mails.map((m) => m.subject)).toContain('New comment: Mail me');
    expect(mails.find((m) => m.subject.startsWith('New'))!.text).toContain('"Fresh news"');
  });

  it('publishes every conversation path in the OpenAPI document; refuses ids out of range as input', async () => {
    const doc = (await api.get('/api/openapi.json')).json();
    for (const path of [
      '/api/comments',
      '/api/comments/{id}',
      '/api/comments/{id}/position',
      '/api/comments/like',
      '/api/comments/unlike',
      '/api/comments/like-check',
      '/api/rewards',
      '/api/rewards/{id}',
      '/api/tasks/{id}/reward-batch',
      '/api/notifications',
      '/api/notifications/read',
      '/api/notifications/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const member = await buildUser(t.db);
    for (const [method, url, body] of [
      ['GET', '/api/comments/99999999999', undefined],
      ['GET', '/api/comments?object_id=99999999999', undefined],
      ['GET', '/api/comments?object_id=1&top_id=-1', undefined],
      ['POST', '/api/comments', { content: '<p>x</p>', object_id: 99999999999 }],
      ['POST', '/api/comments/like', { comment_id: '99999999999' }],
      ['PATCH', '/api/rewards/99999999999', { number: 1 }],
      ['DELETE', '/api/notifications/abc', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: await authHeader(t.config, member.id),
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

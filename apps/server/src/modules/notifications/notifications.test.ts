import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';

type Note = {
  id: number;
  is_read: boolean;
  action: string;
  original_type: string;
  location_id: number | null;
  user_info: { id: number; nickname: string };
  target_comment_info: { id: number; content: string } | null;
  original_comment_info: { id: number; content: string } | null;
  target_deleted: boolean;
};

describe('notifications', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const inbox = async (userId: number, query = '') => {
    const res = await api.get(`/api/notifications?${query}`, userId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Note[]; count: number; page_number: number; page_size: number };
  };
  const unread = async (userId: number) => (await inbox(userId, 'is_read=false&page_size=1')).count;

  it('writes one for each action, to the right person, with the spec 3 shape', async () => {
    const alice = await buildUser(t.db, { nickname: 'Alice' });
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const carol = await buildUser(t.db, { nickname: 'Carol' });
    const task = await buildTask(t.db, { user: alice, title: 'Keycap contest' });

    // bob comments on alice's task: alice (comment)
    const bobs = await buildComment(t.db, {
      task,
      user: bob,
      content: '<p>My <b>entry</b> with an image</p>',
    });
    // alice replies mentioning bob and carol: bob (reply, mention), carol (mention)
    const reply = await buildComment(t.db, {
      task,
      user: alice,
      superiorId: bobs.id,
      mentionUserIds: [bob.id, carol.id],
      content: '<p>@Bob lovely, and this reply is much longer than forty characters in all</p>',
    });
    // bob likes the reply: alice (like)
    await api.post('/api/comments/like', bob.id, { comment_id: reply.id });
    // alice rewards bob's comment: bob (reward)
    const reward = await buildReward(t.db, { task, comment: bobs, number: 3 });

    const bobInbox = await inbox(bob.id);
    expect(bobInbox.results.map((n) => n.action)).toEqual(['reward', 'mention', 'reply']);
    expect(bobInbox).toMatchObject({ count: 3, page_number: 1, page_size: 20 });
    const [rewardNote, mention, replyNote] = bobInbox.results;
    expect(replyNote).toEqual({
      id: expect.any(Number),
      is_read: false,
      action: 'reply',
      original_type: 'comment',
      location_id: reply.id,
      task_id: task.id,
      publish_at: expect.stringMatching(/Z$/),
      user_info: { id: alice.id, nickname: 'Alice', avatar: '' },
      target_task_info: {
        id: task.id,
        title: 'Keycap contest',
        user_info: { id: alice.id, nickname: 'Alice', avatar: '' },
      },
      target_comment_info: { id: reply.id, content: '@Bob lovely, and this reply is much long…' },
      original_comment_info: { id: bobs.id, content: 'My entry with an image' },
      reward_info: null,
      target_deleted: false,
    });
    expect([...replyNote!.target_comment_info!.content]).toHaveLength(41);
    expect(mention).toMatchObject({ action: 'mention', location_id: reply.id, original_comment_info: null });
    expect(rewardNote).toMatchObject({
      action: 'reward',
      original_type: 'reward',
      location_id: bobs.id,
      reward_info: { id: reward.id, number: 3, status: 'processing' },
      target_comment_info: { id: bobs.id, content: 'My entry with an image' },
    });

    const aliceInbox = await inbox(alice.id);
    expect(aliceInbox.results.map((n) => [n.action, n.user_info.id, n.location_id])).toEqual([
      ['like', bob.id, reply.id],
      ['comment', bob.id, bobs.id],
    ]);
    expect((await inbox(carol.id)).results.map((n) => n.action)).toEqual(['mention']);
  });

  it('never tells anyone of their own action', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    const own = await buildComment(t.db, { task, user: alice, mentionUserIds: [alice.id] });
    await buildComment(t.db, { task, user: alice, superiorId: own.id });
    await api.post('/api/comments/like', alice.id, { comment_id: own.id });
    const staff = await buildUser(t.db, { staff: true });
    const staffComment = await buildComment(t.db, { task, user: staff });
    await api.post('/api/comments/like', staff.id, { comment_id: staffComment.id });
    expect((await inbox(alice.id)).count).toBe(1);
    expect((await inbox(alice.id)).results[0]).toMatchObject({
      action: 'comment',
      user_info: { id: staff.id },
    });
    expect((await inbox(staff.id)).count).toBe(0);
  });

  it('counts unread with one indexed query; marks read only one’s own', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    const bob = await buildUser(t.db);
    for (let i = 0; i < 3; i += 1) await buildComment(t.db, { task, user: bob });
    expect(await unread(alice.id)).toBe(3);
    const page = await inbox(alice.id, 'is_read=false&page_size=1');
    expect(page.results).toHaveLength(1);

    const ids = (await inbox(alice.id)).results.map((n) => n.id);
    // bob cannot mark alice's read: nothing changes
    const foreign = await api.post('/api/notifications/read', bob.id, { notification_ids: ids });
    expect(foreign.json()).toEqual({ count: 0 });
    expect(await unread(alice.id)).toBe(3);
    const mine = await api.post('/api/notifications/read', alice.id, {
      notification_ids: [ids[0], ids[1], 1_999_999],
    });
    expect(mine.json()).toEqual({ count: 2 });
    expect(await unread(alice.id)).toBe(1);
    expect((await inbox(alice.id, 'is_read=true')).results.map((n) => n.id)).toEqual([ids[0], ids[1]]);
    expect((await inbox(alice.id, 'is_read=false')).results.map((n) => n.id)).toEqual([ids[2]]);
    expect((await api.post('/api/notifications/read', alice.id, { notification_ids: [] })).statusCode).toBe(
      422,
    );

    // one read back to unread, by id
    const patched = await api.patch(`/api/notifications/${ids[0]}`, alice.id, { is_read: false });
    expect(patched.json()).toMatchObject({ id: ids[0], is_read: false });
    expect(await unread(alice.id)).toBe(2);
    expect((await api.patch(`/api/notifications/${ids[0]}`, bob.id, { is_read: true })).statusCode).toBe(404);

    // the (user_id, is_read, id) index serves the count
    const [index] = rowsOf<{ indexdef: string }>(
      await t.db.execute(
        sql`select indexdef from pg_indexes where indexname = 'notifications_user_read_idx'`,
      ),
    );
    expect(index!.indexdef).toContain('(user_id, is_read, id)');
  });

  it('pages newest first with a count past the last page', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    for (let i = 0; i < 5; i += 1) await buildComment(t.db, { task });
    const first = await inbox(alice.id, 'page_size=2');
    const third = await inbox(alice.id, 'page_size=2&page_number=3');
    expect(first.count).toBe(5);
    expect(third.results).toHaveLength(1);
    expect(third.results[0]!.id).toBeLessThan(first.results[1]!.id);
    expect(await inbox(alice.id, 'page_size=2&page_number=9')).toMatchObject({ results: [], count: 5 });
    expect((await api.get('/api/notifications?page_size=1001', alice.id)).statusCode).toBe(422);
    expect((await api.get('/api/notifications?is_read=maybe', alice.id)).statusCode).toBe(422);
  });

  it('flags a notification whose comment or task is gone', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    const bob = await buildUser(t.db);
    const gone = await buildComment(t.db, { task, user: bob, content: '<p>soon gone</p>' });
    const kept = await buildComment(t.db, { task, user: bob });
    await api.del(`/api/comments/${gone.id}`, bob.id);
    const notes = (await inbox(alice.id)).results;
    expect(notes.find((n) => n.location_id === gone.id)).toMatchObject({
      target_deleted: true,
      target_comment_info: { id: gone.id, content: '' },
    });
    expect(notes.find((n) => n.location_id === kept.id)!.target_deleted).toBe(false);
    // opening it answers the spec 8 message
    expect((await api.get(`/api/comments/${gone.id}`, alice.id)).json()).toEqual({
      code: 'comment_deleted',
      message: 'Comment or reply has been deleted',
    });

    const other = await buildTask(t.db);
    await buildComment(t.db, { task: other, user: bob });
    await api.del(`/api/tasks/${other.id}`, other.userId);
    expect((await inbox(other.userId)).results[0]!.target_deleted).toBe(true);
  });

  it('answers from memory, yet shows every change once it is announced', async () => {
    // (another process's commit is announced within a moment; `heard` waits for that moment)
    const heard = () => t.app.deps.changes.sync();
    const alice = await buildUser(t.db, { nickname: 'Alice' });
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const task = await buildTask(t.db, { user: alice });
    const first = await buildComment(t.db, { task, user: bob, content: '<p>first</p>' });
    await heard();
    expect(await unread(alice.id)).toBe(1);
    expect(await unread(alice.id)).toBe(1); // cached

    // a new notification, written outside this process's requests
    const second = await buildComment(t.db, { task, user: bob, content: '<p>second</p>' });
    await heard();
    expect(await unread(alice.id)).toBe(2);
    // bob's inbox is apart from alice's
    expect(await unread(bob.id)).toBe(0);

    // the actor's new name, the comment's new text
    await t.db.execute(sql`update users set nickname = 'Robert' where id = ${bob.id}`);
    await t.db.execute(sql`update comments set content = '<p>second, edited</p>' where id = ${second.id}`);
    await heard();
    const [latest] = (await inbox(alice.id)).results;
    expect(latest).toMatchObject({
      user_info: { nickname: 'Robert' },
      target_comment_info: { content: 'second, edited' },
    });

    // marked read through the API: the answer after it counts it, no wait
    await api.post('/api/notifications/read', alice.id, { notification_ids: [latest!.id] });
    expect(await unread(alice.id)).toBe(1);
    expect((await api.del(`/api/comments/${first.id}`, bob.id)).statusCode).toBe(204);
    expect((await inbox(alice.id)).results.find((n) => n.location_id === first.id)!.target_deleted).toBe(
      true,
    );
  });

  it('deletes one’s own only; needs sign-in', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    await buildComment(t.db, { task });
    const [note] = (await inbox(alice.id)).results;
    const bob = await buildUser(t.db);
    expect((await api.del(`/api/notifications/${note!.id}`, bob.id)).statusCode).toBe(404);
    expect((await api.get('/api/notifications')).statusCode).toBe(401);
    expect(
      (await api.post('/api/notifications/read', undefined, { notification_ids: [note!.id] })).statusCode,
    ).toBe(401);
    expect((await api.del(`/api/notifications/${note!.id}`)).statusCode).toBe(401);
    expect((await api.del(`/api/notifications/${note!.id}`, alice.id)).statusCode).toBe(204);
    expect((await inbox(alice.id)).count).toBe(0);
    expect((await api.del(`/api/notifications/${note!.id}`, alice.id)).statusCode).toBe(404);
  });

  it('leaves no notification behind a refused action', async () => {
    const alice = await buildUser(t.db);
    const task = await buildTask(t.db, { user: alice });
    const bob = await buildUser(t.db);
    await api.post(`/api/tasks/${task.id}/close`, alice.id, {});
    const res = await api.post('/api/comments', bob.id, {
      content: '<p>x</p>',
      content_type: 'coin_task',
      object_id: task.id,
    });
    expect(res.statusCode).toBe(403);
    const tooLong = await api.post('/api/comments', bob.id, {
      content: `<p>${'a'.repeat(2000)}</p>`,
      content_type: 'coin_task',
      object_id: task.id,
    });
    expect(tooLong.json().code).toBe('comment_too_long');
    expect(await unread(alice.id)).toBe(0);
  });
});

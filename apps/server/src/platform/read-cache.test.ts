import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { changeCounts, changeLog } from '../db/schema/platform';
import { tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { client } from '../modules/tasks/test-helpers';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../test/factories';
import { changeStamps, compactChangeLog, ReadCache, taskScope, usersScope } from './read-cache';

describe('ReadCache', () => {
  it('drops the least recently used entries once over its size', () => {
    const cache = new ReadCache(30);
    cache.set('a', '0123456789'); // 11
    cache.set('b', '0123456789'); // 22
    expect(cache.get('a')).toBe('0123456789'); // a is now the most recent
    cache.set('c', '0123456789'); // 33 > 30: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('c', 'x'); // replacing frees the old value's room
    cache.set('d', '0123456789');
    expect(cache.size).toBe(3);
  });

  it('never stores an entry larger than the whole cache', () => {
    const cache = new ReadCache(10);
    cache.set('big', 'x'.repeat(20));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('change stamps', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const stamp = async (scope: string) => Number(await changeStamps(t.db, [scope]));

  it('grow with every comment, like, reward and name change, and only in their scope', async () => {
    const task = await buildTask(t.db);
    const other = await buildTask(t.db);
    const scope = taskScope(task.id);
    const untouched = await stamp(taskScope(other.id));

    let before = await stamp(scope);
    const comment = await buildComment(t.db, { task });
    expect(await stamp(scope)).toBeGreaterThan(before);

    before = await stamp(scope);
    const reader = await buildUser(t.db);
    expect((await api.post('/api/comments/like', reader.id, { comment_id: comment.id })).statusCode).toBe(
      200,
    );
    expect(await stamp(scope)).toBeGreaterThan(before);

    before = await stamp(scope);
    await buildReward(t.db, { task, comment, number: 2 });
    expect(await stamp(scope)).toBeGreaterThan(before);

    before = await stamp(usersScope);
    await t.db.update(users).set({ nickname: 'renamed' }).where(eq(users.id, reader.id));
    expect(await stamp(usersScope)).toBeGreaterThan(before);
    before = await stamp(usersScope);
    await t.db.update(users).set({ nickname: 'renamed' }).where(eq(users.id, reader.id));
    expect(await stamp(usersScope)).toBe(before); // the same name again changes nothing

    expect(await stamp(taskScope(other.id))).toBe(untouched);
  });

  it('keep their value when the log is folded, also with two processes folding at once', async () => {
    const task = await buildTask(t.db);
    await buildComment(t.db, { task });
    await buildComment(t.db, { task });
    const before = await stamp(taskScope(task.id));
    await Promise.all([compactChangeLog(t.db), compactChangeLog(t.db)]);
    expect(await stamp(taskScope(task.id))).toBe(before);
    expect(await t.db.select().from(changeLog)).toEqual([]);
    const [folded] = await t.db
      .select()
      .from(changeCounts)
      .where(eq(changeCounts.scope, taskScope(task.id)));
    expect(folded?.base).toBe(before);
    await buildComment(t.db, { task });
    expect(await stamp(taskScope(task.id))).toBe(before + 1);
  });
});

describe('the cached comment list', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  /** A second app on the same database: another server process with its own cache. */
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    second = await buildApp({ config: t.config, database: t.database, web: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const list = async (taskId: number, userId?: number) => {
    const res = await api.get(`/api/comments?object_id=${taskId}`, userId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  it('shows every change made after it was cached, whichever process made it', async () => {
    const task = await buildTask(t.db);
    const author = await buildUser(t.db, { nickname: 'first name' });
    const comment = await buildComment(t.db, { task, user: author });
    const reader = await buildUser(t.db);
    expect((await list(task.id, reader.id)).results[0]).toMatchObject({ like_count: 0, is_like: false });
    expect(t.app.deps.readCache.size).toBeGreaterThan(0);

    // a like through the other process
    const liked = await second.inject({
      method: 'POST',
      url: '/api/comments/like',
      headers: await authHeader(t.config, reader.id),
      payload: { comment_id: comment.id },
    });
    expect(liked.statusCode).toBe(200);
    expect((await list(task.id, reader.id)).results[0]).toMatchObject({ like_count: 1, is_like: true });

    await buildComment(t.db, { task });
    expect((await list(task.id, reader.id)).count).toBe(2);

    await buildReward(t.db, { task, comment, number: 3 });
    expect((await list(task.id, reader.id)).results[1].reward_info).toMatchObject({ number: 3 });

    await t.db.update(users).set({ nickname: 'second name' }).where(eq(users.id, author.id));
    expect((await list(task.id, reader.id)).results[1].user_info.nickname).toBe('second name');

    expect((await api.del(`/api/comments/${comment.id}`, author.id)).statusCode).toBe(204);
    expect((await list(task.id, reader.id)).count).toBe(1);
  });

  it('goes out compressed as the client accepts, the same answer in each encoding', async () => {
    const task = await buildTask(t.db);
    for (let i = 0; i < 20; i++) await buildComment(t.db, { task });
    const url = `/api/comments?object_id=${task.id}&page_size=20`;
    const headers = await authHeader(t.config, task.userId);
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().results).toHaveLength(20);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'accept-encoding': `${encoding}, deflate` },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('compresses other large API answers too', async () => {
    for (let i = 0; i < 15; i++) await buildTask(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tasks?page_size=15',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).results).toHaveLength(15);
  });

  it('keeps each reader’s like state apart', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    const liker = await buildUser(t.db);
    await api.post('/api/comments/like', liker.id, { comment_id: comment.id });
    expect((await list(task.id, liker.id)).results[0].is_like).toBe(true);
    expect((await list(task.id, task.userId)).results[0].is_like).toBe(false);
    expect((await list(task.id)).results[0].is_like).toBe(false);
  });

  it('checks who may see the task on every request, cached or not', async () => {
    const task = await buildTask(t.db);
    await buildComment(t.db, { task });
    const member = await buildUser(t.db);
    await list(task.id, member.id);
    await t.db.update(tasks).set({ publicPermission: 'non_public' }).where(eq(tasks.id, task.id));
    const res = await api.get(`/api/comments?object_id=${task.id}`, member.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('task_inaccessible');
    expect((await api.get(`/api/comments?object_id=${task.id}`, task.userId)).statusCode).toBe(200);
  });
});

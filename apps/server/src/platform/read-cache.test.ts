import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { comments } from '../db/schema/comments';
import { tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { client } from '../modules/tasks/test-helpers';
import { authHeader, createTestApp, type TestApp } from '../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../test/factories';
import {
  CHANGE_CHANNEL,
  ChangeFeed,
  notificationScope,
  StampedMemo,
  TARGETS_SCOPE,
  TASK_VISIBILITY_SCOPE,
  taskScope,
  USERS_SCOPE,
} from './change-feed';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { cachedBody, precompress, ReadCache } from './read-cache';

/** PGlite runs in process: its listener cannot be lost. */
const onPglite = !process.env.TEST_DATABASE_URL;

describe('ReadCache', () => {
  it('lets a crowd of concurrent misses of one key share a single read', async () => {
    const cache = new ReadCache(1024);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return '{"n":1}';
    };
    const bodies = await Promise.all(Array.from({ length: 50 }, () => cachedBody(cache, 'k|1', read)));
    expect(bodies.every((b) => b === '{"n":1}')).toBe(true);
    expect(reads).toBe(1);
    // a failed read is not kept: the next request reads again
    await expect(cachedBody(cache, 'k|2', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedBody(cache, 'k|2', read)).toBe('{"n":1}');
    expect(reads).toBe(2);
  });

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

  it('drops the oldest when every entry was read, and never the entry just set', () => {
    const cache = new ReadCache(35);
    for (const key of ['a', 'b', 'c']) cache.set(key, '0123456789'); // 33
    for (const key of ['c', 'a', 'b']) cache.get(key);
    cache.set('d', '0123456789'); // 44 > 35: each read entry gets one more round, then the oldest goes
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((key) => cache.get(key))).toEqual(Array(3).fill('0123456789'));
    cache.set('e', '0123456789'.repeat(3)); // 31: room only for itself
    expect(cache.size).toBe(1);
    expect(cache.get('e')).toBeDefined();
  });

  it('counts bytes, not characters: Chinese copy takes more room than its length', () => {
    const cache = new ReadCache(40);
    cache.set('cn', '赛博键盘'.repeat(3)); // 12 characters, 36 bytes as UTF-8, + 2 for the key
    expect(cache.get('cn')).toBeDefined();
    cache.set('en', 'x'); // 38 + 3 > 40: the Chinese page goes
    expect(cache.get('cn')).toBeUndefined();
    expect(cache.get('en')).toBe('x');
    cache.set('buffer', Buffer.alloc(40)); // a compressed body counts its bytes too: too large
    expect(cache.get('buffer')).toBeUndefined();
  });

  it('keeps a long-lived body compressed strongly for each encoding, ahead of its first asker', () => {
    const cache = new ReadCache(1_000_000);
    // a long text of many words, as a page is: this module's neighbour
    const page = readFileSync(new URL('./web.ts', import.meta.url), 'utf8');
    precompress(cache, 'page|/en/', page);
    const br = cache.get('page|/en/|br') as Buffer;
    const gzipped = cache.get('page|/en/|gzip') as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gzipped).toString()).toBe(page);
    // smaller than what an answer compressed on the spot gets
    expect(br.length).toBeLessThan(
      brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length,
    );
    precompress(cache, 'tiny', 'ok');
    expect(cache.get('tiny|br')).toBeUndefined();
  });

  it('never stores an entry larger than the whole cache', () => {
    const cache = new ReadCache(10);
    cache.set('big', 'x'.repeat(20));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('the change feed', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  /** The scope's count as this process heard it, once every earlier commit has been announced. */
  const heard = async (scope: string) => {
    await t.app.deps.changes.sync();
    return t.app.deps.changes.stamp([scope]);
  };

  it('announces every comment, like, reward, task and name change, only in its scope', async () => {
    const task = await buildTask(t.db);
    const other = await buildTask(t.db);
    const scope = taskScope(task.id);
    const untouched = await heard(taskScope(other.id));

    let before = await heard(scope);
    const comment = await buildComment(t.db, { task });
    expect(await heard(scope)).not.toBe(before);

    before = await heard(scope);
    const reader = await buildUser(t.db);
    expect((await api.post('/api/comments/like', reader.id, { comment_id: comment.id })).statusCode).toBe(
      200,
    );
    expect(await heard(scope)).not.toBe(before);

    before = await heard(scope);
    await buildReward(t.db, { task, comment, number: 2 });
    expect(await heard(scope)).not.toBe(before);

    before = await heard(scope);
    await t.db.update(tasks).set({ publicPermission: 'semi_public' }).where(eq(tasks.id, task.id));
    expect(await heard(scope)).not.toBe(before);

    before = await heard(USERS_SCOPE);
    await t.db.update(users).set({ nickname: 'renamed' }).where(eq(users.id, reader.id));
    expect(await heard(USERS_SCOPE)).not.toBe(before);
    before = await heard(USERS_SCOPE);
    await t.db.update(users).set({ nickname: 'renamed' }).where(eq(users.id, reader.id));
    expect(await heard(USERS_SCOPE)).toBe(before); // the same name again changes nothing

    expect(await heard(taskScope(other.id))).toBe(untouched);
  });

  it('announces a task entering or leaving visitors’ sight, and not a card’s other changes', async () => {
    // the task board's last render stands in while cards change, never across this (platform/web.ts)
    const task = await buildTask(t.db);
    let before = await heard(TASK_VISIBILITY_SCOPE);
    await buildComment(t.db, { task }); // the card's comment count moves
    await t.db.update(tasks).set({ title: 'A new title' }).where(eq(tasks.id, task.id));
    expect(await heard(TASK_VISIBILITY_SCOPE)).toBe(before);

    await t.db.update(tasks).set({ publicPermission: 'semi_public' }).where(eq(tasks.id, task.id));
    expect(await heard(TASK_VISIBILITY_SCOPE)).not.toBe(before);
    before = await heard(TASK_VISIBILITY_SCOPE);
    await t.db.update(tasks).set({ publicPermission: 'semi_public' }).where(eq(tasks.id, task.id));
    expect(await heard(TASK_VISIBILITY_SCOPE)).toBe(before); // the same permission again changes nothing

    await t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, task.id));
    expect(await heard(TASK_VISIBILITY_SCOPE)).not.toBe(before);
    before = await heard(TASK_VISIBILITY_SCOPE);
    const gone = await buildTask(t.db);
    expect(await heard(TASK_VISIBILITY_SCOPE)).toBe(before); // a new task shows on the next render
    await t.db.delete(tasks).where(eq(tasks.id, gone.id));
    expect(await heard(TASK_VISIBILITY_SCOPE)).not.toBe(before);
  });

  it('announces a member’s notifications, and what they show of their targets', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    const liker = await buildUser(t.db);
    const author = notificationScope(comment.userId);

    let before = await heard(author);
    await api.post('/api/comments/like', liker.id, { comment_id: comment.id });
    expect(await heard(author)).not.toBe(before); // the like notification
    expect(await heard(notificationScope(liker.id))).toBe(await heard(notificationScope(liker.id)));

    // a like count is not shown in a notification: no 'targets' announcement for it
    before = await heard(TARGETS_SCOPE);
    await t.db.update(comments).set({ likeCount: 5 }).where(eq(comments.id, comment.id));
    expect(await heard(TARGETS_SCOPE)).toBe(before);
    await t.db.update(comments).set({ content: '<p>edited</p>' }).where(eq(comments.id, comment.id));
    expect(await heard(TARGETS_SCOPE)).not.toBe(before);
    before = await heard(TARGETS_SCOPE);
    await t.db.update(tasks).set({ title: 'A new title' }).where(eq(tasks.id, task.id));
    expect(await heard(TARGETS_SCOPE)).not.toBe(before);
  });

  it('gives no stamp while it is not listening, so reads go to the database', async () => {
    const feed = new ChangeFeed(t.database, t.app.log);
    expect(feed.stamp([USERS_SCOPE])).toBeUndefined();
    await feed.start();
    expect(feed.stamp([USERS_SCOPE])).toBeDefined();
    await feed.close();
    expect(feed.stamp([USERS_SCOPE])).toBeUndefined();
  });

  it('lets a crowd of writers answering at once share one sync marker', async () => {
    const feed = new ChangeFeed(t.database, t.app.log);
    await feed.start();
    const execute = vi.spyOn(t.database.db, 'execute');
    const dialect = new PgDialect();
    const sent = () =>
      execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes('pg_notify'))
        .length;
    try {
      await Promise.all(Array.from({ length: 50 }, () => feed.sync()));
      const markers = sent();
      // one for the crowd (the app's own heartbeat may add one)
      expect(markers).toBeGreaterThanOrEqual(1);
      expect(markers).toBeLessThanOrEqual(2);
      // a writer arriving after that marker went out waits for a new one
      await feed.sync();
      expect(sent()).toBeGreaterThan(markers);
    } finally {
      execute.mockRestore();
      await feed.close();
    }
  });

  it.skipIf(onPglite)(
    'starts counting anew (a new epoch) after losing its connection to PostgreSQL',
    async () => {
      const feed = new ChangeFeed(t.database, t.app.log);
      await feed.start();
      try {
        const before = feed.stamp([USERS_SCOPE])!;
        await t.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query = ${`LISTEN ${CHANGE_CHANNEL}`} and datname = current_database()`,
        );
        await vi.waitFor(() => expect(feed.stamp([USERS_SCOPE])).toBeUndefined());
        // the lost connections include the app's own listener; both come back by themselves
        await vi.waitFor(() => expect(feed.stamp([USERS_SCOPE])).toBeDefined(), { timeout: 5_000 });
        expect(feed.stamp([USERS_SCOPE])!.split('.')[0]).not.toBe(before.split('.')[0]);
        await vi.waitFor(() => expect(t.app.deps.changes.live).toBe(true), { timeout: 5_000 });
      } finally {
        await feed.close();
      }
    },
  );
});

describe('StampedMemo', () => {
  it('reads again when the stamp moves, and always without a stamp', async () => {
    const memo = new StampedMemo<number, string>(2);
    let reads = 0;
    const load = async () => `value ${++reads}`;
    expect(await memo.get(1, 'a', load)).toBe('value 1');
    expect(await memo.get(1, 'a', load)).toBe('value 1');
    expect(await memo.get(1, 'b', load)).toBe('value 2');
    expect(await memo.get(1, undefined, load)).toBe('value 3');
    await memo.get(2, 'a', load);
    await memo.get(3, 'a', load); // over its size: id 1 goes
    expect(await memo.get(1, 'b', load)).toBe('value 6');
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

  /** Another writer's commit is heard (announcements arrive within a moment; this waits for them). */
  const heard = () => t.app.deps.changes.sync();

  it('shows every change made after it was cached, whichever process made it', async () => {
    const task = await buildTask(t.db);
    const author = await buildUser(t.db, { nickname: 'first name' });
    const comment = await buildComment(t.db, { task, user: author });
    const reader = await buildUser(t.db);
    await heard();
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
    await heard();
    expect((await list(task.id, reader.id)).results[0]).toMatchObject({ like_count: 1, is_like: true });

    await buildComment(t.db, { task });
    await heard();
    expect((await list(task.id, reader.id)).count).toBe(2);

    await buildReward(t.db, { task, comment, number: 3 });
    await heard();
    expect((await list(task.id, reader.id)).results[1].reward_info).toMatchObject({ number: 3 });

    await t.db.update(users).set({ nickname: 'second name' }).where(eq(users.id, author.id));
    await heard();
    expect((await list(task.id, reader.id)).results[1].user_info.nickname).toBe('second name');

    // through this process: its answer waits until the change is heard, no wait needed
    expect((await api.del(`/api/comments/${comment.id}`, author.id)).statusCode).toBe(204);
    expect((await list(task.id, reader.id)).count).toBe(1);
  });

  it('is answered from memory while nothing is announced', async () => {
    const task = await buildTask(t.db);
    const comment = await buildComment(t.db, { task });
    await heard();
    expect((await list(task.id, task.userId)).results[0].content).toBe(comment.content);
    // a change with the triggers switched off is not announced: the answer does not see it
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(comments).set({ content: '<p>unannounced</p>' }).where(eq(comments.id, comment.id));
    });
    await heard();
    expect((await list(task.id, task.userId)).results[0].content).toBe(comment.content);
    // the next announced change in the task's scope brings it
    await buildComment(t.db, { task });
    await heard();
    const { results } = await list(task.id, task.userId);
    expect(results.find((c: { id: number }) => c.id === comment.id).content).toBe('<p>unannounced</p>');
  });

  it('reads from the database while the feed is not listening', async () => {
    const deaf = await buildApp({ config: t.config, database: t.database, web: false });
    await deaf.ready();
    try {
      await deaf.deps.changes.close();
      const task = await buildTask(t.db);
      await buildComment(t.db, { task });
      const read = async () =>
        (await deaf.inject({ method: 'GET', url: `/api/comments?object_id=${task.id}` })).json();
      expect((await read()).count).toBe(1);
      await buildComment(t.db, { task });
      expect((await read()).count).toBe(2);
      expect(deaf.deps.readCache.size).toBe(0);
    } finally {
      await deaf.close();
    }
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
    await heard();
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
    await heard();
    const res = await api.get(`/api/comments?object_id=${task.id}`, member.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('task_inaccessible');
    expect((await api.get(`/api/comments?object_id=${task.id}`, task.userId)).statusCode).toBe(200);
  });
});

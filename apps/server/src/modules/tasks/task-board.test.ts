// Issue 18, the task board: search, orderings, "mine" and "subscribed", staff pins, and the read
// cache never serving a stale order or filter (decision 028). Each test finds its own tasks by a
// word of its own (or a category of its own), so the tasks of other tests do not matter.
import { and, eq, sql } from 'drizzle-orm';
import { TASK_SEARCH_MAX } from '@miao/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { tasks, taskSubscriptions } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { buildCategory, buildComment, buildTag, buildTask, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { likePattern } from './reads';
import { client } from './test-helpers';

type Card = { id: number; title: string; pinned_at?: string | null; comment_count: number };

describe('task board list (issue 18)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let staff: { id: number };
  let member: { id: number };

  const list = async (query: string, userId?: number) => {
    const res = await api.get(
      `/api/tasks?${query.includes('page_size') ? '' : 'page_size=50&'}${query}`,
      userId,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Card[]; count: number };
  };
  const titles = async (query: string, userId?: number) =>
    (await list(query, userId)).results.map((r) => r.title);
  const q = (word: string) => `q=${encodeURIComponent(word)}`;
  /** A write as another server process makes it: straight to the database, then heard on the feed. */
  const elsewhere = async (write: () => Promise<unknown>) => {
    await write();
    await t.app.deps.changes.sync();
  };
  const setComments = (id: number, n: number) =>
    elsewhere(() => t.db.update(tasks).set({ commentCount: n }).where(eq(tasks.id, id)));

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    staff = await buildUser(t.db, { staff: true });
    member = await buildUser(t.db);
  });
  afterAll(() => t.close());

  it('carries each tag with its English name, in the list, the detail and the tips (issue 35)', async () => {
    const keycaps = await buildTag(t.db, { name: '键帽', nameEn: 'Keycaps', tips: 'Show the profile.' });
    const lights = await buildTag(t.db, { name: '灯效' });
    const task = await buildTask(t.db, {
      title: 'Tagged in two languages',
      tag_ids: [keycaps.id, lights.id],
    });
    const expected = [
      { tag_id: keycaps.id, tag_name: '键帽', name_en: 'Keycaps' },
      { tag_id: lights.id, tag_name: '灯效', name_en: null },
    ];
    const card = (await list(q('Tagged in two languages'), member.id)).results[0] as unknown as {
      tags: unknown;
    };
    expect(card.tags).toEqual(expected);
    expect((await api.get(`/api/tasks/${task.id}`, member.id)).json().tags).toEqual(expected);
    const tips = await api.post('/api/task-tags/tips', member.id, { tag_ids: [keycaps.id] });
    expect(tips.json()).toEqual([
      { tag_id: keycaps.id, tag_name: '键帽', name_en: 'Keycaps', tips: 'Show the profile.' },
    ]);
  });

  describe('search (q)', () => {
    it('matches titles and the text of the content, in any case, Chinese too', async () => {
      await buildTask(t.db, { title: 'Zephyr keycap set' });
      await buildTask(t.db, { title: 'Plain', content: '<p>The <strong>ZEPHYR</strong> colourway</p>' });
      await buildTask(t.db, { title: '静音轴 Zephyr 体验' });
      await buildTask(t.db, { title: '键帽评测', content: '<p>冰银轴手感很好</p>' });
      await t.app.deps.changes.sync();
      expect((await titles(q('zephyr'))).sort()).toEqual(
        ['Plain', 'Zephyr keycap set', '静音轴 Zephyr 体验'].sort(),
      );
      expect(await titles(q('  ZePhYr keycap  '))).toEqual(['Zephyr keycap set']);
      expect(await titles(q('冰银轴'))).toEqual(['键帽评测']);
      expect(await titles(q('静音'))).toEqual(['静音轴 Zephyr 体验']);
    });

    it('matches the text, not the markup, and entities as their characters', async () => {
      await buildTask(t.db, { title: 'Markup one', content: '<p>Quasar <em>glow</em> &amp; Rust</p>' });
      await t.app.deps.changes.sync();
      expect(await titles(q('quasar glow'))).toEqual(['Markup one']);
      expect(await titles(q('glow & rust'))).toEqual(['Markup one']);
      expect(await titles(q('em>glow'))).toEqual([]);
      expect(await titles(q('quasar amp'))).toEqual([]);
      expect(await titles(q('quasar   GLOW'))).toEqual(['Markup one']);
    });

    it('takes % and _ literally', async () => {
      await buildTask(t.db, { title: 'Discount 50% off Vortex' });
      await buildTask(t.db, { title: 'Discount 500 off Vortex' });
      await buildTask(t.db, { title: 'vortex_mode switch' });
      await buildTask(t.db, { title: 'vortexXmode switch' });
      await t.app.deps.changes.sync();
      expect(await titles(q('50% off vortex'))).toEqual(['Discount 50% off Vortex']);
      expect(await titles(q('vortex_mode'))).toEqual(['vortex_mode switch']);
      expect(await titles(q('%vortex'))).toEqual([]);
      expect(likePattern('a\\%_b')).toBe('%a\\\\\\%\\_b%');
    });

    it('a blank search is no search; a long one is refused in the spec 8 form', async () => {
      const all = (await list('')).count;
      expect((await list('q=%20%20')).count).toBe(all);
      const long = await api.get(`/api/tasks?q=${'x'.repeat(TASK_SEARCH_MAX + 1)}`);
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ code: 'validation_error', message: expect.any(String) });
      expect((await api.get(`/api/tasks?q=${'x'.repeat(TASK_SEARCH_MAX)}`)).statusCode).toBe(200);
      const nul = await api.get('/api/tasks?q=a%00b');
      expect(nul.statusCode).toBeGreaterThanOrEqual(400);
      expect(nul.statusCode).toBeLessThan(500);
    });
  });

  describe('orderings', () => {
    it('most discussed and largest reward, ties by id desc', async () => {
      const a = await buildTask(t.db, { title: 'Nimbus A', max_reward_number: 5 });
      const b = await buildTask(t.db, { title: 'Nimbus B', max_reward_number: 50 });
      const c = await buildTask(t.db, { title: 'Nimbus C', max_reward_number: 50 });
      await setComments(a.id, 7);
      await setComments(b.id, 2);
      await setComments(c.id, 2);
      expect(await titles(`${q('nimbus')}&ordering=-comment_count`)).toEqual([
        'Nimbus A',
        'Nimbus C',
        'Nimbus B',
      ]);
      expect(await titles(`${q('nimbus')}&ordering=-max_reward_number`)).toEqual([
        'Nimbus C',
        'Nimbus B',
        'Nimbus A',
      ]);
      expect(await titles(`${q('nimbus')}&ordering=id`)).toEqual(['Nimbus A', 'Nimbus B', 'Nimbus C']);
      expect(await titles(`${q('nimbus')}&ordering=-id`)).toEqual(['Nimbus C', 'Nimbus B', 'Nimbus A']);
      expect(await titles(q('nimbus'))).toEqual(['Nimbus C', 'Nimbus B', 'Nimbus A']);
      const bad = await api.get('/api/tasks?ordering=-title');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('validation_error');
    });

    it('ending soon: open tasks by end_at, then ended and closed ones newest first', async () => {
      const day = 24 * 60 * 60 * 1000;
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      await buildTask(t.db, { title: 'Comet ended', start_at: at(-9 * day), end_at: at(-day) });
      await buildTask(t.db, { title: 'Comet far', end_at: at(9 * day) });
      const closed = await buildTask(t.db, { title: 'Comet closed', end_at: at(day) });
      await buildTask(t.db, { title: 'Comet soon', end_at: at(2 * day) });
      await buildTask(t.db, { title: 'Comet later', end_at: at(5 * day) });
      await buildTask(t.db, { title: 'Comet not started', start_at: at(day), end_at: at(3 * day) });
      const closing = await api.post(`/api/tasks/${closed.id}/close`, closed.userId, {});
      expect(closing.statusCode, closing.body).toBe(200);
      expect(await titles(`${q('comet')}&ordering=ending_soon`)).toEqual([
        'Comet soon',
        'Comet not started',
        'Comet later',
        'Comet far',
        'Comet closed',
        'Comet ended',
      ]);
    });
  });

  describe('mine and subscribed', () => {
    it('visitors are asked to sign in (401, spec 8 form)', async () => {
      for (const filter of ['mine', 'subscribed']) {
        const res = await api.get(`/api/tasks?filter=${filter}`);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
      }
      expect((await api.get('/api/tasks?filter=everything', member.id)).statusCode).toBe(422);
    });

    it('mine: the tasks I sponsor', async () => {
      const me = await buildUser(t.db);
      await buildTask(t.db, { title: 'Mine one', user: me });
      await buildTask(t.db, { title: 'Mine two', user: me, public_permission: 'non_public' });
      await buildTask(t.db, { title: 'Not mine' });
      await t.app.deps.changes.sync();
      expect(await titles('filter=mine', me.id)).toEqual(['Mine two', 'Mine one']);
      expect(await titles('filter=mine', member.id)).not.toContain('Mine one');
    });

    it('subscribed: tasks my e-mail is subscribed to, until I unsubscribe; cached answers follow', async () => {
      const me = await buildUser(t.db, { email: 'Subscriber.Case@example.com' });
      const one = await buildTask(t.db, { title: 'Followed one' });
      const two = await buildTask(t.db, { title: 'Followed two' });
      await t.app.deps.changes.sync();
      expect(await titles('filter=subscribed', me.id)).toEqual([]);
      const sub = await api.post('/api/tasks/subscribe', undefined, {
        email: 'subscriber.case@EXAMPLE.com',
        task_id: one.id,
      });
      expect(sub.statusCode, sub.body).toBe(200);
      expect(await titles('filter=subscribed', me.id)).toEqual(['Followed one']);
      // another process subscribes: the cached answer moves on once heard
      await elsewhere(() =>
        t.db
          .insert(taskSubscriptions)
          .values({ taskId: two.id, email: 'subscriber.case@example.com', token: 'tok-two' }),
      );
      expect(await titles('filter=subscribed', me.id)).toEqual(['Followed two', 'Followed one']);
      const [row] = await t.db
        .select({ token: taskSubscriptions.token })
        .from(taskSubscriptions)
        .where(eq(taskSubscriptions.taskId, one.id));
      const left = await t.app.inject({ method: 'POST', url: `/api/tasks/unsubscribe?token=${row!.token}` });
      expect(left.statusCode, left.body).toBeLessThan(400);
      expect(await titles('filter=subscribed', me.id)).toEqual(['Followed two']);
      // a changed address takes its subscriptions with it
      await elsewhere(() =>
        t.db.update(users).set({ email: 'moved@example.com' }).where(eq(users.id, me.id)),
      );
      expect(await titles('filter=subscribed', me.id)).toEqual([]);
      expect(await titles('filter=subscribed', member.id)).toEqual([]);
    });
  });

  describe('pins', () => {
    it('visitors get 401, members 403, unknown tasks 404, all in the spec 8 form', async () => {
      const task = await buildTask(t.db);
      const visitor = await api.post(`/api/tasks/${task.id}/pin`, undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
      for (const verb of ['pin', 'unpin']) {
        const refused = await api.post(`/api/tasks/${task.id}/${verb}`, task.userId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'no_operation_permission',
          message: 'No permission for this operation',
        });
      }
      expect((await api.post('/api/tasks/999999/pin', staff.id)).json().code).toBe('task_inaccessible');
      const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
      expect(row!.pinnedAt).toBeNull();
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'task'), eq(auditLog.targetId, String(task.id))));
      expect(audits).toEqual([]);
    });

    it('pinned tasks lead the default list, once, on page 1; other orderings ignore them; audited', async () => {
      const category = await buildCategory(t.db);
      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        ids.push((await buildTask(t.db, { title: `Board ${i}`, task_category_id: category.id })).id);
      }
      const [first, second] = ids as [number, number];
      await setComments(ids[4]!, 3);
      const filter = `task_category_id=${category.id}`;
      expect(await titles(filter)).toEqual(['Board 5', 'Board 4', 'Board 3', 'Board 2', 'Board 1']);

      const pinned = await api.post(`/api/tasks/${first}/pin`, staff.id);
      expect(pinned.statusCode, pinned.body).toBe(200);
      expect(pinned.json().pinned_at).toEqual(expect.any(String));
      expect((await api.post(`/api/tasks/${second}/pin`, staff.id)).statusCode).toBe(200);

      const page1 = await list(`${filter}&page_size=3`);
      expect(page1.results.map((r) => r.title)).toEqual(['Board 2', 'Board 1', 'Board 5']);
      expect(page1.results.map((r) => r.pinned_at !== null)).toEqual([true, true, false]);
      const page2 = await list(`${filter}&page_size=3&page_number=2`);
      expect(page2.results.map((r) => r.title)).toEqual(['Board 4', 'Board 3']);
      // the same for visitors and members (separate cache entries)
      expect((await titles(filter, member.id)).slice(0, 2)).toEqual(['Board 2', 'Board 1']);
      // pins do not bend another order, a search or a person's list
      expect(await titles(`${filter}&ordering=-comment_count`)).toEqual([
        'Board 5',
        'Board 4',
        'Board 3',
        'Board 2',
        'Board 1',
      ]);
      expect(await titles(`${filter}&ordering=id`)).toEqual([
        'Board 1',
        'Board 2',
        'Board 3',
        'Board 4',
        'Board 5',
      ]);
      expect(await titles(`${filter}&q=board`)).toEqual([
        'Board 5',
        'Board 4',
        'Board 3',
        'Board 2',
        'Board 1',
      ]);

      // pinning again changes nothing; unpinning puts it back by date
      const again = await api.post(`/api/tasks/${first}/pin`, staff.id);
      expect(again.json().pinned_at).toBe(pinned.json().pinned_at);
      const unpinned = await api.post(`/api/tasks/${second}/unpin`, staff.id);
      expect(unpinned.json().pinned_at).toBeNull();
      expect(await titles(filter)).toEqual(['Board 1', 'Board 5', 'Board 4', 'Board 3', 'Board 2']);

      const audits = await t.db
        .select({ action: auditLog.action, actor: auditLog.actorId, targetId: auditLog.targetId })
        .from(auditLog)
        .where(
          sql`${auditLog.targetType} = 'task' and ${auditLog.targetId} in (${String(first)}, ${String(second)})`,
        )
        .orderBy(auditLog.id);
      expect(audits).toEqual([
        { action: 'tasks.pin', actor: staff.id, targetId: String(first) },
        { action: 'tasks.pin', actor: staff.id, targetId: String(second) },
        { action: 'tasks.unpin', actor: staff.id, targetId: String(second) },
      ]);
    });
  });

  describe('the read cache never serves a stale order or filter', () => {
    it('most discussed follows a new comment', async () => {
      const quiet = await buildTask(t.db, { title: 'Pulsar quiet' });
      await buildTask(t.db, { title: 'Pulsar busy' });
      const order = `${q('pulsar')}&ordering=-comment_count`;
      await t.app.deps.changes.sync();
      expect(await titles(order)).toEqual(['Pulsar busy', 'Pulsar quiet']);
      expect(await titles(order)).toEqual(['Pulsar busy', 'Pulsar quiet']);
      const sent = await api.post('/api/comments', member.id, {
        content: '<p>First!</p>',
        content_type: 'coin_task',
        object_id: quiet.id,
        mention_user_ids: [],
        superior_id: 0,
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      const after = await list(order);
      expect(after.results.map((r) => r.title)).toEqual(['Pulsar quiet', 'Pulsar busy']);
      expect(after.results[0]!.comment_count).toBe(1);
      // a comment written by another process is heard too
      await elsewhere(async () => {
        const busy = (await list(q('pulsar busy'))).results[0]!;
        await buildComment(t.db, { task: busy });
        await buildComment(t.db, { task: busy });
      });
      expect(await titles(order)).toEqual(['Pulsar busy', 'Pulsar quiet']);
    });

    it('every parameter is part of the key: the same stamp never answers another query', async () => {
      await buildTask(t.db, { title: 'Keyed alpha', max_reward_number: 1 });
      await buildTask(t.db, { title: 'Keyed beta', max_reward_number: 9 });
      await t.app.deps.changes.sync();
      expect(await titles(`${q('keyed')}&ordering=id`)).toEqual(['Keyed alpha', 'Keyed beta']);
      expect(await titles(`${q('keyed')}&ordering=-max_reward_number`)).toEqual([
        'Keyed beta',
        'Keyed alpha',
      ]);
      expect(await titles(`${q('keyed alpha')}&ordering=id`)).toEqual(['Keyed alpha']);
      expect(await titles(`${q('keyed')}&ordering=id&filter=mine`, member.id)).toEqual([]);
    });

    it('a reward raised elsewhere moves its order at once', async () => {
      const small = await buildTask(t.db, { title: 'Raised small', max_reward_number: 2 });
      await buildTask(t.db, { title: 'Raised big', max_reward_number: 20 });
      const order = `${q('raised')}&ordering=-max_reward_number`;
      await t.app.deps.changes.sync();
      expect(await titles(order)).toEqual(['Raised big', 'Raised small']);
      await elsewhere(() => t.db.update(tasks).set({ maxRewardNumber: 200 }).where(eq(tasks.id, small.id)));
      expect(await titles(order)).toEqual(['Raised small', 'Raised big']);
    });

    it('ending soon moves on when a task’s end passes, with no write at all', async () => {
      const ends = await buildTask(t.db, {
        title: 'Meteor brief',
        start_at: new Date(Date.now() - 60_000).toISOString(),
        end_at: new Date(Date.now() + 4_000).toISOString(),
      });
      await buildTask(t.db, {
        title: 'Meteor long',
        end_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const order = `${q('meteor')}&ordering=ending_soon`;
      await t.app.deps.changes.sync();
      expect(await titles(order)).toEqual(['Meteor brief', 'Meteor long']);
      expect(await titles(order)).toEqual(['Meteor brief', 'Meteor long']);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, ends.endAt.getTime() - Date.now()) + 50),
      );
      expect(await titles(order)).toEqual(['Meteor long', 'Meteor brief']);
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/tasks';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCategory, buildTag, buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { fund } from '../coin/test-helpers';
import { ageTasksOf, boardState, client, hoursFromNow, taskBody, uploadImage } from './test-helpers';
import { balanceOf, escrowBalance } from '../coin/balances';

describe('tasks', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await t.close();
  });

  const member = async (coins = 1000) => {
    const user = await buildUser(t.db);
    if (coins > 0) await fund(t.db, user.id, coins);
    return user;
  };

  describe('create', () => {
    it('creates a task, takes its reward into escrow and answers the spec 3 shape', async () => {
      const alice = await member(100);
      const bob = await buildUser(t.db, { nickname: 'Bob' });
      const category = await buildCategory(t.db, { name: '设计', nameEn: 'Design' });
      const tag = await buildTag(t.db, { name: 'LED2025' });
      const cover = await uploadImage(t, alice.id);
      const res = await api.post('/api/tasks', alice.id, {
        ...taskBody({ max_reward_number: 30, language: 'cn' }),
        medias: [{ url: cover }],
        task_category_id: category.id,
        tag_ids: [tag.id],
        mention_user_ids: [bob.id],
        public_permission: 'semi_public',
      });
      expect(res.statusCode, res.body).toBe(201);
      const task = res.json();
      expect(task).toMatchObject({
        user_id: alice.id,
        title: 'Design a keycap',
        status: 'processing',
        operation: 'manual',
        coin_type_id: 1,
        max_reward_number: 30,
        language: 'cn',
        public_permission: 'semi_public',
        reply_disabled: false,
        medias: [{ url: cover }],
        tags: [{ tag_id: tag.id, tag_name: 'LED2025' }],
        mention_user_ids: [bob.id],
        mention_user_info: [{ id: bob.id, nickname: 'Bob', avatar: '' }],
        user_info: { id: alice.id, nickname: alice.nickname, avatar: '' },
        category: { id: category.id, name: '设计', name_en: 'Design', is_public: true },
        chain: { id: 1, coin_name: 'MIAO COIN' },
        comment_count: 0,
        vote_conf: { enable: false, max_num: 1, show_res: false },
        vote_content: { vote_list: [], vote_total_num: 0, show_res: false },
        my_vote_ids: [],
        rewarded_number: 0,
        remaining_number: 30,
      });
      expect(task.content).toBe('<p>Show us your <strong>best</strong> keycap.</p>');
      expect(new Date(task.start_at).toISOString()).toBe(task.start_at);
      expect(await balanceOf(t.db, alice.id, 1)).toBe(70);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(30);
    });

    it('needs sign-in', async () => {
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks', undefined, taskBody());
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sign_in_required');
      expect(await boardState(t.db)).toEqual(before);
    });

    it('writes nothing when the sponsor lacks the coin (spec 8: coin balance insufficient)', async () => {
      const poor = await member(5);
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks', poor.id, taskBody({ max_reward_number: 6 }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'coin_balance_insufficient', message: 'Coin balance insufficient' });
      expect(await boardState(t.db)).toEqual(before);
      expect(await balanceOf(t.db, poor.id, 1)).toBe(5);
      // and the refused attempt does not count for the hourly rule
      expect((await api.post('/api/tasks', poor.id, taskBody({ max_reward_number: 5 }))).statusCode).toBe(
        201,
      );
      expect(await balanceOf(t.db, poor.id, 1)).toBe(0);
    });

    it.each([
      [{ max_reward_number: 0 }, 'max_reward_number'],
      [{ max_reward_number: -5 }, 'max_reward_number'],
      [{ max_reward_number: 1.5 }, 'max_reward_number'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ language: 'fr' }, 'language'],
      [{ public_permission: 'secret' }, 'public_permission'],
      [{ start_at: 'tomorrow' }, 'start_at'],
    ])('refuses %j with validation_error naming %s', async (override, field) => {
      const user = await member();
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks', user.id, taskBody(override));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
      expect(res.json().fields).toContain(field);
      expect(await boardState(t.db)).toEqual(before);
    });

    it('refuses a missing title', async () => {
      const user = await member();
      const body: Record<string, unknown> = taskBody();
      delete body.title;
      const res = await api.post('/api/tasks', user.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toContain('title');
    });

    it('refuses start_at not before end_at', async () => {
      const user = await member();
      const before = await boardState(t.db);
      const same = hoursFromNow(5);
      for (const dates of [
        { start_at: same, end_at: same },
        { start_at: hoursFromNow(5), end_at: hoursFromNow(1) },
      ]) {
        const res = await api.post('/api/tasks', user.id, taskBody(dates));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['end_at'] });
      }
      expect(await boardState(t.db)).toEqual(before);
    });

    it('refuses unknown categories, tags, mentions and coin types', async () => {
      const user = await member();
      const before = await boardState(t.db);
      const bad = await api.post('/api/tasks', user.id, {
        ...taskBody(),
        task_category_id: 999999,
        tag_ids: [999999],
        mention_user_ids: [999999],
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields.sort()).toEqual(['mention_user_ids', 'tag_ids', 'task_category_id']);
      const coin = await api.post('/api/tasks', user.id, taskBody({ coin_type_id: 999 }));
      expect(coin.statusCode).toBe(422);
      expect(coin.json().code).toBe('coin_type_not_found');
      expect(await boardState(t.db)).toEqual(before);
    });

    it('keeps non-public categories for staff', async () => {
      const internal = await buildCategory(t.db, { name: 'Internal', isPublic: false });
      const user = await member();
      const staff = await buildUser(t.db, { staff: true });
      await fund(t.db, staff.id, 100);
      const refused = await api.post('/api/tasks', user.id, taskBody({ task_category_id: internal.id }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual(['task_category_id']);
      const staffTask = await api.post('/api/tasks', staff.id, taskBody({ task_category_id: internal.id }));
      expect(staffTask.statusCode, staffTask.body).toBe(201);
      const memberList = (await api.get('/api/task-categories', user.id)).json();
      expect(memberList.results.map((c: { id: number }) => c.id)).not.toContain(internal.id);
      const staffList = (await api.get('/api/task-categories', staff.id)).json();
      expect(staffList.results.map((c: { id: number }) => c.id)).toContain(internal.id);
    });

    it('accepts only images uploaded here as medias and vote pictures', async () => {
      const user = await member();
      const other = await member();
      const own = await uploadImage(t, user.id);
      const avatar = await uploadImage(t, user.id, 'avatar');
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks', user.id, {
        ...taskBody(),
        medias: [
          own,
          'https://evil.example.com/cover.png',
          `${t.config.publicUrl}/uploads/task/2020/01/none.png`,
          avatar,
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual(['medias.1', 'medias.2', 'medias.3']);
      const vote = await api.post('/api/tasks', user.id, {
        ...taskBody(),
        vote_conf: { enable: true, max_num: 1 },
        vote_content: [
          { content: 'A', pic: own },
          { content: 'B', pic: 'https://evil.example.com/b.png' },
        ],
      });
      expect(vote.statusCode).toBe(422);
      expect(vote.json().fields).toEqual(['vote_content.1.pic']);
      expect(await boardState(t.db)).toEqual(before);
      // an image another member uploaded is still ours (the upload was checked)
      const shared = await api.post('/api/tasks', other.id, { ...taskBody(), medias: [own] });
      expect(shared.statusCode).toBe(201);
    });

    it('sanitizes the content: no script, no handlers, no javascript: links, no foreign images', async () => {
      const user = await member();
      const image = await uploadImage(t, user.id);
      const res = await api.post(
        '/api/tasks',
        user.id,
        taskBody({
          content: [
            '<p onclick="steal()">Hello<script>alert(1)</script></p>',
            `<img src="${image}" onerror="alert(1)">`,
            '<img src="https://evil.example.com/track.gif">',
            '<a href="javascript:alert(1)">bad</a>',
            '<a href="https://example.com/guide">guide</a>',
            '<iframe src="https://evil.example.com"></iframe><h2 style="color:red">Rules</h2>',
          ].join(''),
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().content).toBe(
        `<p>Hello</p><img src="${image}" />` +
          '<a target="_blank" rel="noopener nofollow">bad</a>' +
          '<a href="https://example.com/guide" target="_blank" rel="noopener nofollow">guide</a><h2>Rules</h2>',
      );
    });

    it('refuses null characters (spec 8)', async () => {
      const user = await member();
      const before = await boardState(t.db);
      for (const override of [{ title: 'bad\u0000title' }, { content: '<p>a\u0000b</p>' }]) {
        const res = await api.post('/api/tasks', user.id, taskBody(override));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          code: 'null_character',
          message: 'Null characters are not allowed',
          fields: Object.keys(override),
        });
      }
      expect(await boardState(t.db)).toEqual(before);
    });

    it('allows one task an hour per member (spec 5), staff exempt', async () => {
      const user = await member();
      expect((await api.post('/api/tasks', user.id, taskBody())).statusCode).toBe(201);
      const before = await boardState(t.db);
      const second = await api.post('/api/tasks', user.id, taskBody({ title: 'Second' }));
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({
        code: 'task_hourly_limit',
        message: 'Only one task can be created per hour',
      });
      expect(await boardState(t.db)).toEqual(before);
      expect(await balanceOf(t.db, user.id, 1)).toBe(990);
      // a deleted task still counts
      const first = (await api.get(`/api/tasks?user_id=${user.id}`, user.id)).json().results[0];
      expect((await api.del(`/api/tasks/${first.id}`, user.id)).statusCode).toBe(204);
      expect((await api.post('/api/tasks', user.id, taskBody())).statusCode).toBe(429);
      // an hour later it is allowed again
      await ageTasksOf(t.db, user.id, 1);
      expect((await api.post('/api/tasks', user.id, taskBody({ title: 'Later' }))).statusCode).toBe(201);

      const staff = await buildUser(t.db, { staff: true });
      await fund(t.db, staff.id, 100);
      for (let i = 0; i < 3; i++) {
        expect((await api.post('/api/tasks', staff.id, taskBody({ title: `Staff ${i}` }))).statusCode).toBe(
          201,
        );
      }
    });

    it('lets only one of many concurrent creations through the hourly rule', async () => {
      const user = await member();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          api.post('/api/tasks', user.id, taskBody({ title: `Race ${i}` })),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
      const [row] = await t.db
        .select({ n: sql<string>`count(*)` })
        .from(tasks)
        .where(eq(tasks.userId, user.id));
      expect(Number(row!.n)).toBe(1);
      expect(await balanceOf(t.db, user.id, 1)).toBe(990);
    });
  });
});

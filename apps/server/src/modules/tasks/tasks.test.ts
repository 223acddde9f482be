import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/tasks';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import {
  buildCategory,
  buildComment,
  buildReward,
  buildTag,
  buildTask,
  buildUser,
} from '../../test/factories';
import { checkLedger } from '../coin/check';
import { release } from '../coin/service';
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

  describe('edit', () => {
    it('lets the sponsor and staff edit, others get 403 and nothing changes', async () => {
      const task = await buildTask(t.db, { title: 'Original' });
      const stranger = await member();
      const staff = await buildUser(t.db, { staff: true });
      const before = await boardState(t.db);
      const refused = await api.patch(`/api/tasks/${task.id}`, stranger.id, { title: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'no_operation_permission',
        message: 'No permission for this operation',
      });
      expect((await api.patch(`/api/tasks/${task.id}`, undefined, { title: 'Anon' })).statusCode).toBe(401);
      expect(await boardState(t.db)).toEqual(before);

      const own = await api.patch(`/api/tasks/${task.id}`, task.userId, {
        title: 'Renamed',
        content: '<p>new<script>x</script></p>',
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ title: 'Renamed', content: '<p>new</p>' });
      const byStaff = await api.patch(`/api/tasks/${task.id}`, staff.id, { public_permission: 'non_public' });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json()).toMatchObject({ title: 'Renamed', public_permission: 'non_public' });
    });

    it('raises the reward by escrowing the difference and lowers it by refunding it', async () => {
      const sponsor = await buildUser(t.db);
      await fund(t.db, sponsor.id, 100);
      const task = await buildTask(t.db, { user: sponsor, max_reward_number: 40, fund: false });
      expect(await balanceOf(t.db, sponsor.id, 1)).toBe(60);

      const raised = await api.patch(`/api/tasks/${task.id}`, sponsor.id, { max_reward_number: 70 });
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json()).toMatchObject({ max_reward_number: 70, remaining_number: 70 });
      expect(await balanceOf(t.db, sponsor.id, 1)).toBe(30);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(70);

      const before = await boardState(t.db);
      const tooMuch = await api.patch(`/api/tasks/${task.id}`, sponsor.id, {
        max_reward_number: 101,
        title: 'Not saved',
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().code).toBe('coin_balance_insufficient');
      expect(await boardState(t.db)).toEqual(before);

      const lowered = await api.patch(`/api/tasks/${task.id}`, sponsor.id, { max_reward_number: 25 });
      expect(lowered.statusCode).toBe(200);
      expect(await balanceOf(t.db, sponsor.id, 1)).toBe(75);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(25);
      const history = (await api.get('/api/balance/history?type=reward_refund', sponsor.id)).json();
      expect(history.results[0]).toMatchObject({ type: 'increase', number: 45, task_id: task.id });
      expect(await checkLedger(t.db)).toEqual([]);
    });

    it('never lowers the reward below what was already rewarded (spec 8)', async () => {
      const task = await buildTask(t.db, { max_reward_number: 50 });
      const winner = await buildUser(t.db);
      await release(t.db, { taskId: task.id, toUserId: winner.id, amount: 20 });
      const before = await boardState(t.db);
      const res = await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 19 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'reward_exceeds_coin_rewarded',
        message: 'MIAO COIN must exceed the amount already rewarded',
      });
      expect(await boardState(t.db)).toEqual(before);
      const detail = (await api.get(`/api/tasks/${task.id}`)).json();
      expect(detail).toMatchObject({ rewarded_number: 20, remaining_number: 30, max_reward_number: 50 });
      const ok = await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 20 });
      expect(ok.statusCode).toBe(200);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(0);
      expect(
        (await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 0 })).statusCode,
      ).toBe(422);
    });

    it('never lowers the reward below what comments were promised but not yet sent', async () => {
      const task = await buildTask(t.db, { max_reward_number: 50 });
      const comment = await buildComment(t.db, { task });
      await buildReward(t.db, { task, comment, number: 30 });
      const res = await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 29 });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('reward_exceeds_coin_rewarded');
      expect(await escrowBalance(t.db, task.id, 1)).toBe(50);
      expect(
        (await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 30 })).statusCode,
      ).toBe(200);
    });

    it('keeps vote_conf fixed and existing options unchanged; only new options are added', async () => {
      const task = await buildTask(t.db, {
        vote_conf: { enable: true, max_num: 2 },
        vote_content: [{ content: 'Red' }, { content: 'Blue' }],
      });
      const detail = (await api.get(`/api/tasks/${task.id}`, task.userId)).json();
      const [red, blue] = detail.vote_content.vote_list as { id: number; content: string; pic: string }[];
      const keep = [red!, blue!].map(({ id, content, pic }) => ({ id, content, pic }));
      const before = await boardState(t.db);
      const cases: [unknown, string[]][] = [
        [{ vote_conf: { enable: true, max_num: 1 } }, ['vote_conf.max_num']],
        [{ vote_conf: { enable: false } }, ['vote_conf.enable']],
        [{ vote_content: [keep[0]] }, ['vote_content']],
        [{ vote_content: [{ ...keep[0], content: 'Green' }, keep[1]] }, ['vote_content.0.content']],
        [{ vote_content: [...keep, { id: 999999, content: 'Ghost' }] }, ['vote_content.2.id']],
      ];
      for (const [body, fields] of cases) {
        const res = await api.patch(`/api/tasks/${task.id}`, task.userId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_error', fields });
      }
      expect(await boardState(t.db)).toEqual(before);

      const res = await api.patch(`/api/tasks/${task.id}`, task.userId, {
        vote_conf: { enable: true, max_num: 2, show_res: false },
        vote_content: [...keep, { content: 'Green' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().vote_content.vote_list.map((o: { content: string }) => o.content)).toEqual([
        'Red',
        'Blue',
        'Green',
      ]);
      expect(res.json().vote_conf).toEqual({ enable: true, max_num: 2, show_res: false });
    });

    it('refuses options on a task without voting, and changing the coin type', async () => {
      const task = await buildTask(t.db);
      const res = await api.patch(`/api/tasks/${task.id}`, task.userId, { vote_content: [{ content: 'A' }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual(['vote_content']);
      const coin = await api.patch(`/api/tasks/${task.id}`, task.userId, { coin_type_id: 2 });
      expect(coin.statusCode).toBe(422);
      expect(coin.json().fields).toEqual(['coin_type_id']);
      const dates = await api.patch(`/api/tasks/${task.id}`, task.userId, { end_at: hoursFromNow(-2) });
      expect(dates.statusCode).toBe(422);
      expect(dates.json().fields).toEqual(['end_at']);
    });

    it('replaces medias, tags and mentions', async () => {
      const task = await buildTask(t.db);
      const tag = await buildTag(t.db, { name: 'Glacier' });
      const friend = await buildUser(t.db);
      const cover = await uploadImage(t, task.userId);
      const res = await api.patch(`/api/tasks/${task.id}`, task.userId, {
        medias: [cover],
        tag_ids: [tag.id, tag.id],
        mention_user_ids: [friend.id],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        medias: [{ url: cover }],
        tags: [{ tag_id: tag.id, tag_name: 'Glacier' }],
        mention_user_ids: [friend.id],
      });
      const cleared = await api.patch(`/api/tasks/${task.id}`, task.userId, {
        medias: [],
        tag_ids: [],
        mention_user_ids: [],
      });
      expect(cleared.json()).toMatchObject({ medias: [], tags: [], mention_user_ids: [] });
    });
  });

  describe('close, reopen, delete, change-user', () => {
    it('closes (optionally disabling replies) without refunding, and reopens', async () => {
      const task = await buildTask(t.db, { max_reward_number: 30 });
      const stranger = await member();
      const before = await boardState(t.db);
      const refused = await api.post(`/api/tasks/${task.id}/close`, stranger.id, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('no_operation_permission');
      expect((await api.post(`/api/tasks/${task.id}/reopen`, stranger.id)).statusCode).toBe(403);
      expect(await boardState(t.db)).toEqual(before);

      const closed = await api.post(`/api/tasks/${task.id}/close`, task.userId, { disable_reply: true });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'closed', reply_disabled: true, remaining_number: 30 });
      // the pool stays for the batch reward of the closed task
      expect(await escrowBalance(t.db, task.id, 1)).toBe(30);
      expect(await balanceOf(t.db, task.userId, 1)).toBe(0);

      const reopened = await api.post(`/api/tasks/${task.id}/reopen`, task.userId);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({ status: 'processing', reply_disabled: false });

      const staff = await buildUser(t.db, { staff: true });
      // no body at all: replies stay enabled
      const byStaff = await t.app.inject({
        method: 'POST',
        url: `/api/tasks/${task.id}/close`,
        headers: await authHeader(t.config, staff.id),
      });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json()).toMatchObject({ status: 'closed', reply_disabled: false });
    });

    it('deletes: refunds what is left exactly, then answers 404 task_inaccessible', async () => {
      const sponsor = await buildUser(t.db);
      await fund(t.db, sponsor.id, 100);
      const task = await buildTask(t.db, { user: sponsor, max_reward_number: 60, fund: false });
      const winner = await buildUser(t.db);
      await release(t.db, { taskId: task.id, toUserId: winner.id, amount: 15 });
      const stranger = await member();
      const before = await boardState(t.db);
      const refused = await api.del(`/api/tasks/${task.id}`, stranger.id);
      expect(refused.statusCode).toBe(403);
      expect(await boardState(t.db)).toEqual(before);

      expect((await api.del(`/api/tasks/${task.id}`, sponsor.id)).statusCode).toBe(204);
      expect(await balanceOf(t.db, sponsor.id, 1)).toBe(100 - 60 + 45);
      expect(await balanceOf(t.db, winner.id, 1)).toBe(15);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(0);
      const history = (await api.get('/api/balance/history?type=reward_refund', sponsor.id)).json();
      expect(history.results[0]).toMatchObject({ type: 'increase', number: 45, task_id: task.id });
      expect(await checkLedger(t.db)).toEqual([]);

      for (const userId of [undefined, sponsor.id]) {
        const gone = await api.get(`/api/tasks/${task.id}`, userId);
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual({ code: 'task_inaccessible', message: 'Task deleted or inaccessible' });
      }
      expect((await api.del(`/api/tasks/${task.id}`, sponsor.id)).statusCode).toBe(404);
      expect((await api.patch(`/api/tasks/${task.id}`, sponsor.id, { title: 'x' })).statusCode).toBe(404);
      const list = (await api.get(`/api/tasks?user_id=${sponsor.id}`)).json();
      expect(list.results).toEqual([]);
    });

    it('lets staff delete any task, refunding its sponsor', async () => {
      const task = await buildTask(t.db, { max_reward_number: 12 });
      const staff = await buildUser(t.db, { staff: true });
      expect((await api.del(`/api/tasks/${task.id}`, staff.id)).statusCode).toBe(204);
      expect(await balanceOf(t.db, task.userId, 1)).toBe(12);
      expect(await balanceOf(t.db, staff.id, 1)).toBe(0);
    });

    it('transfers the sponsor: sponsor or staff only; the new sponsor gets later refunds', async () => {
      const task = await buildTask(t.db, { max_reward_number: 20 });
      const heir = await buildUser(t.db);
      const stranger = await member();
      const before = await boardState(t.db);
      const refused = await api.post('/api/tasks/change-user', stranger.id, {
        task_id: task.id,
        user_id: stranger.id,
      });
      expect(refused.statusCode).toBe(403);
      const unknown = await api.post('/api/tasks/change-user', task.userId, {
        task_id: task.id,
        user_id: 999999,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().fields).toEqual(['user_id']);
      expect(await boardState(t.db)).toEqual(before);

      const moved = await api.post('/api/tasks/change-user', task.userId, {
        task_id: task.id,
        user_id: heir.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ user_id: heir.id, user_info: { id: heir.id } });
      // the old sponsor is now a stranger to it
      expect((await api.patch(`/api/tasks/${task.id}`, task.userId, { title: 'x' })).statusCode).toBe(403);
      expect((await api.del(`/api/tasks/${task.id}`, heir.id)).statusCode).toBe(204);
      expect(await balanceOf(t.db, heir.id, 1)).toBe(20);
    });
  });

  describe('visibility', () => {
    it('public for all, semi-public for signed-in members, non-public for author, mentioned users and staff', async () => {
      const author = await buildUser(t.db);
      const mentioned = await buildUser(t.db);
      const other = await buildUser(t.db);
      const staff = await buildUser(t.db, { staff: true });
      const open = await buildTask(t.db, { user: author, public_permission: 'public' });
      const semi = await buildTask(t.db, { user: author, public_permission: 'semi_public' });
      const hidden = await buildTask(t.db, {
        user: author,
        public_permission: 'non_public',
        mention_user_ids: [mentioned.id],
      });
      const see = async (taskId: number, userId?: number) =>
        (await api.get(`/api/tasks/${taskId}`, userId)).statusCode;
      expect([await see(open.id), await see(open.id, other.id)]).toEqual([200, 200]);
      expect([await see(semi.id), await see(semi.id, other.id)]).toEqual([404, 200]);
      expect(await see(hidden.id)).toBe(404);
      expect(await see(hidden.id, other.id)).toBe(404);
      expect(await see(hidden.id, author.id)).toBe(200);
      expect(await see(hidden.id, mentioned.id)).toBe(200);
      expect(await see(hidden.id, staff.id)).toBe(200);
      const refused = await api.get(`/api/tasks/${hidden.id}`, other.id);
      expect(refused.json()).toEqual({ code: 'task_inaccessible', message: 'Task deleted or inaccessible' });

      const listed = async (userId?: number) =>
        ((await api.get(`/api/tasks?user_id=${author.id}`, userId)).json().results as { id: number }[]).map(
          (r) => r.id,
        );
      expect(await listed()).toEqual([open.id]);
      expect(await listed(other.id)).toEqual([semi.id, open.id]);
      expect(await listed(mentioned.id)).toEqual([hidden.id, semi.id, open.id]);
      expect(await listed(author.id)).toEqual([hidden.id, semi.id, open.id]);
      expect(await listed(staff.id)).toEqual([hidden.id, semi.id, open.id]);

      // a member who cannot see it cannot change it either: 404, not 403
      expect((await api.patch(`/api/tasks/${hidden.id}`, other.id, { title: 'x' })).statusCode).toBe(404);
      expect((await api.post(`/api/tasks/${hidden.id}/close`, other.id)).statusCode).toBe(404);
      expect((await api.del(`/api/tasks/${hidden.id}`, other.id)).statusCode).toBe(404);
    });

    it('shows mentioned users only to signed-in viewers (spec 6)', async () => {
      const friend = await buildUser(t.db, { nickname: 'Friend' });
      const task = await buildTask(t.db, { mention_user_ids: [friend.id] });
      const anonymous = (await api.get(`/api/tasks/${task.id}`)).json();
      expect(anonymous).toMatchObject({ mention_user_ids: [], mention_user_info: [] });
      const member = (await api.get(`/api/tasks/${task.id}`, friend.id)).json();
      expect(member).toMatchObject({
        mention_user_ids: [friend.id],
        mention_user_info: [{ id: friend.id, nickname: 'Friend' }],
      });
    });

    it('answers 404 task_inaccessible for an unknown id and 422 for a malformed or out-of-range one', async () => {
      expect((await api.get('/api/tasks/999999')).json().code).toBe('task_inaccessible');
      expect((await api.get('/api/tasks/abc')).statusCode).toBe(422);
      // beyond a PostgreSQL integer: refused before it reaches the database
      expect((await api.get('/api/tasks/99999999999')).statusCode).toBe(422);
      for (const query of [
        'user_id=99999999999',
        'task_category_id=99999999999',
        'tag_ids=1,99999999999',
        'page_number=1e300',
      ]) {
        expect((await api.get(`/api/tasks?${query}`)).statusCode, query).toBe(422);
      }
      expect((await api.get('/api/task-tags/group-ids?id=99999999999')).statusCode).toBe(422);
    });
  });

  it('publishes every task path in the OpenAPI document', async () => {
    const doc = (await api.get('/api/openapi.json')).json();
    for (const path of [
      '/api/tasks',
      '/api/tasks/{id}',
      '/api/tasks/{id}/close',
      '/api/tasks/{id}/reopen',
      '/api/tasks/change-user',
      '/api/tasks/batch-create',
      '/api/tasks/batch-delete',
      '/api/tasks/subscribe',
      '/api/tasks/unsubscribe',
      '/api/task-categories',
      '/api/task-tags',
      '/api/task-tags/group-ids',
      '/api/task-tags/tips',
      '/api/task-record',
      '/api/votes',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

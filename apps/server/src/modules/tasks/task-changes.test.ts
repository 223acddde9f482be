import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildReward, buildTag, buildTask, buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { release } from '../coin/service';
import { fund } from '../coin/test-helpers';
import { boardState, client, hoursFromNow, uploadImage } from './test-helpers';
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
      // spec 5: the coin must exceed what was rewarded; equal to it is refused too
      const equal = await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 20 });
      expect(equal.statusCode).toBe(422);
      expect(equal.json().code).toBe('reward_exceeds_coin_rewarded');
      expect(await escrowBalance(t.db, task.id, 1)).toBe(30);
      const ok = await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 21 });
      expect(ok.statusCode).toBe(200);
      expect(await escrowBalance(t.db, task.id, 1)).toBe(1);
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
      ).toBe(422);
      expect(
        (await api.patch(`/api/tasks/${task.id}`, task.userId, { max_reward_number: 31 })).statusCode,
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
      '/api/task-tag-groups',
      '/api/task-record',
      '/api/votes',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

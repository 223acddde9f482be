import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { conversationState } from '../comments/test-helpers';
import { client } from '../tasks/test-helpers';
import { rewards } from '../../db/schema/rewards';
import { notifications } from '../../db/schema/notifications';
import { balanceOf, escrowBalance } from '../coin/balances';

describe('rewards', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let staff: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    staff = await buildUser(t.db, { staff: true });
  });
  afterAll(() => t.close());

  const give = (userId: number | undefined, body: Record<string, unknown>) =>
    api.post('/api/rewards', userId, body);
  const batch = (userId: number | undefined, taskId: number) =>
    api.patch(`/api/tasks/${taskId}/reward-batch`, userId, undefined);
  const close = (task: { id: number; userId: number }) =>
    api.post(`/api/tasks/${task.id}/close`, task.userId, {});
  const rewardNotes = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.action, 'reward')));

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

  /** A task (pool 10 unless given) with a comment by a new member. */
  const scene = async (pool = 10) => {
    const task = await buildTask(t.db, { max_reward_number: pool });
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const comment = await buildComment(t.db, { task, user: bob, content: '<p>My entry</p>' });
    return { task, bob, comment };
  };

  it('the sponsor rewards a comment: processing, shown on the comment, the commenter notified', async () => {
    const { task, bob, comment } = await scene();
    const res = await give(task.userId, { task_id: task.id, comment_id: comment.id, number: 4 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      task_id: task.id,
      number: 4,
      status: 'processing',
      create_time: expect.any(String),
      update_time: expect.any(String),
      send_time: null,
      user_info: { id: bob.id, nickname: 'Bob', avatar: '' },
      comment_info: {
        id: comment.id,
        content: '<p>My entry</p>',
        user_info: { id: bob.id, nickname: 'Bob', avatar: '' },
        is_deleted: false,
      },
    });
    const rewardId = res.json().id;
    const listed = (await api.get(`/api/comments?object_id=${task.id}`)).json().results[0];
    expect(listed.reward_info).toEqual({ id: rewardId, number: 4, status: 'processing' });
    expect((await rewardNotes(bob.id))[0]).toMatchObject({
      actorId: task.userId,
      commentId: comment.id,
      rewardId,
    });
    // promised, not paid: the coin stays in the pool until the batch reward
    expect(await balanceOf(t.db, bob.id, 1)).toBe(0);
    expect(await escrowBalance(t.db, task.id, 1)).toBe(10);
    const page = (await api.get(`/api/rewards?task_id=${task.id}`)).json();
    expect(page).toMatchObject({ count: 1, page_size: 1000, results: [{ id: rewardId, number: 4 }] });
  });

  it('takes a whole number of at least 1 (digits as a string too); 0, negative, fractional refused', async () => {
    const { task, comment } = await scene();
    for (const number of [0, -3, 1.5, 'abc', '-2', '', null]) {
      await refused(() => give(task.userId, { task_id: task.id, comment_id: comment.id, number }), 422, {
        code: 'validation_error',
        fields: ['number'],
      });
    }
    const res = await give(task.userId, { task_id: task.id, comment_id: comment.id, number: '3' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().number).toBe(3);
  });

  it('needs reward.create for the sponsor and reward.other_create_reward for anyone else', async () => {
    const { task, comment } = await scene();
    const member = await buildUser(t.db);
    await refused(() => give(undefined, { task_id: task.id, comment_id: comment.id, number: 1 }), 401, {
      code: 'sign_in_required',
    });
    await refused(() => give(member.id, { task_id: task.id, comment_id: comment.id, number: 1 }), 403, {
      code: 'no_operation_permission',
      message: 'No permission for this operation',
    });
    const res = await give(staff.id, { task_id: task.id, comment_id: comment.id, number: 2 });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses one’s own comment, a second reward, a comment of another task, a deleted comment', async () => {
    const { task, comment } = await scene();
    const own = await buildComment(t.db, { task, user: { id: task.userId } });
    await refused(() => give(task.userId, { task_id: task.id, comment_id: own.id, number: 1 }), 403, {
      code: 'reward_own_comment',
      message: 'You cannot reward your own comment',
    });
    await buildReward(t.db, { task, comment, number: 2 });
    await refused(() => give(task.userId, { task_id: task.id, comment_id: comment.id, number: 1 }), 409, {
      code: 'reward_exists',
      message: 'This comment has already been rewarded',
    });
    const other = await scene();
    await refused(
      () => give(task.userId, { task_id: task.id, comment_id: other.comment.id, number: 1 }),
      422,
      {
        code: 'validation_error',
        fields: ['comment_id'],
      },
    );
    const gone = await buildComment(t.db, { task });
    await api.del(`/api/comments/${gone.id}`, staff.id);
    await refused(() => give(task.userId, { task_id: task.id, comment_id: gone.id, number: 1 }), 404, {
      code: 'comment_deleted',
    });
    const hidden = await buildTask(t.db, { public_permission: 'non_public' });
    await refused(
      () => give(comment.userId, { task_id: hidden.id, comment_id: comment.id, number: 1 }),
      404,
      {
        code: 'task_inaccessible',
      },
    );
  });

  it('refuses what the pool cannot cover (spec 8: remaining reward quantity insufficient)', async () => {
    const { task, comment } = await scene(10);
    const second = await buildComment(t.db, { task });
    const third = await buildComment(t.db, { task });
    const first = (await give(task.userId, { task_id: task.id, comment_id: comment.id, number: 7 })).json();
    const insufficient = {
      code: 'reward_remaining_insufficient',
      message: 'Remaining reward quantity insufficient',
    };
    await refused(
      () => give(task.userId, { task_id: task.id, comment_id: second.id, number: 4 }),
      409,
      insufficient,
    );
    expect((await give(task.userId, { task_id: task.id, comment_id: second.id, number: 3 })).statusCode).toBe(
      201,
    );
    await refused(
      () => give(task.userId, { task_id: task.id, comment_id: third.id, number: 1 }),
      409,
      insufficient,
    );
    // an edit counts the others, not its own old amount
    await refused(() => api.patch(`/api/rewards/${first.id}`, task.userId, { number: 8 }), 409, insufficient);
    const lowered = await api.patch(`/api/rewards/${first.id}`, task.userId, { number: 5 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ id: first.id, number: 5, status: 'processing' });
    expect((await give(task.userId, { task_id: task.id, comment_id: third.id, number: 2 })).statusCode).toBe(
      201,
    );
  });

  it('refuses more than the task\'s whole coin with spec 8\'s "must exceed the reward offered", on a give and an edit', async () => {
    const { task, comment } = await scene(10);
    const before = await api.get(`/api/tasks/${task.id}`, task.userId);
    const exceeds = { code: 'reward_exceeds_coin', message: 'MIAO COIN must exceed the reward offered' };
    await refused(
      () => give(task.userId, { task_id: task.id, comment_id: comment.id, number: 11 }),
      422,
      exceeds,
    );
    expect((await api.get(`/api/tasks/${task.id}`, task.userId)).json()).toEqual(before.json());
    const given = (await give(task.userId, { task_id: task.id, comment_id: comment.id, number: 10 })).json();
    await refused(() => api.patch(`/api/rewards/${given.id}`, task.userId, { number: 11 }), 422, exceeds);
  });

  it('edits and withdraws while processing, by the sponsor (reward.update) or staff; not while closed', async () => {
    const { task, bob, comment } = await scene();
    const reward = await buildReward(t.db, { task, comment, number: 2 });
    const member = await buildUser(t.db);
    await refused(() => api.patch(`/api/rewards/${reward.id}`, member.id, { number: 3 }), 403, {
      code: 'no_operation_permission',
    });
    await refused(() => api.patch(`/api/rewards/${reward.id}`, bob.id, { number: 3 }), 403, {
      code: 'no_operation_permission',
    });
    await refused(() => api.patch(`/api/rewards/${reward.id}`, task.userId, { number: 0 }), 422, {
      fields: ['number'],
    });
    await refused(
      () =>
        api.patch(`/api/rewards/${reward.id}`, task.userId, { number: 3, comment_id: reward.commentId + 1 }),
      422,
      { fields: ['comment_id'] },
    );
    await refused(() => api.patch(`/api/rewards/1999999`, task.userId, { number: 3 }), 404, {
      code: 'not_found',
    });
    // spec 7 sends id, task_id, number and comment_id
    const edited = await api.patch(`/api/rewards/${reward.id}`, task.userId, {
      task_id: task.id,
      comment_id: comment.id,
      number: 3,
    });
    expect(edited.json()).toMatchObject({ number: 3 });
    expect((await api.patch(`/api/rewards/${reward.id}`, staff.id, { number: 4 })).json().number).toBe(4);

    await close(task);
    await refused(() => api.patch(`/api/rewards/${reward.id}`, task.userId, { number: 5 }), 409, {
      code: 'task_closed',
    });
    await refused(() => api.del(`/api/rewards/${reward.id}`, task.userId), 409, { code: 'task_closed' });
    const other = await buildComment(t.db, { task: await buildTask(t.db) });
    await refused(() => give(task.userId, { task_id: task.id, comment_id: other.id, number: 1 }), 409, {
      code: 'task_closed',
    });
    await api.post(`/api/tasks/${task.id}/reopen`, task.userId, {});
    await refused(() => api.del(`/api/rewards/${reward.id}`, member.id), 403, {
      code: 'no_operation_permission',
    });
    expect((await api.del(`/api/rewards/${reward.id}`, task.userId)).statusCode).toBe(204);
    expect(await t.db.select().from(rewards).where(eq(rewards.id, reward.id))).toEqual([]);
    // its notification stays, reading as deleted
    const [note] = (await api.get('/api/notifications', bob.id)).json().results;
    expect(note).toMatchObject({ action: 'reward', reward_info: null, target_deleted: true });
    // withdrawn, the comment may be rewarded again
    expect(
      (await give(task.userId, { task_id: task.id, comment_id: comment.id, number: 1 })).statusCode,
    ).toBe(201);
  });

  it('withdraws a processing reward when its comment is deleted', async () => {
    const { task, bob, comment } = await scene();
    await buildReward(t.db, { task, comment, number: 2 });
    expect((await api.del(`/api/comments/${comment.id}`, bob.id)).statusCode).toBe(204);
    expect(await t.db.select().from(rewards).where(eq(rewards.commentId, comment.id))).toEqual([]);
  });

  it('batch reward: task.reward only, on a closed task with rewards processing', async () => {
    const { task, comment } = await scene();
    await buildReward(t.db, { task, comment, number: 2 });
    await refused(() => batch(undefined, task.id), 401, { code: 'sign_in_required' });
    // the sponsor is not allowed task.reward (staff are)
    await refused(() => batch(task.userId, task.id), 403, { code: 'no_operation_permission' });
    await refused(() => batch(staff.id, task.id), 409, {
      code: 'task_not_closed',
      message: 'Close the task before sending the rewards',
    });
    const empty = await buildTask(t.db);
    await close(empty);
    await refused(() => batch(staff.id, empty.id), 409, {
      code: 'reward_none_to_send',
      message: 'There are no rewards to send',
    });
    await refused(() => batch(staff.id, 1_999_999), 404, { code: 'task_inaccessible' });
  });

  it('batch reward pays exactly: commenters get their rewards, the sponsor the rest; the ledger checks', async () => {
    const task = await buildTask(t.db, { max_reward_number: 100 });
    const [bob, carol, dave] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const cb = await buildComment(t.db, { task, user: bob });
    const cc = await buildComment(t.db, { task, user: carol });
    const cc2 = await buildComment(t.db, { task, user: carol });
    await buildComment(t.db, { task, user: dave });
    const r1 = await buildReward(t.db, { task, comment: cb, number: 30 });
    const r2 = await buildReward(t.db, { task, comment: cc, number: 25 });
    const r3 = await buildReward(t.db, { task, comment: cc2, number: 5, by: staff });
    const before = {
      bob: await balanceOf(t.db, bob.id, 1),
      carol: await balanceOf(t.db, carol.id, 1),
      dave: await balanceOf(t.db, dave.id, 1),
      sponsor: await balanceOf(t.db, task.userId, 1),
    };
    expect(await close(task)).toMatchObject({ statusCode: 200 });
    // an empty body sent with a JSON content type is still an empty body
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/reward-batch`,
      headers: { ...(await authHeader(t.config, staff.id)), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ task_id: task.id, count: 3, sent_number: 60, refunded_number: 40 });
    expect(res.json().results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [r1.id, 'sent'],
      [r2.id, 'sent'],
      [r3.id, 'sent'],
    ]);
    expect(res.json().results[0].send_time).toEqual(expect.any(String));
    expect(await balanceOf(t.db, bob.id, 1)).toBe(before.bob + 30);
    expect(await balanceOf(t.db, carol.id, 1)).toBe(before.carol + 30);
    expect(await balanceOf(t.db, dave.id, 1)).toBe(before.dave);
    expect(await balanceOf(t.db, task.userId, 1)).toBe(before.sponsor + 40);
    expect(await escrowBalance(t.db, task.id, 1)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
    const detail = (await api.get(`/api/tasks/${task.id}`)).json();
    expect(detail).toMatchObject({ rewarded_number: 60, remaining_number: 0 });
    // the balance history names the reward and the refund
    const history = (await api.get('/api/balance/history', bob.id)).json().results;
    expect(history[0]).toMatchObject({
      type: 'increase',
      number: 30,
      task_id: task.id,
      record: { type: 'reward' },
    });
    // the commenters hear of it (again, now sent)
    expect((await rewardNotes(carol.id)).length).toBe(4);
    expect((await rewardNotes(bob.id)).length).toBe(2);

    // after sent: no edit, no delete, no second batch
    const sent = { code: 'reward_already_sent', message: 'Reward already sent' };
    await refused(() => api.patch(`/api/rewards/${r1.id}`, task.userId, { number: 1 }), 409, sent);
    await refused(() => api.del(`/api/rewards/${r1.id}`, task.userId), 409, sent);
    await refused(() => api.patch(`/api/rewards/${r3.id}`, staff.id, { number: 1 }), 409, sent);
    await refused(() => batch(staff.id, task.id), 409, sent);
    const listed = (await api.get(`/api/comments?object_id=${task.id}&ordering=id`)).json().results;
    expect(listed[0].reward_info).toEqual({ id: r1.id, number: 30, status: 'sent' });
  });

  it('a promised reward is visible while it waits: wallet pending, sponsor held, pool pending, payout notified (issue 18)', async () => {
    const task = await buildTask(t.db, { max_reward_number: 50 });
    const bob = await buildUser(t.db);
    const comment = await buildComment(t.db, { task, user: bob });
    const balance = async (userId: number) =>
      (await api.get('/api/balance', userId))
        .json()
        .count_list.find((c: { coin_id: number }) => c.coin_id === 1);
    const bobBefore = await balance(bob.id);
    const sponsorBefore = await balance(task.userId);
    expect(sponsorBefore).toMatchObject({ pending: 0, held: 50 });

    const reward = await buildReward(t.db, { task, comment, number: 20 });
    // not paid yet: the balance is unchanged, the reward shows as pending beside it
    expect(await balance(bob.id)).toEqual({ ...bobBefore, pending: 20 });
    expect((await api.get(`/api/tasks/${task.id}`)).json()).toMatchObject({
      rewarded_number: 0,
      pending_number: 20,
      remaining_number: 50,
    });
    const pending = await api.get('/api/rewards/pending', bob.id);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({
      results: [
        {
          id: reward.id,
          task_id: task.id,
          task_title: expect.any(String),
          task_closed: false,
          coin_type_id: 1,
          number: 20,
          create_time: expect.any(String),
        },
      ],
      count: 1,
    });
    expect((await api.get('/api/rewards/pending')).statusCode).toBe(401);
    const [promise] = await rewardNotes(bob.id);
    expect(promise).toMatchObject({ originalType: 'reward' });

    expect(await close(task)).toMatchObject({ statusCode: 200 });
    expect((await api.get('/api/rewards/pending', bob.id)).json().results[0].task_closed).toBe(true);
    expect((await batch(staff.id, task.id)).statusCode).toBe(200);
    // paid: available grows by the reward, nothing pending, the sponsor's pool is empty
    expect(await balance(bob.id)).toEqual({ ...bobBefore, count: bobBefore.count + 20, pending: 0 });
    expect(await balance(task.userId)).toMatchObject({ count: sponsorBefore.count + 30, held: 0 });
    expect((await api.get('/api/rewards/pending', bob.id)).json()).toEqual({ results: [], count: 0 });
    const notes = await rewardNotes(bob.id);
    expect(notes.map((n) => n.originalType).sort()).toEqual(['payout', 'reward']);
    const listed = (await api.get('/api/notifications', bob.id)).json().results;
    expect(listed.map((n: { original_type: string }) => n.original_type)).toContain('payout');
  });

  it('pays once when two batch calls race', async () => {
    const task = await buildTask(t.db, { max_reward_number: 50 });
    const bob = await buildUser(t.db);
    const comment = await buildComment(t.db, { task, user: bob });
    await buildReward(t.db, { task, comment, number: 20 });
    await close(task);
    const sponsorBefore = await balanceOf(t.db, task.userId, 1);
    const answers = await Promise.all([
      batch(staff.id, task.id),
      batch(staff.id, task.id),
      batch(staff.id, task.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'reward_already_sent',
      'reward_already_sent',
    ]);
    expect(await balanceOf(t.db, bob.id, 1)).toBe(20);
    expect(await balanceOf(t.db, task.userId, 1)).toBe(sponsorBefore + 30);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lists a task’s rewards with paging, to whoever may see the task', async () => {
    const { task, comment } = await scene();
    const second = await buildComment(t.db, { task });
    const a = await buildReward(t.db, { task, comment, number: 1 });
    const b = await buildReward(t.db, { task, comment: second, number: 2 });
    const page = (await api.get(`/api/rewards?task_id=${task.id}&page_size=1`)).json();
    expect(page).toMatchObject({ count: 2, page_size: 1, results: [{ id: b.id }] });
    const asc = (await api.get(`/api/rewards?task_id=${task.id}&ordering=id`)).json();
    expect(asc.results.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect((await api.get(`/api/rewards?task_id=${task.id}&page_number=5`)).json()).toMatchObject({
      results: [],
      count: 2,
    });
    expect((await api.get('/api/rewards')).statusCode).toBe(422);
    const hidden = await buildTask(t.db, { public_permission: 'non_public' });
    expect((await api.get(`/api/rewards?task_id=${hidden.id}`)).json().code).toBe('task_inaccessible');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildTask, buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { fund } from '../coin/test-helpers';
import { boardState, client, taskBody } from './test-helpers';
import { balanceOf, escrowBalance } from '../coin/balances';

describe('batch create and delete (staff)', () => {
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

  const staffMember = async (coins: number) => {
    const staff = await buildUser(t.db, { staff: true });
    if (coins > 0) await fund(t.db, staff.id, coins);
    return staff;
  };

  it('creates every row, escrowing each reward from the staff member', async () => {
    const staff = await staffMember(100);
    const res = await api.post('/api/tasks/batch-create', staff.id, {
      tasks: [
        taskBody({ title: 'One', max_reward_number: 10 }),
        taskBody({ title: '二', language: 'cn', max_reward_number: 20 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { title: string; user_id: number }) => [r.title, r.user_id])).toEqual([
      ['One', staff.id],
      ['二', staff.id],
    ]);
    expect(await balanceOf(t.db, staff.id, 1)).toBe(70);
    expect(await escrowBalance(t.db, body.results[1].id, 1)).toBe(20);
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    const member = await buildUser(t.db);
    await fund(t.db, member.id, 100);
    const before = await boardState(t.db);
    const res = await api.post('/api/tasks/batch-create', member.id, { tasks: [taskBody()] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_operation_permission');
    expect((await api.post('/api/tasks/batch-create', undefined, { tasks: [taskBody()] })).statusCode).toBe(
      401,
    );
    const task = await buildTask(t.db);
    const after = await boardState(t.db);
    // batch delete is open to sponsors (issue 17), but only for their own tasks
    const notOwn = await api.post('/api/tasks/batch-delete', member.id, { ids: [task.id] });
    expect(notOwn.statusCode).toBe(422);
    expect(notOwn.json().rows).toMatchObject([{ index: 0, code: 'no_operation_permission' }]);
    expect((await api.post('/api/tasks/batch-delete', undefined, { ids: [task.id] })).statusCode).toBe(401);
    expect(await boardState(t.db)).toEqual(after);
    expect(before).not.toEqual(after);
  });

  it('creates nothing when any row is invalid, naming every refused row', async () => {
    const staff = await staffMember(100);
    const before = await boardState(t.db);
    const res = await api.post('/api/tasks/batch-create', staff.id, {
      tasks: [
        taskBody({ title: 'Fine' }),
        taskBody({ title: '', max_reward_number: 0 }),
        taskBody({ title: 'Fine too' }),
        taskBody({ title: 'Fine three' }),
        taskBody({ tag_ids: [999999] }),
        'not a task',
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'task_batch_invalid',
      message: 'Some rows are invalid, nothing was saved',
    });
    expect(body.rows).toEqual([
      {
        index: 1,
        code: 'validation_error',
        message: 'Please enter the correct value',
        fields: ['title', 'max_reward_number'],
      },
      { index: 4, code: 'validation_error', message: 'Please enter the correct value', fields: ['tag_ids'] },
      { index: 5, code: 'validation_error', message: 'Please enter the correct value', fields: [''] },
    ]);
    expect(await boardState(t.db)).toEqual(before);
    expect(await balanceOf(t.db, staff.id, 1)).toBe(100);
  });

  it('creates nothing when the coin runs out part-way, naming the row', async () => {
    const staff = await staffMember(25);
    const before = await boardState(t.db);
    const res = await api.post('/api/tasks/batch-create', staff.id, {
      tasks: [
        taskBody({ max_reward_number: 10 }),
        taskBody({ max_reward_number: 10 }),
        taskBody({ max_reward_number: 10 }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { index: 2, code: 'coin_balance_insufficient', message: 'Coin balance insufficient', fields: [] },
    ]);
    expect(await boardState(t.db)).toEqual(before);
    expect(await balanceOf(t.db, staff.id, 1)).toBe(25);
  });

  it('refuses an empty batch and one over the limit', async () => {
    const staff = await staffMember(0);
    expect((await api.post('/api/tasks/batch-create', staff.id, { tasks: [] })).statusCode).toBe(422);
    const many = Array.from({ length: 101 }, () => taskBody());
    expect((await api.post('/api/tasks/batch-create', staff.id, { tasks: many })).statusCode).toBe(422);
  });

  it('deletes every named task and refunds each sponsor', async () => {
    const staff = await staffMember(0);
    const a = await buildTask(t.db, { max_reward_number: 7 });
    const b = await buildTask(t.db, { max_reward_number: 9, public_permission: 'non_public' });
    const res = await api.post('/api/tasks/batch-delete', staff.id, { ids: [a.id, b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: [a.id, b.id], count: 2 });
    expect(await balanceOf(t.db, a.userId, 1)).toBe(7);
    expect(await balanceOf(t.db, b.userId, 1)).toBe(9);
    expect((await api.get(`/api/tasks/${a.id}`, staff.id)).statusCode).toBe(404);
  });

  it('lets a sponsor delete their own tasks at once, and nothing when one is not theirs', async () => {
    const sponsor = await buildUser(t.db);
    const a = await buildTask(t.db, { user: sponsor, max_reward_number: 4 });
    const b = await buildTask(t.db, { user: sponsor, max_reward_number: 6 });
    const other = await buildTask(t.db);
    const before = await boardState(t.db);
    const mixed = await api.post('/api/tasks/batch-delete', sponsor.id, { ids: [a.id, other.id] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().rows).toMatchObject([{ index: 1, code: 'no_operation_permission' }]);
    expect(await boardState(t.db)).toEqual(before);
    const own = await api.post('/api/tasks/batch-delete', sponsor.id, { ids: [a.id, b.id] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ deleted: [a.id, b.id], count: 2 });
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(10);
  });

  it('deletes nothing when any id is unknown or already deleted', async () => {
    const staff = await staffMember(0);
    const alive = await buildTask(t.db, { max_reward_number: 5 });
    const gone = await buildTask(t.db);
    expect((await api.del(`/api/tasks/${gone.id}`, gone.userId)).statusCode).toBe(204);
    const before = await boardState(t.db);
    const res = await api.post('/api/tasks/batch-delete', staff.id, { ids: [alive.id, gone.id, 999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'task_batch_invalid',
      rows: [
        { index: 1, code: 'task_inaccessible', message: 'Task deleted or inaccessible', fields: [] },
        { index: 2, code: 'task_inaccessible', message: 'Task deleted or inaccessible', fields: [] },
      ],
    });
    expect(await boardState(t.db)).toEqual(before);
    expect(await escrowBalance(t.db, alive.id, 1)).toBe(5);
  });
});

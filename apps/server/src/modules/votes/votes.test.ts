import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { buildTask, buildUser } from '../../test/factories';
import { boardState, client, hoursFromNow } from '../tasks/test-helpers';

type Option = { id: number; content: string; vote_num: number | null };

describe('votes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  /** A task with three options (max_num 2 unless given) open now, and its option ids. */
  const votingTask = async (input: Parameters<typeof buildTask>[1] = {}) => {
    const task = await buildTask(t.db, {
      vote_conf: { enable: true, max_num: 2, ...(input.vote_conf ?? {}) },
      vote_content: [{ content: 'Red' }, { content: 'Blue' }, { content: 'Green' }],
      ...input,
    });
    const detail = (await api.get(`/api/tasks/${task.id}`, task.userId)).json();
    const ids = (detail.vote_content.vote_list as Option[]).map((o) => o.id);
    return { task, ids };
  };
  const vote = (userId: number | undefined, task_id: number, vote_ids: number[]) =>
    api.post('/api/votes', userId, { task_id, vote_ids });
  const optionsOf = async (taskId: number, userId: number) =>
    (await api.get(`/api/tasks/${taskId}`, userId)).json().vote_content.vote_list as Option[];

  it('counts a vote and answers the voter the vote state', async () => {
    const { task, ids } = await votingTask();
    const voter = await buildUser(t.db);
    const res = await vote(voter.id, task.id, [ids[0]!, ids[2]!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      task_id: task.id,
      my_vote_ids: [ids[0], ids[2]],
      vote_content: { vote_total_num: null, show_res: false },
    });
    expect((await optionsOf(task.id, task.userId)).map((o) => o.vote_num)).toEqual([1, 0, 1]);
    const detail = (await api.get(`/api/tasks/${task.id}`, voter.id)).json();
    expect(detail.my_vote_ids).toEqual([ids[0], ids[2]]);
  });

  it('takes no vote once the results are shown (spec 4), and the sponsor showing them ends the vote', async () => {
    const shown = await votingTask({ vote_conf: { enable: true, max_num: 1, show_res: true } });
    const voter = await buildUser(t.db);
    const before = await boardState(t.db);
    const refused = await vote(voter.id, shown.task.id, [shown.ids[0]!]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'vote_results_shown',
      message: 'Voting is over: the results are shown',
    });
    expect(await boardState(t.db)).toEqual(before);

    const running = await votingTask();
    expect((await vote(voter.id, running.task.id, [running.ids[1]!])).statusCode).toBe(200);
    const publish = await api.patch(`/api/tasks/${running.task.id}`, running.task.userId, {
      vote_conf: { show_res: true },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json().vote_conf.show_res).toBe(true);
    const late = await buildUser(t.db);
    expect((await vote(late.id, running.task.id, [running.ids[0]!])).json().code).toBe('vote_results_shown');
    // everyone sees the totals now, and they cannot be hidden again
    expect((await api.get(`/api/tasks/${running.task.id}`)).json().vote_content).toMatchObject({
      vote_total_num: 1,
      show_res: true,
    });
    const hide = await api.patch(`/api/tasks/${running.task.id}`, running.task.userId, {
      vote_conf: { show_res: false },
    });
    expect(hide.statusCode).toBe(422);
    expect(hide.json().fields).toEqual(['vote_conf.show_res']);
  });

  it('needs sign-in', async () => {
    const { task, ids } = await votingTask();
    const res = await vote(undefined, task.id, [ids[0]!]);
    expect(res.statusCode).toBe(401);
  });

  it('refuses the author (spec 4: the originator cannot vote)', async () => {
    const { task, ids } = await votingTask();
    const before = await boardState(t.db);
    const res = await vote(task.userId, task.id, [ids[0]!]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'vote_own_task', message: 'The originator cannot vote' });
    expect(await boardState(t.db)).toEqual(before);
  });

  it('refuses before start_at and after end_at', async () => {
    const voter = await buildUser(t.db);
    const early = await votingTask({ start_at: hoursFromNow(1), end_at: hoursFromNow(5) });
    const late = await votingTask({ start_at: hoursFromNow(-5), end_at: hoursFromNow(-1) });
    const before = await boardState(t.db);
    const notStarted = await vote(voter.id, early.task.id, [early.ids[0]!]);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json()).toEqual({ code: 'vote_not_started', message: 'Voting has not started' });
    const ended = await vote(voter.id, late.task.id, [late.ids[0]!]);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ code: 'vote_ended', message: 'Vote ended' });
    expect(await boardState(t.db)).toEqual(before);
  });

  it('refuses a closed task with its own message, and accepts again once reopened', async () => {
    const { task, ids } = await votingTask();
    const voter = await buildUser(t.db);
    expect((await api.post(`/api/tasks/${task.id}/close`, task.userId)).statusCode).toBe(200);
    const before = await boardState(t.db);
    const res = await vote(voter.id, task.id, [ids[0]!]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'task_closed', message: 'The task is closed' });
    expect(await boardState(t.db)).toEqual(before);
    expect((await api.post(`/api/tasks/${task.id}/reopen`, task.userId)).statusCode).toBe(200);
    expect((await vote(voter.id, task.id, [ids[0]!])).statusCode).toBe(200);
  });

  it('refuses more than max_num options (spec 8: maximum choices reached)', async () => {
    const { task, ids } = await votingTask();
    const voter = await buildUser(t.db);
    const before = await boardState(t.db);
    const res = await vote(voter.id, task.id, ids);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'vote_max_choices', message: 'Maximum choices reached' });
    expect(await boardState(t.db)).toEqual(before);
    // the same option twice is one choice
    expect((await vote(voter.id, task.id, [ids[1]!, ids[1]!])).statusCode).toBe(200);
    expect((await optionsOf(task.id, task.userId))[1]!.vote_num).toBe(1);
  });

  it('refuses options of another task, an empty choice and a task without voting', async () => {
    const { task } = await votingTask();
    const other = await votingTask();
    const plain = await buildTask(t.db);
    const voter = await buildUser(t.db);
    const before = await boardState(t.db);
    const foreign = await vote(voter.id, task.id, [other.ids[0]!]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'validation_error', fields: ['vote_ids'] });
    expect((await vote(voter.id, task.id, [])).statusCode).toBe(422);
    const disabled = await vote(voter.id, plain.id, [other.ids[0]!]);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toEqual({
      code: 'vote_disabled',
      message: 'Voting is not enabled for this task',
    });
    expect(await boardState(t.db)).toEqual(before);
  });

  it('refuses a second ballot by the same voter', async () => {
    const { task, ids } = await votingTask();
    const voter = await buildUser(t.db);
    expect((await vote(voter.id, task.id, [ids[0]!])).statusCode).toBe(200);
    const before = await boardState(t.db);
    const again = await vote(voter.id, task.id, [ids[1]!]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'vote_already_cast', message: 'You have already voted' });
    expect(await boardState(t.db)).toEqual(before);
  });

  it('counts 50 concurrent submits by one voter once', async () => {
    const { task, ids } = await votingTask();
    const voter = await buildUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => vote(voter.id, task.id, [ids[0]!, ids[1]!])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'vote_already_cast'),
    ).toBe(true);
    expect((await optionsOf(task.id, task.userId)).map((o) => o.vote_num)).toEqual([1, 1, 0]);
    const [counts] = rowsOf<{ votes: string; ballots: string }>(
      await t.db.execute(sql`select (select count(*) from votes where task_id = ${task.id})::text as votes,
        (select count(*) from vote_ballots where task_id = ${task.id})::text as ballots`),
    );
    expect(counts).toEqual({ votes: '2', ballots: '1' });
  });

  it('counts concurrent voters each once', async () => {
    const { task, ids } = await votingTask();
    const voters = await Promise.all(Array.from({ length: 12 }, () => buildUser(t.db)));
    const results = await Promise.all(voters.map((v, i) => vote(v.id, task.id, [ids[i % 3]!])));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await optionsOf(task.id, task.userId)).map((o) => o.vote_num)).toEqual([4, 4, 4]);
  });

  it('hides totals from non-authors before the end unless show_res; shows them to the author and after the end', async () => {
    const hidden = await votingTask();
    const voter = await buildUser(t.db);
    const viewer = await buildUser(t.db);
    expect((await vote(voter.id, hidden.task.id, [hidden.ids[0]!])).statusCode).toBe(200);
    const forViewer = (await api.get(`/api/tasks/${hidden.task.id}`, viewer.id)).json();
    expect(forViewer.vote_content).toEqual({
      vote_list: [
        { id: hidden.ids[0], content: 'Red', pic: '', vote_num: null },
        { id: hidden.ids[1], content: 'Blue', pic: '', vote_num: null },
        { id: hidden.ids[2], content: 'Green', pic: '', vote_num: null },
      ],
      vote_total_num: null,
      show_res: false,
    });
    expect((await api.get(`/api/tasks/${hidden.task.id}`)).json().vote_content.vote_total_num).toBeNull();
    const forAuthor = (await api.get(`/api/tasks/${hidden.task.id}`, hidden.task.userId)).json();
    expect(forAuthor.vote_content).toMatchObject({ vote_total_num: 1, show_res: true });

    const shown = await votingTask({ vote_conf: { enable: true, max_num: 1, show_res: true } });
    expect((await api.get(`/api/tasks/${shown.task.id}`)).json().vote_content).toMatchObject({
      vote_total_num: 0,
      show_res: true,
    });

    const over = await votingTask({ start_at: hoursFromNow(-5), end_at: hoursFromNow(-1) });
    expect((await api.get(`/api/tasks/${over.task.id}`, viewer.id)).json().vote_content).toMatchObject({
      vote_total_num: 0,
      show_res: true,
    });
    await api.post(`/api/tasks/${hidden.task.id}/close`, hidden.task.userId);
    expect(
      (await api.get(`/api/tasks/${hidden.task.id}`, viewer.id)).json().vote_content.vote_total_num,
    ).toBe(1);
  });

  it('cannot vote on a task the voter cannot see', async () => {
    const { task, ids } = await votingTask({ public_permission: 'non_public' });
    const voter = await buildUser(t.db);
    const res = await vote(voter.id, task.id, [ids[0]!]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('task_inaccessible');
  });

  describe('options at creation', () => {
    it.each([
      [{ vote_conf: { enable: true, max_num: 1 }, vote_content: [] }, ['vote_content']],
      [
        { vote_conf: { enable: true, max_num: 3 }, vote_content: [{ content: 'A' }, { content: 'B' }] },
        ['vote_conf.max_num'],
      ],
      [{ vote_conf: { enable: true, max_num: 0 }, vote_content: [{ content: 'A' }] }, ['vote_conf.max_num']],
      [
        { vote_conf: { enable: true, max_num: 1 }, vote_content: [{ content: 'x'.repeat(21) }] },
        ['vote_content.0.content'],
      ],
      [
        { vote_conf: { enable: true, max_num: 1 }, vote_content: [{ content: '  ' }] },
        ['vote_content.0.content'],
      ],
      [
        { vote_conf: { enable: true, max_num: 1 }, vote_content: [{ id: 5, content: 'A' }] },
        ['vote_content.0.id'],
      ],
      [{ vote_conf: { enable: false }, vote_content: [{ content: 'A' }] }, ['vote_content']],
    ])('refuses %j', async (override, fields) => {
      const author = await buildUser(t.db);
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks', author.id, {
        title: 'Vote',
        max_reward_number: 1,
        start_at: hoursFromNow(-1),
        end_at: hoursFromNow(5),
        ...override,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields });
      expect(await boardState(t.db)).toEqual(before);
    });

    it('accepts 20 characters of option text', async () => {
      const { task } = await votingTask({ vote_content: [{ content: '喵'.repeat(20) }, { content: 'B' }] });
      expect((await optionsOf(task.id, task.userId))[0]!.content).toBe('喵'.repeat(20));
    });
  });
});

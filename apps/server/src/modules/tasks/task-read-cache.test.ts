// Issue 13: task reads come from memory, yet never show what another process changed once its
// announcement is heard, and never show a reader what their visibility hides.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { buildCategory, buildTask, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { grantStaff } from '../users/accounts';
import { client } from './test-helpers';

describe('task reads through the read cache', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  /** A write as another server process makes it: straight to the database, then heard on the feed. */
  const elsewhere = async (write: () => Promise<unknown>) => {
    await write();
    await t.app.deps.changes.sync();
  };
  const titles = async (userId?: number) =>
    ((await api.get('/api/tasks?page_size=100', userId)).json().results as { title: string }[]).map(
      (r) => r.title,
    );

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    expect(t.app.deps.changes.live, 'the change feed listens, so reads are cached').toBe(true);
  });
  afterAll(() => t.close());

  it('a list is served twice from memory, then shows a title changed elsewhere', async () => {
    const task = await buildTask(t.db, { title: 'Cached title' });
    expect(await titles()).toContain('Cached title');
    const again = await api.get('/api/tasks?page_size=100', undefined);
    expect(again.json().results.map((r: { title: string }) => r.title)).toContain('Cached title');
    await elsewhere(() =>
      t.db.update(tasks).set({ title: 'Renamed elsewhere' }).where(eq(tasks.id, task.id)),
    );
    const now = await titles();
    expect(now).toContain('Renamed elsewhere');
    expect(now).not.toContain('Cached title');
  });

  it('a new task, a deleted task and a renamed author show at once', async () => {
    const author = await buildUser(t.db, { nickname: 'Before' });
    await titles();
    const task = await buildTask(t.db, { title: 'Fresh one', user: author });
    await t.app.deps.changes.sync();
    expect(await titles()).toContain('Fresh one');
    await elsewhere(() => t.db.update(users).set({ nickname: 'After' }).where(eq(users.id, author.id)));
    const detail = (await api.get(`/api/tasks/${task.id}`)).json();
    expect(detail.user_info.nickname).toBe('After');
    await elsewhere(() => t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, task.id)));
    expect(await titles()).not.toContain('Fresh one');
    expect((await api.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('a category renamed elsewhere shows on the cards', async () => {
    const category = await buildCategory(t.db, { name: 'Old name' });
    const task = await buildTask(t.db, { task_category_id: category.id });
    await t.app.deps.changes.sync();
    const card = async () =>
      (
        (await api.get('/api/tasks?page_size=100')).json().results as {
          id: number;
          category: { name: string };
        }[]
      ).find((r) => r.id === task.id);
    expect((await card())?.category.name).toBe('Old name');
    await elsewhere(() =>
      t.db.execute(sql`update task_categories set name = 'New name' where id = ${category.id}`),
    );
    expect((await card())?.category.name).toBe('New name');
  });

  it('a vote shows in the detail every reader gets, and my_vote_ids only in the voter’s', async () => {
    const voter = await buildUser(t.db);
    const task = await buildTask(t.db, {
      vote_conf: { enable: true, max_num: 1 },
      vote_content: [{ content: 'Aurora' }, { content: 'Ember' }],
    });
    await t.app.deps.changes.sync();
    const before = (await api.get(`/api/tasks/${task.id}`)).json();
    const option = before.vote_content.vote_list[0];
    // hidden from readers while the vote runs (spec 4), counted for the sponsor
    expect(option.vote_num).toBeNull();
    expect(
      (await api.get(`/api/tasks/${task.id}`, task.userId)).json().vote_content.vote_list[0].vote_num,
    ).toBe(0);
    (await api.get(`/api/tasks/${task.id}`, voter.id)).json();
    const cast = await api.post('/api/votes', voter.id, { task_id: task.id, vote_ids: [option.id] });
    expect(cast.statusCode, cast.body).toBeLessThan(300);
    expect(
      (await api.get(`/api/tasks/${task.id}`, task.userId)).json().vote_content.vote_list[0].vote_num,
    ).toBe(1);
    expect((await api.get(`/api/tasks/${task.id}`)).json().my_vote_ids).toEqual([]);
    expect((await api.get(`/api/tasks/${task.id}`, voter.id)).json().my_vote_ids).toEqual([option.id]);
    // the sponsor shows the results: every reader's cached detail carries the count at once
    const shown = await api.patch(`/api/tasks/${task.id}`, task.userId, { vote_conf: { show_res: true } });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await api.get(`/api/tasks/${task.id}`)).json().vote_content.vote_list[0].vote_num).toBe(1);
  });

  it('a private task stays with its sponsor, and staff see it once the grant is heard', async () => {
    const sponsor = await buildUser(t.db);
    const other = await buildUser(t.db);
    const task = await buildTask(t.db, {
      title: 'Only mine',
      user: sponsor,
      public_permission: 'non_public',
    });
    await t.app.deps.changes.sync();
    expect(await titles(sponsor.id)).toContain('Only mine');
    expect(await titles(other.id)).not.toContain('Only mine');
    expect(await titles()).not.toContain('Only mine');
    expect((await api.get(`/api/tasks/${task.id}`, other.id)).statusCode).toBe(404);
    // the grant comes from another process: the permission memo and the reader key move on
    await elsewhere(() => grantStaff(t.db, other.id));
    expect(await titles(other.id)).toContain('Only mine');
    expect((await api.get(`/api/tasks/${task.id}`, other.id)).statusCode).toBe(200);
  });
});

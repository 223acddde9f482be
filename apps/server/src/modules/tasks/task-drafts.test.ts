// Issue 38 (decisions 060, 061): drafts seen by their sponsor and staff only, the `default`
// permission, and the detail's tag and mention chips decided by the server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCategory, buildTag, buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { fund } from '../coin/test-helpers';
import { balanceOf } from '../coin/balances';
import { ageTasksOf, client, taskBody } from './test-helpers';

describe('task drafts and the default permission', () => {
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
  const boardIds = async (url: string, userId?: number) =>
    ((await api.get(url, userId)).json().results as { id: number }[]).map((r) => r.id);

  it('keeps an unpublished task to its sponsor and staff until it is published', async () => {
    const sponsor = await member();
    const stranger = await member();
    const mentioned = await member();
    const staff = await buildUser(t.db, { staff: true });
    const res = await api.post('/api/tasks', sponsor.id, {
      ...taskBody({ title: 'A draft task' }),
      published: false,
      mention_user_ids: [mentioned.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({ published: false, public_permission: 'public' });
    // the reward pool is held from the start, like any task's (decision 060)
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(990);

    const byId = `/api/tasks/${draft.id}`;
    expect((await api.get(byId)).statusCode).toBe(404);
    expect((await api.get(byId, stranger.id)).json()).toMatchObject({ code: 'task_inaccessible' });
    expect((await api.get(byId, mentioned.id)).statusCode).toBe(404);
    expect((await api.get(byId, sponsor.id)).statusCode).toBe(200);
    expect((await api.get(byId, staff.id)).statusCode).toBe(200);

    // not on the board for anyone, not in its search, not in the sitemap
    for (const viewer of [undefined, stranger.id, sponsor.id, staff.id]) {
      expect(await boardIds('/api/tasks?page_size=1000', viewer)).not.toContain(draft.id);
      expect(await boardIds('/api/tasks?q=draft&page_size=1000', viewer)).not.toContain(draft.id);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
      `/dao/${draft.id}/`,
    );
    // the sponsor finds it among their own tasks
    expect(await boardIds('/api/tasks?filter=mine', sponsor.id)).toContain(draft.id);
    expect(await boardIds(`/api/tasks?user_id=${sponsor.id}`, sponsor.id)).toContain(draft.id);
    expect(await boardIds(`/api/tasks?user_id=${sponsor.id}`, stranger.id)).not.toContain(draft.id);
    // others cannot vote, edit or comment on it: it does not exist for them
    expect((await api.patch(byId, stranger.id, { title: 'Mine now' })).statusCode).toBe(404);
    const comment = await api.post('/api/comments', stranger.id, {
      content: '<p>hello</p>',
      content_type: 'coin_task',
      object_id: draft.id,
    });
    expect(comment.statusCode).toBe(404);

    // published from the edit form
    const published = await api.patch(byId, sponsor.id, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: true });
    expect((await api.get(byId)).statusCode).toBe(200);
    expect(await boardIds('/api/tasks?page_size=1000')).toContain(draft.id);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/dao/${draft.id}/`);
    // and it stays published
    const back = await api.patch(byId, sponsor.id, { published: false });
    expect(back.statusCode).toBe(422);
    expect(back.json()).toMatchObject({ code: 'validation_error', fields: ['published'] });
  });

  it('refunds a deleted draft and lets staff open and publish one', async () => {
    const sponsor = await member();
    const staff = await buildUser(t.db, { staff: true });
    const draft = (await api.post('/api/tasks', sponsor.id, { ...taskBody(), published: false })).json();
    expect((await api.patch(`/api/tasks/${draft.id}`, staff.id, { published: true })).statusCode).toBe(200);
    await ageTasksOf(t.db, sponsor.id, 2);
    const other = (await api.post('/api/tasks', sponsor.id, { ...taskBody(), published: false })).json();
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(980);
    expect((await api.del(`/api/tasks/${other.id}`, sponsor.id)).statusCode).toBe(204);
    expect(await balanceOf(t.db, sponsor.id, 1)).toBe(990);
  });

  it('resolves `default` from the category: public, or non-public in a staff-only category', async () => {
    const sponsor = await member();
    const staff = await buildUser(t.db, { staff: true });
    await fund(t.db, staff.id, 100);
    const open = await buildCategory(t.db, { name: '设计' });
    const internal = await buildCategory(t.db, { name: '内部', isPublic: false });
    const plain = await api.post('/api/tasks', sponsor.id, { ...taskBody(), public_permission: 'default' });
    expect(plain.json()).toMatchObject({ public_permission: 'public' });
    const inOpen = await api.post('/api/tasks', staff.id, {
      ...taskBody(),
      public_permission: 'default',
      task_category_id: open.id,
    });
    expect(inOpen.json()).toMatchObject({ public_permission: 'public' });
    const inInternal = await api.post('/api/tasks', staff.id, {
      ...taskBody(),
      public_permission: 'default',
      task_category_id: internal.id,
    });
    expect(inInternal.json()).toMatchObject({ public_permission: 'non_public' });
    // left out it means default too
    const omitted = await api.post('/api/tasks', staff.id, { ...taskBody(), task_category_id: internal.id });
    expect(omitted.json()).toMatchObject({ public_permission: 'non_public' });
    // on edit, default follows the category the task is in
    const edited = await api.patch(`/api/tasks/${inOpen.json().id}`, staff.id, {
      task_category_id: internal.id,
      public_permission: 'default',
    });
    expect(edited.json()).toMatchObject({ public_permission: 'non_public' });
  });

  it('sends the detail tag chips and mentioned users to signed-in viewers only (spec 6)', async () => {
    const sponsor = await member();
    const reader = await member();
    const noRetrieve = await member();
    await t.db.execute(sql`delete from user_groups where user_id = ${noRetrieve.id}`);
    const mentioned = await buildUser(t.db, { nickname: 'Mentioned' });
    const tag = await buildTag(t.db, { name: 'LED2025' });
    const task = (
      await api.post('/api/tasks', sponsor.id, {
        ...taskBody(),
        tag_ids: [tag.id],
        mention_user_ids: [mentioned.id],
      })
    ).json();
    const url = `/api/tasks/${task.id}`;
    const visitor = (await api.get(url)).json();
    expect(visitor).toMatchObject({ tags: [], mention_user_ids: [], mention_user_info: [] });
    const signedIn = (await api.get(url, reader.id)).json();
    expect(signedIn.tags).toEqual([expect.objectContaining({ tag_id: tag.id, tag_name: 'LED2025' })]);
    expect(signedIn.mention_user_info).toEqual([expect.objectContaining({ id: mentioned.id })]);
    // without user.retrieve the mentions are not detailed (the server decides, not the browser)
    const without = (await api.get(url, noRetrieve.id)).json();
    expect(without.mention_user_info).toEqual([]);
    // the board's cards keep their tags for everyone (spec 2 card)
    const card = ((await api.get('/api/tasks?page_size=1000')).json().results as { id: number }[]).find(
      (r) => r.id === task.id,
    );
    expect(card).toMatchObject({ tags: [expect.objectContaining({ tag_id: tag.id })] });
  });
});

// Issue 12: visibility follows the data. A non-public task must not reach a member who may not see
// it through a mention, a notification, the unread count, a mention look-up or a subscriber mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/platform';
import { taskSubscriptions } from '../../db/schema/tasks';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { notifySubscribers } from '../tasks/subscriptions';
import { client } from '../tasks/test-helpers';

describe('visibility follows the data', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const inbox = async (userId: number) => {
    const res = await api.get('/api/notifications', userId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: { task_id: number }[]; count: number };
  };
  const unread = async (userId: number) => {
    const res = await api.get('/api/notifications?is_read=false&page_size=1', userId);
    return (res.json() as { count: number }).count;
  };

  it('refuses a mention on a non-public task of a member who cannot see it: no notification, no count', async () => {
    const sponsor = await buildUser(t.db);
    const outsider = await buildUser(t.db);
    const task = await buildTask(t.db, {
      user: sponsor,
      public_permission: 'non_public',
      title: 'Secret plan',
    });
    expect((await api.get(`/api/tasks/${task.id}`, outsider.id)).statusCode).toBe(404);

    const res = await api.post('/api/comments', sponsor.id, {
      object_id: task.id,
      content: '<p>@outsider look at the secret plan</p>',
      mention_user_ids: [outsider.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['mention_user_ids'] });
    expect(await inbox(outsider.id)).toMatchObject({ results: [], count: 0 });
    expect(await unread(outsider.id)).toBe(0);

    // the look-up for mentions on that task does not offer the outsider either
    const lookup = await api.get(`/api/users?type=comment&task_id=${task.id}&page_size=1000`, sponsor.id);
    expect(lookup.statusCode, lookup.body).toBe(200);
    const offered = (lookup.json() as { results: { id: number }[] }).results.map((u) => u.id);
    expect(offered).toContain(sponsor.id);
    expect(offered).not.toContain(outsider.id);
    // and the outsider cannot look up who is on it
    expect((await api.get(`/api/users?type=comment&task_id=${task.id}`, outsider.id)).statusCode).toBe(404);

    // a member named on the task sees it and may be mentioned
    const named = await buildUser(t.db);
    const withNamed = await buildTask(t.db, {
      user: sponsor,
      public_permission: 'non_public',
      mention_user_ids: [named.id],
    });
    const ok = await api.post('/api/comments', sponsor.id, {
      object_id: withNamed.id,
      content: '<p>@named welcome</p>',
      mention_user_ids: [named.id],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await unread(named.id)).toBe(1);
  });

  it('takes a task made non-public later out of an existing notification list and unread count', async () => {
    const sponsor = await buildUser(t.db);
    const fan = await buildUser(t.db);
    const task = await buildTask(t.db, { user: sponsor, title: 'Was public' });
    const fans = await buildComment(t.db, { task, user: fan, content: '<p>count me in</p>' });
    await buildComment(t.db, {
      task,
      user: sponsor,
      superiorId: fans.id,
      mentionUserIds: [fan.id],
      content: '<p>thanks</p>',
    });
    expect((await inbox(fan.id)).count).toBe(2);
    expect(await unread(fan.id)).toBe(2);

    const patched = await api.patch(`/api/tasks/${task.id}`, sponsor.id, { public_permission: 'non_public' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await inbox(fan.id)).toMatchObject({ results: [], count: 0 });
    expect(await unread(fan.id)).toBe(0);
    // the sponsor still sees theirs
    expect((await inbox(sponsor.id)).count).toBe(1);

    await api.patch(`/api/tasks/${task.id}`, sponsor.id, { public_permission: 'public' });
    expect(await unread(fan.id)).toBe(2);
  });

  it('mails only subscribers who may still see the task', async () => {
    const sponsor = await buildUser(t.db);
    const member = await buildUser(t.db, { email: `member-${Date.now()}@example.com` });
    const task = await buildTask(t.db, { user: sponsor });
    const stranger = `stranger-${Date.now()}@example.com`;
    for (const email of [stranger, member.email!]) {
      const res = await api.post('/api/tasks/subscribe', undefined, { email, task_id: task.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).length;
    const before = { stranger: await mails(stranger), member: await mails(member.email!) };

    await api.patch(`/api/tasks/${task.id}`, sponsor.id, { public_permission: 'semi_public' });
    expect(await notifySubscribers(t.app.deps, task.id, '<p>news</p>')).toBe(1);
    expect(await mails(stranger)).toBe(before.stranger);
    expect(await mails(member.email!)).toBe(before.member + 1);

    await api.patch(`/api/tasks/${task.id}`, sponsor.id, { public_permission: 'non_public' });
    expect(await notifySubscribers(t.app.deps, task.id, '<p>more news</p>')).toBe(0);
    const live = await t.db.select().from(taskSubscriptions).where(eq(taskSubscriptions.taskId, task.id));
    expect(live).toHaveLength(2);
  });
});

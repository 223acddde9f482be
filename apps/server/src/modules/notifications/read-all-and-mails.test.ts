import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/platform';
import { rowsOf } from '../../db/sql';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';
import { DIGEST_LISTED, NOTIFICATION_MAIL_DELAY_SECONDS } from './mails';

describe('notifications: mark all read, e-mail preferences (issue 18)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const unread = async (userId: number) => {
    const res = await api.get('/api/notifications?is_read=false&page_size=1', userId);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  const putAs = async (userId: number, payload: unknown) => {
    return t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: await authHeader(t.config, userId),
      payload: payload as object,
    });
  };
  /** The mails to `to` once the notification mails' pause is over (the jobs are made due now). */
  const mailsTo = async (to: string) => {
    await t.db.execute(
      sql`update jobs set run_at = now() where status = 'pending' and kind = 'notifications.mails'`,
    );
    await t.runJobs();
    return t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  };

  it('marks all of mine read, leaves another member’s alone, and the cached unread count drops', async () => {
    const alice = await buildUser(t.db, { nickname: 'Alice' });
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const carol = await buildUser(t.db, { nickname: 'Carol' });
    const aliceTask = await buildTask(t.db, { user: alice });
    const carolTask = await buildTask(t.db, { user: carol });
    await buildComment(t.db, { task: aliceTask, user: bob });
    await buildComment(t.db, { task: aliceTask, user: carol });
    await buildComment(t.db, { task: carolTask, user: bob });

    expect(await unread(alice.id)).toBe(2);
    // asked twice: the second answer comes from the read cache under the same stamp
    expect(await unread(alice.id)).toBe(2);
    expect(await unread(carol.id)).toBe(1);

    const first = await api.post('/api/notifications/read-all', alice.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ count: 2 });
    // the change feed moved the stamp: the count is read again, not served stale
    expect(await unread(alice.id)).toBe(0);
    // another member's notifications are untouched
    expect(await unread(carol.id)).toBe(1);

    // a double click: both answer, the second changes nothing
    const [again, twice] = await Promise.all([
      api.post('/api/notifications/read-all', alice.id),
      api.post('/api/notifications/read-all', alice.id),
    ]);
    expect([again.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual({ count: 0 });
    expect(twice.json()).toEqual({ count: 0 });
    const list = (await api.get('/api/notifications', alice.id)).json() as {
      results: { is_read: boolean }[];
    };
    expect(list.results.map((n) => n.is_read)).toEqual([true, true]);

    // the existing contract still works beside it
    const byIds = await api.post('/api/notifications/read', carol.id, { notification_ids: [1, 2, 3] });
    expect(byIds.statusCode).toBe(200);
  });

  it('refuses visitors', async () => {
    const res = await api.post('/api/notifications/read-all', undefined);
    expect(res.statusCode).toBe(401);
    expect((await api.get('/api/notifications/preferences')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { mail_enabled: true, actions: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/notifications/read-all'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/notifications/preferences'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/users/{id}/comments']?.get).toBeTruthy();
    expect(doc.paths['/api/users/{id}/rewards']?.get).toBeTruthy();
  });

  it('answers the defaults, saves a choice, and refuses bad input', async () => {
    const member = await buildUser(t.db, { email: 'prefs@example.com' });
    const got = await api.get('/api/notifications/preferences', member.id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      mail_enabled: true,
      actions: ['comment', 'reply', 'reward', 'mention'],
      email: 'prefs@example.com',
    });

    const saved = await putAs(member.id, { mail_enabled: true, actions: ['mention', 'like'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      mail_enabled: true,
      actions: ['like', 'mention'],
      email: 'prefs@example.com',
    });
    expect((await api.get('/api/notifications/preferences', member.id)).json()).toMatchObject({
      actions: ['like', 'mention'],
    });

    for (const bad of [
      { mail_enabled: true, actions: ['comment', 'comment'] },
      { mail_enabled: true, actions: ['payout'] },
      { mail_enabled: 'yes', actions: [] },
      { actions: [] },
      { mail_enabled: true },
      { mail_enabled: true, actions: [], extra: 1 },
      { mail_enabled: true, actions: 'comment' },
    ]) {
      const res = await putAs(member.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    // nothing of the refused bodies was kept
    expect((await api.get('/api/notifications/preferences', member.id)).json()).toMatchObject({
      mail_enabled: true,
      actions: ['like', 'mention'],
    });
  });

  it('the mail job mails an enabled kind and not a disabled one', async () => {
    const sponsor = await buildUser(t.db, { nickname: 'Sponsor', email: 'sponsor@example.com' });
    const writer = await buildUser(t.db, { nickname: 'Writer', email: 'writer@example.com' });
    const task = await buildTask(t.db, { user: sponsor, title: 'Glacier keycaps' });

    // defaults: a comment on my task is mailed
    const comment = await buildComment(t.db, { task, user: writer, content: '<p>My entry</p>' });
    const first = await mailsTo('sponsor@example.com');
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain('Writer commented on your task "Glacier keycaps"');
    expect(first[0]!.text).toContain(`/en/tasks/${task.id}/#task-comment-${comment.id}`);
    expect(first[0]!.text).toContain('/en/user-center/#notification-preferences');

    // comments off, rewards on: the next comment is not mailed, the reward is
    expect((await putAs(sponsor.id, { mail_enabled: true, actions: ['reward'] })).statusCode).toBe(200);
    const second = await buildComment(t.db, { task, user: writer });
    expect(await mailsTo('sponsor@example.com')).toHaveLength(1);
    const sponsorsTask = await buildTask(t.db, { user: writer, title: 'Mat art' });
    const sponsorComment = await buildComment(t.db, { task: sponsorsTask, user: sponsor });
    await buildReward(t.db, { task: sponsorsTask, comment: sponsorComment, number: 3 });
    const afterReward = await mailsTo('sponsor@example.com');
    expect(afterReward).toHaveLength(2);
    expect(afterReward[0]!.subject).toContain('rewarded your comment on "Mat art" with 3 MIAO COIN');
    expect(second.id).toBeGreaterThan(comment.id);

    // "no e-mails": nothing more, whatever the kind
    expect(
      (await putAs(sponsor.id, { mail_enabled: false, actions: ['reward', 'comment'] })).statusCode,
    ).toBe(200);
    await buildComment(t.db, { task, user: writer });
    const another = await buildComment(t.db, { task: sponsorsTask, user: sponsor });
    await buildReward(t.db, { task: sponsorsTask, comment: another, number: 1 });
    expect(await mailsTo('sponsor@example.com')).toHaveLength(2);
  });

  it('waits before mailing: nothing goes at once, and a notification read on the site meanwhile is not mailed', async () => {
    const sponsor = await buildUser(t.db, { email: 'reader@example.com' });
    const task = await buildTask(t.db, { user: sponsor, title: 'Switch lube' });
    await buildComment(t.db, { task });
    await t.runJobs();
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'reader@example.com'))).toHaveLength(0);
    const [job] = rowsOf<{ wait: number }>(
      await t.db.execute(sql`select extract(epoch from run_at - now())::int as wait from jobs
        where kind = 'notifications.mails' and status = 'pending' order by id desc limit 1`),
    );
    expect(job!.wait).toBeGreaterThan(NOTIFICATION_MAIL_DELAY_SECONDS - 30);
    expect(job!.wait).toBeLessThanOrEqual(NOTIFICATION_MAIL_DELAY_SECONDS);

    // read in the app before the pause is over: no mail
    expect((await api.post('/api/notifications/read-all', sponsor.id, {})).statusCode).toBe(200);
    expect(await mailsTo('reader@example.com')).toHaveLength(0);
    // unread when the pause ends: mailed
    await buildComment(t.db, { task });
    expect(await mailsTo('reader@example.com')).toHaveLength(1);
  });

  it('mails what waited as one digest: newest first, without what was read, and nothing twice', async () => {
    const sponsor = await buildUser(t.db, { nickname: 'Host', email: 'digest@example.com' });
    const task = await buildTask(t.db, { user: sponsor, title: 'Desk mat art' });
    const writers = await Promise.all(
      ['Ana', 'Ben', 'Cai', 'Dee'].map((nickname) => buildUser(t.db, { nickname })),
    );
    const comments: { id: number }[] = [];
    for (const writer of writers) comments.push(await buildComment(t.db, { task, user: writer }));
    // Ben's is read on the site before the pause ends
    const list = (await api.get('/api/notifications?page_size=10', sponsor.id)).json() as {
      results: { id: number; location_id: number }[];
    };
    const bens = list.results.find((n) => n.location_id === comments[1]!.id)!;
    expect(
      (await api.post('/api/notifications/read', sponsor.id, { notification_ids: [bens.id] })).statusCode,
    ).toBe(200);

    const mails = await mailsTo('digest@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('MIAO: 3 new notifications');
    const text = mail!.text ?? '';
    const at = (name: string) => text.indexOf(`${name} commented on your task "Desk mat art".`);
    expect(at('Dee')).toBeGreaterThan(-1);
    expect(at('Cai')).toBeGreaterThan(at('Dee'));
    expect(at('Ana')).toBeGreaterThan(at('Cai'));
    expect(at('Ben')).toBe(-1);
    expect(text).toContain(`/en/tasks/${task.id}/#task-comment-${comments[3]!.id}`);
    expect(text).toContain(`/en/tasks/${task.id}/#task-comment-${comments[0]!.id}`);
    expect(text).toContain('/en/user-center/#notification-preferences');
    expect(mail!.html).toContain('<li>Dee commented on your task &quot;Desk mat art&quot;.');

    // the other comments' jobs ran too (the pause of all of them was over): nothing more is mailed,
    // and a later comment is mailed alone, in the one-notification wording
    const newcomer = await buildUser(t.db, { nickname: 'Eve' });
    await buildComment(t.db, { task, user: newcomer });
    const after = await mailsTo('digest@example.com');
    expect(after).toHaveLength(2);
    expect(after[0]!.subject).toBe('MIAO: Eve commented on your task "Desk mat art".');
  });

  it(`lists ${DIGEST_LISTED} in a digest and counts the rest, in the language of the newest task`, async () => {
    const sponsor = await buildUser(t.db, { email: 'crowd@example.com' });
    const enTask = await buildTask(t.db, { user: sponsor, title: 'Keycap colours' });
    const cnTask = await buildTask(t.db, { user: sponsor, language: 'cn', title: '灯效设计' });
    const writer = await buildUser(t.db, { nickname: 'Fan' });
    await buildComment(t.db, { task: enTask, user: writer });
    for (let i = 0; i < DIGEST_LISTED + 2; i++) await buildComment(t.db, { task: cnTask, user: writer });

    const mails = await mailsTo('crowd@example.com');
    expect(mails).toHaveLength(1);
    const total = DIGEST_LISTED + 3;
    expect(mails[0]!.subject).toBe(`MIAO 通知：你有 ${total} 条新通知`);
    const text = mails[0]!.text ?? '';
    expect(text.match(/^- /gm)).toHaveLength(DIGEST_LISTED);
    expect(text).toContain('Fan 评论了你的任务「灯效设计」。');
    // the oldest, on the English task, is one of the three counted, not listed
    expect(text).not.toContain('Keycap colours');
    expect(text).toContain(`还有 3 条，在个人中心查看全部: `);
    expect(text).toContain('/cn/user-center/#notifications');
  });

  it('decides when the job runs: a kind turned off after the notification is not mailed', async () => {
    const sponsor = await buildUser(t.db, { email: 'late@example.com' });
    const task = await buildTask(t.db, { user: sponsor, language: 'cn', title: '键帽设计' });
    await buildComment(t.db, { task });
    // the job is queued; the member turns comment mails off before it runs
    expect((await putAs(sponsor.id, { mail_enabled: true, actions: ['reply'] })).statusCode).toBe(200);
    expect(await mailsTo('late@example.com')).toHaveLength(0);

    // turned on again: the next one is mailed, in the task's language
    expect((await putAs(sponsor.id, { mail_enabled: true, actions: ['comment'] })).statusCode).toBe(200);
    await buildComment(t.db, { task });
    const mails = await mailsTo('late@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('评论了你的任务「键帽设计」');
    expect(mails[0]!.text).toContain('/cn/tasks/');
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/platform';
import type { Mail, Mailer } from '../../platform/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { awayFromHourBoundary } from '../auth/test-helpers';
import { buildTask, buildUser } from '../../test/factories';
import { notifySubscribers } from './subscriptions';
import { boardState, client } from './test-helpers';

describe('task subscriptions', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  // confirmations are background jobs: work the queue, then read the outbox
  const mailsTo = async (to: string) => {
    await t.runJobs();
    return t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  };
  const linkIn = (mail: { text: string }) =>
    /https?:\/\/\S+\/api\/tasks\/unsubscribe\?token=\S+/.exec(mail.text)![0];

  it('subscribes, mails a confirmation with a working unsubscribe link', async () => {
    const task = await buildTask(t.db, { title: 'Glacier keycaps' });
    const res = await api.post('/api/tasks/subscribe', undefined, {
      email: '  Fan@Example.com ',
      task_id: task.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'Fan@Example.com', task_id: task.id, subscribed: true });
    const [mail] = await mailsTo('Fan@Example.com');
    expect(mail!.subject).toBe('Subscribed: Glacier keycaps');
    expect(mail!.text).toContain(`http://localhost:3000/en/tasks/${task.id}/`);
    const link = linkIn(mail!);
    expect(link.startsWith('http://localhost:3000/api/tasks/unsubscribe?token=')).toBe(true);
    expect(mail!.html).toContain('Unsubscribe');

    // subscribing again (any case) changes nothing and sends nothing
    expect(
      (await api.post('/api/tasks/subscribe', undefined, { email: 'fan@example.com', task_id: task.id }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo('fan@example.com')).toHaveLength(0);
    expect(await mailsTo('Fan@Example.com')).toHaveLength(1);

    expect(await notifySubscribers(t.app.deps, task.id, '<p>First <b>comment</b></p>')).toBe(1);
    const [notice] = await mailsTo('Fan@Example.com');
    expect(notice!.subject).toBe('New comment: Glacier keycaps');
    expect(notice!.text).toContain('"First comment"');
    expect(linkIn(notice!)).toBe(link);

    // following the link (as a mail scanner would) only asks
    const path = new URL(link).pathname + new URL(link).search;
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('Glacier keycaps');
    expect(asked.body).toContain(`<form method="post" action="${path.replace(/&/g, '&amp;')}">`);
    expect(await notifySubscribers(t.app.deps, task.id, 'Still subscribed')).toBe(1);
    // the page's button (a form post) ends it
    const page = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribed');
    expect(page.body).toContain('Glacier keycaps');
    // a mail client's one-click unsubscribe (RFC 8058) again: the same page, nothing else changes
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await notifySubscribers(t.app.deps, task.id, 'Second')).toBe(0);
    expect(await mailsTo('Fan@Example.com')).toHaveLength(3);

    // subscribing again after unsubscribing takes it again, with a new confirmation
    expect(
      (await api.post('/api/tasks/subscribe', undefined, { email: 'fan@example.com', task_id: task.id }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo('fan@example.com')).toHaveLength(1);
    expect(await notifySubscribers(t.app.deps, task.id, 'Third')).toBe(1);
  });

  it('mails in Chinese for a cn task and escapes the title and preview in HTML', async () => {
    const task = await buildTask(t.db, { title: '<b>键帽</b>', language: 'cn' });
    await api.post('/api/tasks/subscribe', undefined, { email: 'cn@example.com', task_id: task.id });
    await t.runJobs();
    await notifySubscribers(t.app.deps, task.id, `<script>x</script>${'喵'.repeat(300)}`);
    const [notice, confirmation] = await mailsTo('cn@example.com');
    expect(confirmation!.subject).toBe('已订阅任务：<b>键帽</b>');
    expect(confirmation!.text).toContain(`http://localhost:3000/cn/tasks/${task.id}/`);
    expect(notice!.html).not.toContain('<b>键帽</b>');
    expect(notice!.html).toContain('&lt;b&gt;键帽&lt;/b&gt;');
    expect(notice!.text).not.toContain('script');
    expect(notice!.text).toContain(`${'喵'.repeat(200)}…`);
  });

  it.each(['plain', 'a@b', 'a@b.c', 'a@b.toolong', 'a b@example.com', `${'x'.repeat(70)}@example.com`])(
    'refuses the e-mail %j (spec 5) and writes nothing',
    async (email) => {
      const task = await buildTask(t.db);
      const before = await boardState(t.db);
      const res = await api.post('/api/tasks/subscribe', undefined, { email, task_id: task.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'input_error_email',
        message: 'Please enter the correct e-mail',
        fields: ['email'],
      });
      expect(await boardState(t.db)).toEqual(before);
    },
  );

  it('accepts 80 characters and a 4-letter top-level part', async () => {
    const task = await buildTask(t.db);
    const email = `${'y'.repeat(80 - '@example.info'.length)}@example.info`;
    expect(email).toHaveLength(80);
    expect((await api.post('/api/tasks/subscribe', undefined, { email, task_id: task.id })).statusCode).toBe(
      200,
    );
  });

  it('refuses a task the subscriber cannot see', async () => {
    const task = await buildTask(t.db, { public_permission: 'semi_public' });
    const anonymous = await api.post('/api/tasks/subscribe', undefined, {
      email: 'x@example.com',
      task_id: task.id,
    });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().code).toBe('task_inaccessible');
    const member = await buildUser(t.db);
    expect(
      (await api.post('/api/tasks/subscribe', member.id, { email: 'x@example.com', task_id: task.id }))
        .statusCode,
    ).toBe(200);
  });

  it('limits confirmations per address per hour', async () => {
    // the limit counts in clock hours: a run across the hour's end starts a new count (CI at 03:00)
    await awayFromHourBoundary();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const task = await buildTask(t.db);
      codes.push(
        (await api.post('/api/tasks/subscribe', undefined, { email: 'busy@example.com', task_id: task.id }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    expect(await mailsTo('busy@example.com')).toHaveLength(10);
  });

  it('refuses a null character in the e-mail', async () => {
    const task = await buildTask(t.db);
    const res = await api.post('/api/tasks/subscribe', undefined, {
      email: 'a\u0000b@example.com',
      task_id: task.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('null_character');
  });

  it('answers a not-valid page for an unknown or malformed token', async () => {
    for (const url of [
      '/api/tasks/unsubscribe?token=nope',
      '/api/tasks/unsubscribe',
      "/api/tasks/unsubscribe?token=x'--",
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('not valid');
      }
    }
    // a NUL never reaches the page: the central text check refuses it (docs/decisions/017)
    const nul = await t.app.inject({ method: 'GET', url: '/api/tasks/unsubscribe?token=a%00b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({ code: 'null_character', fields: ['token'] });
  });

  it('keeps mailing the others when one address fails, and skips deleted tasks', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to === 'broken@example.com') throw new Error('mailbox unavailable');
        sent.push(mail);
      },
    };
    const task = await buildTask(t.db);
    for (const email of ['ok1@example.com', 'broken@example.com', 'ok2@example.com']) {
      await api.post('/api/tasks/subscribe', undefined, { email, task_id: task.id });
    }
    const deps = { ...t.app.deps, mailer };
    expect(await notifySubscribers(deps, task.id, 'Hello')).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['ok1@example.com', 'ok2@example.com']);
    await api.del(`/api/tasks/${task.id}`, task.userId);
    expect(await notifySubscribers(deps, task.id, 'Hello')).toBe(0);
  });
});

import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configProblems, loadConfig } from '../config';
import { jobs } from '../db/schema/jobs';
import { notifications } from '../db/schema/notifications';
import { createTestApp, type TestApp } from '../test/app';
import { buildComment, buildTask, buildUser } from '../test/factories';
import { digestMail } from '../modules/notifications/mails';
import { enqueue } from './jobs';
import { mailJob, messageIdOf, smtpMailer } from './mail';

/**
 * A real SMTP server on a free local port, keeping every message it accepts. `refuse`: the next
 * that many messages are answered 451 (try again later) once read, as a busy server does.
 */
async function startSmtp(options: SMTPServerOptions = {}) {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  /** The Message-ID of every message read, refused or not, in order. */
  const seen: string[] = [];
  const state = { refuse: 0, secure: [] as boolean[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          seen.push(mail.messageId ?? '');
          state.secure.push(session.secure);
          if (state.refuse > 0) {
            state.refuse -= 1;
            callback(Object.assign(new Error('busy, try again later'), { responseCode: 451 }));
            return;
          }
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `${options.secure ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    received,
    envelopes,
    seen,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's header lines as sent, unfolded (RFC 5322 folds long ones). */
const headerLines = (mail: ParsedMail) =>
  mail.headerLines.map((header) => header.line.replace(/\r\n\s+/g, ' '));

const FROM = 'MIAO <hello@miao.example>';

describe('SMTP delivery (nodemailer)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers text, HTML, the one-click unsubscribe headers and the Message-ID it is given', async () => {
    const mailer = smtpMailer(smtp.url, FROM, 10_000);
    await mailer.send({
      to: 'fan@example.com',
      subject: 'New comment: 键帽',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      unsubscribeUrl: 'https://miao.example/api/tasks/unsubscribe?token=abc',
      messageId: '<comment-7-subscription-3@miao.example>',
    });
    const mail = smtp.received.at(-1)!;
    expect(smtp.envelopes.at(-1)).toEqual(['fan@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'MIAO', address: 'hello@miao.example' }]);
    expect(mail.subject).toBe('New comment: 键帽');
    expect(mail.text?.trim()).toBe('Plain words');
    expect(mail.html).toContain('<p>Rich words</p>');
    expect(mail.messageId).toBe('<comment-7-subscription-3@miao.example>');
    expect(headerLines(mail)).toEqual(
      expect.arrayContaining([
        'List-Unsubscribe: <https://miao.example/api/tasks/unsubscribe?token=abc>',
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]),
    );
  });

  it('keeps TLS on the socket it opens itself: implicit (smtps://) and STARTTLS', async () => {
    for (const options of [{ secure: true }, { disabledCommands: [] }]) {
      const server = await startSmtp(options);
      try {
        // the server's own test certificate
        const mailer = smtpMailer(`${server.url}/?tls.rejectUnauthorized=false`, FROM, 10_000);
        await mailer.send({ to: 'tls@example.com', subject: 'Sealed', text: 'x' });
        expect(server.received.map((m) => m.subject)).toEqual(['Sealed']);
        expect(server.state.secure).toEqual([true]);
      } finally {
        await server.close();
      }
    }
  });

  it('cuts the transaction off at its deadline however the server stalls, closing the connection', async () => {
    const closed: string[] = [];
    // silent after the connection (no greeting), after MAIL FROM, and after the message
    const silent = createServer((socket) => socket.on('close', () => closed.push('greeting')));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stalled = (stage: string): SMTPServerOptions => ({
      onClose: () => closed.push(stage),
      ...(stage === 'envelope' ? { onMailFrom: () => {} } : { onData: (stream) => stream.resume() }),
    });
    const envelope = await startSmtp(stalled('envelope'));
    const message = await startSmtp(stalled('message'));
    try {
      const urls = [`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, envelope.url, message.url];
      for (const url of urls) {
        const started = Date.now();
        await expect(
          smtpMailer(url, FROM, 500).send({ to: 'slow@example.com', subject: 'Slow', text: 'x' }),
        ).rejects.toThrow(/deadline/);
        expect(Date.now() - started).toBeLessThan(1500);
      }
      // a deadline of the caller's, shorter than the mailer's own, wins
      const started = Date.now();
      await expect(
        smtpMailer(message.url, FROM, 60_000).send(
          { to: 'slow@example.com', subject: 'Slow', text: 'x' },
          AbortSignal.timeout(300),
        ),
      ).rejects.toThrow(/deadline/);
      expect(Date.now() - started).toBeLessThan(1500);
      // the server saw each transaction end: nothing is left under way after the deadline
      await vi.waitFor(() => expect(closed.sort()).toEqual(['envelope', 'greeting', 'message', 'message']));
    } finally {
      await new Promise<void>((resolve) => (silent as Server).close(() => resolve()));
      await envelope.close();
      await message.close();
    }
  }, 20_000);

  it('carries the app’s mail when SMTP_URL is set: the newsletter confirmation', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'MIAO <news@miao.example>' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'smtp.fan@example.com', language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.runJobs();
      // double opt-in (decision 024): first the request with the confirm link, then, once the
      // link's button is pressed, the welcome with the unsubscribe link
      await vi.waitFor(() => expect(smtp.envelopes.flat()).toContain('smtp.fan@example.com'));
      const request = smtp.received.find((m) => m.subject?.startsWith('Please confirm'))!;
      const confirm = request.text!.match(/\/api\/newsletter\/confirm\?token=[\w-]+/)![0];
      expect((await t.app.inject({ method: 'POST', url: confirm })).statusCode).toBe(200);
      await t.runJobs();
      await vi.waitFor(() =>
        expect(smtp.received.some((m) => m.subject?.startsWith('Subscription confirmed'))).toBe(true),
      );
      const mail = smtp.received.find((m) => m.subject?.startsWith('Subscription confirmed'))!;
      expect(mail.from?.value).toEqual([{ name: 'MIAO', address: 'news@miao.example' }]);
      expect(mail.text).toMatch(/\/api\/newsletter\/unsubscribe\?token=[\w-]+/);
      expect(headerLines(mail)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(headerLines(mail).find((line) => line.startsWith('List-Unsubscribe:'))).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
      );
    } finally {
      await t?.close();
    }
  });
});

describe('the SMTP deadline and the mail job’s hold (config)', () => {
  it('holds a mail job longer than its SMTP transaction may take, whatever the settings', () => {
    const base = {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/miao-mail-config',
      TOKEN_SECRET: 'x',
      UPLOAD_SECRET: 'y',
    };
    expect(loadConfig(base).mail).toEqual({ smtpTimeoutMs: 60_000, sendingLeaseMs: 120_000 });
    expect(loadConfig({ ...base, SMTP_TIMEOUT_MS: '3000', JOBS_LEASE_MS: '1000' }).mail).toEqual({
      smtpTimeoutMs: 3000,
      sendingLeaseMs: 4000,
    });
    for (const bad of ['0', '99', '600001', 'soon', '1.5'])
      expect(configProblems({ ...base, SMTP_TIMEOUT_MS: bad }).join()).toMatch(/^SMTP_TIMEOUT_MS/);
  });
});

describe('Message-IDs of job-sent mail (docs/decisions/046)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM, JOBS_RETRY_BASE_MS: '60000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Runs the due jobs, then the retries they left, at once instead of after their backoff. */
  const runJobsAndRetries = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      await t.runJobs();
      await t.db.execute(sql`update jobs set run_at = now() where status = 'pending'`);
    }
  };
  /** The Message-IDs the server read since `from` (an index into `seen`). */
  const seenSince = (from: number) => smtp.seen.slice(from);

  it('names a mail by what it is: the same parts, the same header; other parts, another', () => {
    const url = 'https://shop.example.com';
    expect(messageIdOf(url, ['notification-digest', 7, 1234])).toBe(
      '<notification-digest-7-1234@shop.example.com>',
    );
    expect(messageIdOf(url, ['notification-digest', 7, 1234])).toBe(
      messageIdOf(`${url}/`, ['notification-digest', '7', '1234']),
    );
    expect(messageIdOf(url, ['notification-digest', 7, 1235])).not.toBe(
      messageIdOf(url, ['notification-digest', 7, 1234]),
    );
    // nothing that could break the header or smuggle another one in
    for (const bad of ['a b', 'a>b', 'x@y', 'a\r\nBcc: z@example.com', '', 'a..b'])
      expect(() => messageIdOf(url, [bad])).toThrow();

    type Row = Parameters<typeof digestMail>[1][number];
    const row = (id: number, userId = 7): Row => ({
      id,
      user_id: userId,
      action: 'comment',
      original_type: 'comment',
      email: 'member@example.com',
      actor_nickname: 'Bob',
      task_id: 1,
      task_title: 'Keycaps',
      task_language: 'en',
      comment_id: id,
      comment_content: 'hi',
      reward_number: null,
    });
    const config = { publicUrl: url };
    const digest = digestMail(config, [row(1234), row(1240)]);
    expect(digest.messageId).toBe('<notification-digest-7-1234@shop.example.com>');
    // the same digest built again (a job run again) is the same message
    expect(digestMail(config, [row(1234), row(1240)]).messageId).toBe(digest.messageId);
    // another digest (its first notification, or another member's) is another message
    expect(digestMail(config, [row(1241)]).messageId).toBe('<notification-digest-7-1241@shop.example.com>');
    expect(digestMail(config, [row(1234, 8)]).messageId).not.toBe(digest.messageId);
  });

  it('sends a mail job’s mail with one Message-ID on every attempt, its job’s when it has none', async () => {
    const from = smtp.seen.length;
    const id = (await enqueue(t.db, mailJob, { to: 'retry@example.com', subject: 'Again', text: 'x' }))!;
    smtp.state.refuse = 2;
    await runJobsAndRetries(3);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 3 });
    expect(seenSince(from)).toEqual(Array(3).fill(`<mail-job-${id}@localhost>`));
  });

  it('gives the newsletter’s confirmation and welcome their own Message-IDs, the same on a retry', async () => {
    const email = 'ids.fan@example.com';
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, language: 'en' } });
    let from = smtp.seen.length;
    expect((await ask()).statusCode).toBe(200);
    smtp.state.refuse = 1;
    await runJobsAndRetries(2);
    const [first, again] = seenSince(from);
    expect(first).toMatch(/^<newsletter-confirm-\d+-[0-9a-f]{16}@localhost>$/);
    expect(again).toBe(first);

    // asked again after the resend pause: a new link, so a new message, not folded with the first
    await t.db.execute(sql`update newsletter_subscribers set updated_at = now() - interval '1 hour'
      where email = ${email}`);
    from = smtp.seen.length;
    expect((await ask()).statusCode).toBe(200);
    await runJobsAndRetries(1);
    const [second] = seenSince(from);
    expect(second).toMatch(/^<newsletter-confirm-\d+-[0-9a-f]{16}@localhost>$/);
    expect(second).not.toBe(first);

    const request = smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(email)).at(-1)!;
    const confirm = request.text!.match(/\/api\/newsletter\/confirm\?token=[\w-]+/)![0];
    from = smtp.seen.length;
    expect((await t.app.inject({ method: 'POST', url: confirm })).statusCode).toBe(200);
    smtp.state.refuse = 1;
    await runJobsAndRetries(2);
    const [welcome, welcomeAgain] = seenSince(from);
    expect(welcome).toMatch(/^<newsletter-welcome-\d+-[0-9a-f]{16}@localhost>$/);
    expect(welcomeAgain).toBe(welcome);
  });

  it('gives a notification digest the Message-ID of its member and first notification', async () => {
    const member = await buildUser(t.db, { email: 'digest.member@example.com' });
    const task = await buildTask(t.db, { user: member });
    await buildComment(t.db, { task });
    await buildComment(t.db, { task });
    const [firstNotification] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, member.id))
      .orderBy(notifications.id)
      .limit(1);
    const from = smtp.seen.length;
    smtp.state.refuse = 1;
    await runJobsAndRetries(3);
    const expected = `<notification-digest-${member.id}-${firstNotification!.id}@localhost>`;
    expect(seenSince(from)).toEqual([expected, expected]);
    expect(smtp.received.at(-1)!.subject).toBe('MIAO: 2 new notifications');
  });
});

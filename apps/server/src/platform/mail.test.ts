import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { smtpMailer } from './mail';

/** A real SMTP server on a free local port, keeping every message it accepts. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's header lines as sent, unfolded (RFC 5322 folds long ones). */
const headerLines = (mail: ParsedMail) =>
  mail.headerLines.map((header) => header.line.replace(/\r\n\s+/g, ' '));

describe('SMTP delivery (nodemailer)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers text, HTML and the one-click unsubscribe headers', async () => {
    const mailer = smtpMailer(smtp.url, 'MIAO <hello@miao.example>');
    await mailer.send({
      to: 'fan@example.com',
      subject: 'New comment: 键帽',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      unsubscribeUrl: 'https://miao.example/api/tasks/unsubscribe?token=abc',
    });
    mailer.transport.close();
    const mail = smtp.received.at(-1)!;
    expect(smtp.envelopes.at(-1)).toEqual(['fan@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'MIAO', address: 'hello@miao.example' }]);
    expect(mail.subject).toBe('New comment: 键帽');
    expect(mail.text?.trim()).toBe('Plain words');
    expect(mail.html).toContain('<p>Rich words</p>');
    expect(headerLines(mail)).toEqual(
      expect.arrayContaining([
        'List-Unsubscribe: <https://miao.example/api/tasks/unsubscribe?token=abc>',
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]),
    );
  });

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

import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema/platform';
import { defineJob, enqueue } from './jobs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sent as List-Unsubscribe with one-click (RFC 8058): mail clients show their own button. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Holds mail in the outbox table (shown at /dev/outbox); the default outside production. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      const { unsubscribeUrl: _headerOnly, ...stored } = mail;
      await db.insert(outbox).values({ channel: 'email', ...stored, html: mail.html ?? '' });
    },
  };
}

/** Real delivery through SMTP (nodemailer), e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { transport: Transporter } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport,
    async send({ unsubscribeUrl, ...mail }) {
      await transport.sendMail({
        from,
        ...mail,
        ...(unsubscribeUrl && {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
  };
}

/** One mail to send, as a background job (the handler is the app's mailer, see app.ts). */
export const mailJob = defineJob<Mail>('mail.send');

/**
 * A mailer that sends nothing itself: each mail becomes a job in `tx`, sent by a worker once the
 * transaction commits, retried if the mail server refuses. With `key`, the job's dedupe key is
 * `${key}:${to}`, so one event mails each address once however often it is handled.
 */
export function queuedMailer(tx: DbOrTx, key?: string): Mailer {
  return {
    async send(mail) {
      await enqueue(tx, mailJob, mail, key ? { key: `${key}:${mail.to}` } : {});
    },
  };
}

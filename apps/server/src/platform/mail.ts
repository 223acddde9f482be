// Outgoing mail: the outbox (development), SMTP (production), and the `mail.send` job through which
// every mail caused by a change goes out. Mail is at least once (docs/decisions/046): a job-sent mail
// carries a Message-ID naming what it is, the same on every attempt, so a mail sent twice after a
// crash is one message to the reader's client; and its job is held past the SMTP deadline before the
// transaction starts, so no other process sends it again while it may still be on its way.
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema/platform';
import { defineJob, enqueue, type JobQueue } from './jobs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sent as List-Unsubscribe with one-click (RFC 8058): mail clients show their own button. */
  unsubscribeUrl?: string;
  /** The Message-ID header (`messageIdOf`); a job-sent mail without one is named by its job. */
  messageId?: string;
}

export interface Mailer {
  /** `deadline`: when it aborts, the transaction is cut off and the send fails. */
  send(mail: Mail, deadline?: AbortSignal): Promise<void>;
}

/** What a Message-ID's left part may hold here: letters, digits, dots and dashes, as one atom. */
const MESSAGE_ID_PART = /^[A-Za-z0-9]+([.-][A-Za-z0-9]+)*$/;

/**
 * The Message-ID of a mail named by `parts` (`['notification-digest', member, first]`):
 * `<notification-digest-7-1234@shop.example.com>`, the host that of PUBLIC_URL. The same parts give
 * the same header, so a mail sent again is folded with the first by the reader's client (RFC 5322
 * 3.6.4: one Message-ID names one message); a different mail must be named by different parts.
 */
export function messageIdOf(publicUrl: string, parts: readonly (string | number)[]): string {
  const left = parts.join('-');
  if (!MESSAGE_ID_PART.test(left)) throw new Error(`not a Message-ID part: ${left}`);
  return `<${left}@${new URL(publicUrl).hostname}>`;
}

/** Holds mail in the outbox table (shown at /dev/outbox); the default outside production. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      const { unsubscribeUrl: _headerOnly, messageId: _header, ...stored } = mail;
      await db.insert(outbox).values({ channel: 'email', ...stored, html: mail.html ?? '' });
    },
  };
}

/**
 * Real delivery through SMTP (nodemailer), e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465.
 * Each mail has a connection of its own and a deadline, `timeoutMs` unless the caller's comes first:
 * then the socket is destroyed, so the transaction is over (delivered or not) when the deadline is
 * (nodemailer's own timeouts are per phase and per silence, and bound no whole transaction). The
 * socket is opened here and handed to nodemailer, which does the TLS of smtps:// and STARTTLS on it.
 * A pooled connection (`?pool=true`) is shared by several mails, so it is not used: a deadline must
 * end one mail's transaction and no other's.
 */
export function smtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  return {
    async send({ unsubscribeUrl, messageId, ...mail }, deadline) {
      const signal = deadline
        ? AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      const sockets = new Set<Socket>();
      const cutOff = new Error(`SMTP transaction cut off at its deadline (SMTP_TIMEOUT_MS ${timeoutMs} ms)`);
      const transport = nodemailer.createTransport(
        new SMTPTransport({
          url: smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          getSocket(options, callback) {
            if (signal.aborted) return callback(cutOff, null);
            const socket = connect({
              host: options.host ?? 'localhost',
              port: Number(options.port) || (options.secure ? 465 : 587),
            });
            sockets.add(socket);
            let connected = false;
            // kept after the connect too: nodemailer's listener may be gone (TLS) when it is destroyed
            socket.on('error', (error) => {
              if (!connected) callback(error, null);
            });
            socket.once('connect', () => {
              connected = true;
              callback(null, { connection: socket });
            });
          },
        }),
      );
      let stop = () => {};
      const aborted = new Promise<never>((_resolve, reject) => {
        stop = () => {
          for (const socket of sockets) socket.destroy(cutOff);
          reject(cutOff);
        };
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      });
      const sending = transport.sendMail({
        from,
        ...mail,
        ...(messageId && { messageId }),
        ...(unsubscribeUrl && {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
      // whichever loses the race settles unheard
      sending.catch(() => {});
      aborted.catch(() => {});
      try {
        await Promise.race([sending, aborted]);
      } finally {
        signal.removeEventListener('abort', stop);
        for (const socket of sockets) socket.destroy();
        transport.close();
      }
    },
  };
}

/** One mail to send, as a background job (handled by `handleMailJobs`). */
export const mailJob = defineJob<Mail>('mail.send');

/**
 * The `mail.send` handler: the job is held for the SMTP deadline plus the jobs' lease (`config.mail`)
 * in a commit of its own before the transaction starts, whose deadline starts before that commit, so
 * the hold outlasts the transaction however this process ends; another process sends the mail again
 * only after it, with the same Message-ID (the mail's own, or else its job's).
 */
export function handleMailJobs(
  jobs: JobQueue,
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl' | 'mail'> },
): void {
  jobs.handle(mailJob, async (mail, job) => {
    const deadline = AbortSignal.timeout(deps.config.mail.smtpTimeoutMs);
    await job.hold(deps.config.mail.sendingLeaseMs);
    const messageId = mail.messageId ?? messageIdOf(deps.config.publicUrl, ['mail-job', job.id]);
    await deps.mailer.send({ ...mail, messageId }, deadline);
  });
}

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

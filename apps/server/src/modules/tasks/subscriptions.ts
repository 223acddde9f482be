// E-mail subscriptions to a task (spec 3, 5): mailed when a comment arrives, each mail with a
// working unsubscribe link. Mails are background jobs written with the change (platform/jobs.ts):
// callers pass a `queuedMailer` of their transaction, and a worker sends them once it commits.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@miao/contracts/common';
import {
  EMAIL_INPUT_MAX,
  TASK_MAIL_PREVIEW_MAX,
  TASK_SUBSCRIBES_PER_EMAIL_PER_HOUR,
} from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { tasks, taskSubscriptions } from '../../db/schema/tasks';
import { fail } from '../../platform/errors';
import { defineJob, type JobQueue, type QueueWhen } from '../../platform/jobs';
import { messageIdOf, queuedMailer, type Mail, type Mailer } from '../../platform/mail';
import type { Bilingual } from '../../platform/unsubscribe';
import { hit } from '../../platform/rate-limit';
import { assertNoNullCharacters, escapeHtml, plainText } from '../../platform/sanitize';
import { taskVisibleToMember } from '../../db/task-visibility';
import { loadVisibleTask, type TaskRow } from './policy';
import type { Viewer } from '../../platform/identity';

export interface MailDeps {
  db: DbOrTx;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** Spec 5: a basic e-mail with a 2-4 letter top-level part, at most 80 characters; else the e-mail input error. */
export function parseSubscribeEmail(value: string): string {
  assertNoNullCharacters(value);
  const email = value.trim();
  if (email.length > EMAIL_INPUT_MAX || !EMAIL_PATTERN.test(email))
    fail('input_error_email', { fields: ['email'] });
  return email;
}

export function unsubscribeUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/api/tasks/unsubscribe?token=${encodeURIComponent(token)}`;
}

function taskUrl(config: Pick<Config, 'publicUrl'>, task: Pick<TaskRow, 'id' | 'language'>): string {
  return `${config.publicUrl}/${task.language === 'cn' ? 'cn' : 'en'}/tasks/${task.id}/`;
}

type MailTask = Pick<TaskRow, 'id' | 'title' | 'language'>;

function mailOf(
  config: Pick<Config, 'publicUrl'>,
  task: MailTask,
  to: string,
  token: string,
  body: { cn: { subject: string; lead: string }; en: { subject: string; lead: string } },
  quote?: string,
): Mail {
  const words =
    task.language === 'cn'
      ? { ...body.cn, open: '查看任务', leave: '取消订阅' }
      : { ...body.en, open: 'Open the task', leave: 'Unsubscribe' };
  const link = taskUrl(config, task);
  const leave = unsubscribeUrl(config, token);
  const text = [
    words.lead,
    quote ? `\n"${quote}"\n` : '',
    `${words.open}: ${link}`,
    '',
    `${words.leave}: ${leave}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.lead)}</p>`,
    quote ? `<blockquote>${escapeHtml(quote)}</blockquote>` : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>`,
    `<p style="font-size:12px;color:#888"><a href="${escapeHtml(leave)}">${escapeHtml(words.leave)}</a></p>`,
  ].join('');
  return { to, subject: words.subject, text, html, unsubscribeUrl: leave };
}

/**
 * POST /api/tasks/subscribe. A new subscription (or one taken again after unsubscribing) is
 * confirmed by mail; subscribing again while subscribed changes nothing and sends nothing.
 */
export async function subscribe(
  deps: MailDeps,
  viewer: Viewer,
  input: { email: string; task_id: number },
): Promise<{ email: string; task_id: number; subscribed: true }> {
  const { db, mailer, config } = deps;
  const email = parseSubscribeEmail(input.email);
  const task = await loadVisibleTask(db, input.task_id, viewer);
  // Each subscription mails the address: a cap per address keeps the form from mailing someone endlessly.
  if (
    !(await hit(db, `task-subscribe:email:${email.toLowerCase()}`, TASK_SUBSCRIBES_PER_EMAIL_PER_HOUR, 3600))
  ) {
    fail('too_many_requests');
  }
  const [created] = await db
    .insert(taskSubscriptions)
    .values({ taskId: task.id, email, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
    .returning({ token: taskSubscriptions.token });
  const [renewed] = created
    ? [created]
    : await db
        .update(taskSubscriptions)
        .set({ unsubscribedAt: null })
        .where(
          and(
            eq(taskSubscriptions.taskId, task.id),
            sql`lower(${taskSubscriptions.email}) = lower(${email})`,
            isNotNull(taskSubscriptions.unsubscribedAt),
          ),
        )
        .returning({ token: taskSubscriptions.token });
  if (renewed) {
    await mailer.send(
      mailOf(config, task, email, renewed.token, {
        cn: {
          subject: `已订阅任务：${task.title}`,
          lead: `你已订阅任务「${task.title}」，有新评论时我们会发邮件通知你。`,
        },
        en: {
          subject: `Subscribed: ${task.title}`,
          lead: `You are subscribed to "${task.title}". We will e-mail you when a comment arrives.`,
        },
      }),
    );
  }
  return { email, task_id: task.id, subscribed: true };
}

/** Tokens are base64url; anything else cannot match and is not sent to the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/** The task a subscription token belongs to (for the unsubscribe link's page), if any. */
export async function findSubscription(db: DbOrTx, token: string): Promise<{ title: string } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ title: tasks.title })
    .from(taskSubscriptions)
    .innerJoin(tasks, eq(tasks.id, taskSubscriptions.taskId))
    .where(eq(taskSubscriptions.token, token));
  return row;
}

/** POST /api/tasks/unsubscribe?token=: the subscription ends (again: nothing changes). */
export async function unsubscribe(db: DbOrTx, token: string): Promise<{ title: string } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .update(taskSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${taskSubscriptions.unsubscribedAt}, now())` })
    .where(eq(taskSubscriptions.token, token))
    .returning({ taskId: taskSubscriptions.taskId });
  if (!row) return undefined;
  const [task] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, row.taskId));
  return { title: task?.title ?? '' };
}

/** What a task's unsubscribe link ends, in both languages. */
export function taskMails(task: { title: string }): Bilingual {
  return { en: `comment e-mails for "${task.title}"`, cn: `任务「${task.title}」的评论邮件` };
}

/**
 * Mails every active subscriber of a task that a comment arrived (called by the comments module),
 * with a plain-text preview and the unsubscribe link. Answers how many mails were handed to the
 * mailer; one failing address does not stop the others. With the comment's id, each mail's
 * Message-ID names the comment and the subscription (docs/decisions/046).
 */
export async function notifySubscribers(
  deps: MailDeps,
  taskId: number,
  commentPreview: string,
  commentId?: number,
): Promise<number> {
  const { db, mailer, config } = deps;
  const [task] = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      language: tasks.language,
      permission: tasks.publicPermission,
      published: tasks.published,
    })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)));
  if (!task) return 0;
  // Mails follow what the reader may see now (docs/decisions/017): a public task mails every
  // subscriber; any other only addresses of active members who may see it (a task made non-public
  // after someone subscribed stops mailing them).
  const reader =
    task.permission === 'public' && task.published
      ? sql`true`
      : sql`exists (select 1 from users u where lower(u.email) = lower(${taskSubscriptions.email})
          and u.is_active and ${taskVisibleToMember(sql`${tasks}`, sql`u.id`)})`;
  const subscribers = await db
    .select({ id: taskSubscriptions.id, email: taskSubscriptions.email, token: taskSubscriptions.token })
    .from(taskSubscriptions)
    .innerJoin(tasks, eq(tasks.id, taskSubscriptions.taskId))
    .where(and(eq(taskSubscriptions.taskId, taskId), isNull(taskSubscriptions.unsubscribedAt), reader));
  const characters = [...plainText(commentPreview)];
  const quote =
    characters.length > TASK_MAIL_PREVIEW_MAX
      ? `${characters.slice(0, TASK_MAIL_PREVIEW_MAX).join('')}…`
      : characters.join('');
  const sent = await Promise.allSettled(
    subscribers.map((s) =>
      mailer.send({
        ...mailOf(
          config,
          task,
          s.email,
          s.token,
          {
            cn: { subject: `新评论：${task.title}`, lead: `任务「${task.title}」有新评论。` },
            en: { subject: `New comment: ${task.title}`, lead: `A new comment on "${task.title}".` },
          },
          quote,
        ),
        ...(commentId !== undefined && {
          messageId: messageIdOf(config.publicUrl, ['comment', commentId, 'subscription', s.id]),
        }),
      }),
    ),
  );
  return sent.filter((r) => r.status === 'fulfilled').length;
}

/** Mails a task's subscribers about a new comment (enqueued with the comment, see below). */
export const subscriberMailsJob = defineJob<{ taskId: number; commentId: number; content: string }>(
  'tasks.subscriber-mails',
);

/**
 * The subscriber-mail jobs of the comments in `written` (a CTE of comments rows), queued by the
 * statement writing them (`queueWhen`): one per comment whose task someone still watches, run once
 * the comment is committed (and only then), also if this process dies first.
 */
export function subscriberMailParts(written: SQL): QueueWhen {
  return {
    from: sql`${written} c`,
    payload: sql`jsonb_build_object('taskId', c.task_id, 'commentId', c.id, 'content', c.content)`,
    key: sql`'comment-mails:' || c.id`,
    when: sql`exists (select 1 from task_subscriptions s
      where s.task_id = c.task_id and s.unsubscribed_at is null)`,
  };
}

/**
 * The job's handler: one mail job per subscriber, each keyed by comment and address, so running it
 * twice (at-least-once delivery) mails nobody twice, and a failing address is retried on its own.
 */
export function handleSubscriberMails(jobs: JobQueue, deps: { db: Db; config: Pick<Config, 'publicUrl'> }) {
  jobs.handle(subscriberMailsJob, async ({ taskId, commentId, content }, job) => {
    await deps.db.transaction(async (tx) => {
      const mailer = queuedMailer(tx, `comment-mail:${commentId}`);
      await notifySubscribers({ db: tx, mailer, config: deps.config }, taskId, content, commentId);
      // done with the mail jobs or not at all (also: fails if a statement above failed)
      await job.finish(tx);
    });
  });
}

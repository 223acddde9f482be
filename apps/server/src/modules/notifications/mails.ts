// Notification e-mails (issue 18): each notification may also be mailed to its recipient, as the
// recipient chose (preferences.ts). Written as a job in the transaction of the notification's cause;
// the job decides at run time, so a choice made after the notification was written still counts.
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationAction } from '@miao/contracts/notifications';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { taskVisibleToMember } from '../../db/task-visibility';
import { defineJob, enqueue, enqueueWhen, type JobQueue, type QueueWhen } from '../../platform/jobs';
import { mailJob, type Mail } from '../../platform/mail';
import { escapeHtml } from '../../platform/sanitize';
import { previewOf } from './presenter';
import { mailedActionsSql } from './preferences';

/** Mails the notifications `ids` (one cause: a comment, a reply, a reward…) to those who want them. */
export const notificationMailsJob = defineJob<{ ids: number[] }>('notifications.mails');

/**
 * How long a notification waits before it is mailed. A member on the site reads it there first and
 * gets no mail (the job mails only what is still unread); a crowd's comments do not each start a
 * mail while the member's inbox is filling (docs/decisions/030).
 */
export const NOTIFICATION_MAIL_DELAY_SECONDS = 120;

/**
 * Runs `written` (an insert into notifications returning id, user_id and action) and, in the same
 * statement, queues one mail job for its rows when at least one recipient has an address and, as
 * of now, wants this kind of mail (most causes mail nobody and leave no job).
 */
export async function insertWithMails(tx: DbOrTx, written: SQL): Promise<void> {
  await enqueueWhen(tx, notificationMailsJob, {
    with: sql`written as (${written})`,
    ...notificationMailParts(sql`written`),
  });
}

/**
 * The mail job of the notifications in `written` (a CTE returning id, user_id and action), queued
 * `NOTIFICATION_MAIL_DELAY_SECONDS` later when at least one recipient has an address and wants
 * this kind of mail; for `queueWhen` in a statement that writes them.
 */
export function notificationMailParts(written: SQL): QueueWhen {
  return {
    delaySeconds: NOTIFICATION_MAIL_DELAY_SECONDS,
    payload: sql`(select jsonb_build_object('ids', jsonb_agg(id order by id)) from ${written})`,
    key: sql`(select 'notification-mails:' || min(id) from ${written})`,
    when: sql`exists (select 1 from ${written} n
      join users u on u.id = n.user_id
      left join notification_mail_preferences p on p.user_id = n.user_id
      where u.email is not null and u.is_active and ${mailedActionsSql(sql`p`, sql`n.action`)})`,
  };
}

interface MailRow {
  id: number | string;
  action: NotificationAction;
  original_type: string;
  email: string;
  actor_nickname: string;
  task_id: number;
  task_title: string;
  task_language: string;
  comment_id: number | null;
  comment_content: string | null;
  reward_number: string | null;
}

type Words = { subject: string; lead: string; open: string; manage: string };

function wordsOf(row: MailRow, cn: boolean): Words {
  const who = row.actor_nickname || (cn ? '一位成员' : 'A member');
  const task = row.task_title;
  const coins = row.reward_number ?? '';
  const lead = cn
    ? {
        comment: `${who} 评论了你的任务「${task}」。`,
        reply: `${who} 回复了你在「${task}」中的评论。`,
        mention: `${who} 在「${task}」中提到了你。`,
        like: `${who} 赞了你在「${task}」中的评论。`,
        reward:
          row.original_type === 'payout'
            ? `你在「${task}」中获得的 ${coins} MIAO COIN 奖励已到账。`
            : `${who} 为你在「${task}」中的评论奖励了 ${coins} MIAO COIN。`,
      }[row.action]
    : {
        comment: `${who} commented on your task "${task}".`,
        reply: `${who} replied to your comment on "${task}".`,
        mention: `${who} mentioned you on "${task}".`,
        like: `${who} liked your comment on "${task}".`,
        reward:
          row.original_type === 'payout'
            ? `Your reward of ${coins} MIAO COIN on "${task}" has been paid into your balance.`
            : `${who} rewarded your comment on "${task}" with ${coins} MIAO COIN.`,
      }[row.action];
  return cn
    ? { subject: `MIAO 通知：${lead}`, lead, open: '查看', manage: '在个人中心管理邮件通知' }
    : {
        subject: `MIAO: ${lead}`,
        lead,
        open: 'Open',
        manage: 'Choose which notifications are e-mailed in your user center',
      };
}

/** The mail of one notification, in the task's language (Chinese for cn tasks, English otherwise). */
export function notificationMail(config: Pick<Config, 'publicUrl'>, row: MailRow): Mail {
  const cn = row.task_language === 'cn';
  const words = wordsOf(row, cn);
  const prefix = `${config.publicUrl}/${cn ? 'cn' : 'en'}`;
  const link = `${prefix}/tasks/${row.task_id}/${row.comment_id ? `#task-comment-${row.comment_id}` : ''}`;
  const manage = `${prefix}/user-center/#notification-preferences`;
  const quote = row.comment_content ? previewOf(row.comment_content) : '';
  const text = [
    words.lead,
    quote ? `\n"${quote}"\n` : '',
    `${words.open}: ${link}`,
    '',
    `${words.manage}: ${manage}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.lead)}</p>`,
    quote ? `<blockquote>${escapeHtml(quote)}</blockquote>` : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>`,
    `<p style="font-size:12px;color:#888"><a href="${escapeHtml(manage)}">${escapeHtml(words.manage)}</a></p>`,
  ].join('');
  return { to: row.email, subject: words.subject.slice(0, 200), text, html };
}

/**
 * The job's handler: in one transaction, one `mail.send` job per notification whose recipient wants
 * it now (address, active account, preference, still allowed to see the task), keyed by the
 * notification, and the job's completion. Run twice, it mails nobody twice.
 */
export function handleNotificationMails(jobs: JobQueue, deps: { db: Db; config: Pick<Config, 'publicUrl'> }) {
  jobs.handle(notificationMailsJob, async ({ ids }, job) => {
    await deps.db.transaction(async (tx) => {
      const rows =
        ids.length === 0
          ? []
          : rowsOf<MailRow>(
              await tx.execute(sql`select n.id, n.action, n.original_type, u.email,
                  a.nickname as actor_nickname, t.id as task_id, t.title as task_title,
                  t.language as task_language, c.id as comment_id, c.content as comment_content,
                  r.number::text as reward_number
                from notifications n
                join users u on u.id = n.user_id
                join users a on a.id = n.actor_id
                join tasks t on t.id = n.task_id
                left join comments c on c.id = n.comment_id and c.deleted_at is null
                left join rewards r on r.id = n.reward_id
                left join notification_mail_preferences p on p.user_id = n.user_id
                where n.id in ${sql`(${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`}
                  and u.email is not null and u.is_active and not n.is_read
                  and t.deleted_at is null and ${taskVisibleToMember(sql`t`, sql`n.user_id`)}
                  and ${mailedActionsSql(sql`p`, sql`n.action`)}
                order by n.id`),
            );
      for (const row of rows) {
        await enqueue(tx, mailJob, notificationMail(deps.config, row), {
          key: `notification-mail:${row.id}`,
        });
      }
      await job.finish(tx);
    });
  });
}

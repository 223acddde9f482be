// Notification e-mails (issue 18): each notification may also be mailed to its recipient, as the
// recipient chose (preferences.ts). Written as a job in the transaction of the notification's cause;
// the job decides at run time, so a choice made after the notification was written still counts.
// A job mails each of its recipients everything still waiting for them in one mail (a digest), so a
// crowd's comments make one mail per recipient per pause, not one each (docs/decisions/030).
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationAction } from '@miao/contracts/notifications';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { anyOf, rowsOf } from '../../db/sql';
import { taskVisibleToMember } from '../../db/task-visibility';
import { defineJob, enqueue, enqueueWhen, type JobQueue, type QueueWhen } from '../../platform/jobs';
import { mailJob, messageIdOf, type Mail } from '../../platform/mail';
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

/** The notifications a digest lists; the rest are counted and left to the list in the user center. */
export const DIGEST_LISTED = 20;

interface MailRow {
  id: number | string;
  user_id: number | string;
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

/** Where a notification opens: its task, at its comment when it has one. */
function linkOf(prefix: string, row: MailRow): string {
  return `${prefix}/tasks/${row.task_id}/${row.comment_id ? `#task-comment-${row.comment_id}` : ''}`;
}

/** The mail of one notification, in the task's language (Chinese for cn tasks, English otherwise). */
export function notificationMail(config: Pick<Config, 'publicUrl'>, row: MailRow): Mail {
  const cn = row.task_language === 'cn';
  const words = wordsOf(row, cn);
  const prefix = `${config.publicUrl}/${cn ? 'cn' : 'en'}`;
  const link = linkOf(prefix, row);
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
 * The mail of several notifications to one recipient (`rows`, oldest first): each one's sentence and
 * link, the newest first, `DIGEST_LISTED` at most and the rest counted. In the language of the newest
 * one's task (members have no language setting); each task keeps its own title. Its Message-ID names
 * the recipient and the first notification, which is in one digest only (docs/decisions/046).
 */
export function digestMail(config: Pick<Config, 'publicUrl'>, rows: MailRow[]): Mail {
  const first = rows[0]!;
  const messageId = messageIdOf(config.publicUrl, ['notification-digest', first.user_id, first.id]);
  if (rows.length === 1) return { ...notificationMail(config, first), messageId };
  const newestFirst = [...rows].reverse();
  const cn = newestFirst[0]!.task_language === 'cn';
  const prefix = `${config.publicUrl}/${cn ? 'cn' : 'en'}`;
  const all = `${prefix}/user-center/#notifications`;
  const manage = `${prefix}/user-center/#notification-preferences`;
  const listed = newestFirst.slice(0, DIGEST_LISTED).map((row) => ({
    lead: wordsOf(row, cn).lead,
    link: linkOf(prefix, row),
  }));
  const more = rows.length - listed.length;
  const words = cn
    ? {
        subject: `MIAO 通知：你有 ${rows.length} 条新通知`,
        intro: `你有 ${rows.length} 条新通知：`,
        open: '查看',
        more: `还有 ${more} 条，在个人中心查看全部`,
        manage: '在个人中心管理邮件通知',
      }
    : {
        subject: `MIAO: ${rows.length} new notifications`,
        intro: `You have ${rows.length} new notifications:`,
        open: 'Open',
        more: `${more} more: see them all in your user center`,
        manage: 'Choose which notifications are e-mailed in your user center',
      };
  const text = [
    words.intro,
    '',
    ...listed.map((item) => `- ${item.lead}\n  ${words.open}: ${item.link}`),
    ...(more > 0 ? ['', `${words.more}: ${all}`] : []),
    '',
    `${words.manage}: ${manage}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.intro)}</p>`,
    '<ul>',
    ...listed.map(
      (item) =>
        `<li>${escapeHtml(item.lead)} <a href="${escapeHtml(item.link)}">${escapeHtml(words.open)}</a></li>`,
    ),
    '</ul>',
    more > 0 ? `<p><a href="${escapeHtml(all)}">${escapeHtml(words.more)}</a></p>` : '',
    `<p style="font-size:12px;color:#888"><a href="${escapeHtml(manage)}">${escapeHtml(words.manage)}</a></p>`,
  ].join('');
  return { to: first.email, subject: words.subject, text, html, messageId };
}

/**
 * The job's handler, in one transaction. For each recipient of its notifications not yet decided, in
 * user id order, holding the recipient's mark (`lockMark`, so the jobs of one member run one after
 * another): what waits for that recipient, that is every notification unread and not decided since
 * the mark (this job's, those of jobs not yet run, those written with no job) and this job's own
 * (written late, below the mark). Those the recipient wants now (address, active account,
 * preference, still allowed to see the task) go out as one `mail.send` job, keyed by the first of
 * them; all of them are marked decided and the mark moves past them. Then the job's completion. Run
 * twice, it mails nobody twice.
 */
export function handleNotificationMails(jobs: JobQueue, deps: { db: Db; config: Pick<Config, 'publicUrl'> }) {
  jobs.handle(notificationMailsJob, async ({ ids }, job) => {
    await deps.db.transaction(async (tx) => {
      const recipients =
        ids.length === 0
          ? []
          : rowsOf<{ user_id: number; from_id: number | string }>(
              await tx.execute(sql`select user_id, min(id) as from_id from notifications
                where id = ${anyOf(ids, 'bigint')} and mail_decided_at is null
                group by user_id order by user_id`),
            );
      for (const { user_id: recipient, from_id: fromId } of recipients) {
        const through = await lockMark(tx, recipient, Number(fromId));
        // what waits, marked decided in the same statement, and the mark moved past it
        const waiting = rowsOf<{ id: number | string }>(
          await tx.execute(sql`with decided as (
              update notifications set mail_decided_at = now()
              where user_id = ${recipient} and not is_read and mail_decided_at is null
                and (id > ${through} or id = ${anyOf(ids, 'bigint')})
              returning id
            ), moved as (
              update notification_mail_marks
              set decided_through = greatest(decided_through, (select max(id) from decided))
              where user_id = ${recipient} and exists (select 1 from decided)
            )
            select id from decided order by id`),
        ).map((row) => Number(row.id));
        if (waiting.length === 0) continue;
        const rows = rowsOf<MailRow>(
          await tx.execute(sql`select n.id, n.user_id, n.action, n.original_type, u.email,
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
            where n.id = ${anyOf(waiting, 'bigint')}
              and u.email is not null and u.is_active
              and t.deleted_at is null and ${taskVisibleToMember(sql`t`, sql`n.user_id`)}
              and ${mailedActionsSql(sql`p`, sql`n.action`)}
            order by n.id`),
        );
        if (rows.length > 0) {
          await enqueue(tx, mailJob, digestMail(deps.config, rows), {
            key: `notification-mail:${rows[0]!.id}`,
          });
        }
      }
      await job.finish(tx);
    });
  });
}

/**
 * The recipient's mark, locked for the rest of the transaction (the jobs of one member decide one
 * after another): the highest notification id decided for them. A member's first mark starts before
 * their oldest notification of the last day still undecided and unread (or before `fromId`).
 */
async function lockMark(tx: DbOrTx, recipient: number, fromId: number): Promise<number> {
  const locked = () =>
    tx.execute(
      sql`select decided_through from notification_mail_marks where user_id = ${recipient} for update`,
    );
  let [mark] = rowsOf<{ decided_through: number | string }>(await locked());
  if (!mark) {
    await tx.execute(sql`insert into notification_mail_marks (user_id, decided_through)
      select ${recipient}, least(coalesce(min(id), ${fromId}), ${fromId}) - 1 from notifications
        where user_id = ${recipient} and not is_read and mail_decided_at is null
          and publish_at > now() - interval '1 day'
      on conflict (user_id) do nothing`);
    [mark] = rowsOf<{ decided_through: number | string }>(await locked());
  }
  return Number(mark!.decided_through);
}

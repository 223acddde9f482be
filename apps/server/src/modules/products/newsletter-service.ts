import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isValidEmail, type ProductMode } from '@miao/contracts/products';
import type { Db, DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import { messageIdOf, type Mailer } from '../../platform/mail';
import type { NewsletterSubscriberRow } from './presenter';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** How long a confirmation link works (decision 024). */
export const NEWSLETTER_CONFIRM_HOURS = 48;
/** An unconfirmed address gets a new confirmation request at most this often. */
const RESEND_AFTER_MINUTES = 10;

/**
 * Footer subscription (spec 2, 5), double opt-in (decision 024). A new address, one that had
 * unsubscribed, or one whose confirmation is still open and was asked more than ten minutes ago,
 * gets a confirmation request: a link, valid 48 hours, to a page whose button confirms (a POST, as
 * the unsubscribe of decision 011). Until then the address is not subscribed and is mailed nothing
 * else. An address already confirmed answers the same success and gets no mail, so the form cannot
 * be used to flood someone's inbox.
 */
export async function subscribe(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  input: { email: string; language: ProductMode },
): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) fail('input_error_email');
  const confirm = randomBytes(24).toString('base64url');
  const fresh = {
    language: input.language,
    unsubscribeTokenHash: hashToken(randomBytes(24).toString('base64url')),
    confirmTokenHash: hashToken(confirm),
    confirmExpiresAt: sql`now() + make_interval(hours => ${NEWSLETTER_CONFIRM_HOURS})`,
  };
  const [changed] = await db
    .insert(newsletterSubscribers)
    .values({ email, ...fresh })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { ...fresh, confirmedAt: null, unsubscribedAt: null, updatedAt: new Date() },
      // a confirmed, active subscription is left as it is; an open request is not re-sent at once
      setWhere: or(
        isNotNull(newsletterSubscribers.unsubscribedAt),
        and(
          isNull(newsletterSubscribers.confirmedAt),
          sql`${newsletterSubscribers.updatedAt} < now() - make_interval(mins => ${RESEND_AFTER_MINUTES})`,
        ),
      ),
    })
    .returning({ id: newsletterSubscribers.id });
  if (changed) {
    await mailer.send({
      ...confirmRequestMail(email, confirmUrl(publicUrl, confirm), input.language),
      messageId: newsletterMessageId(publicUrl, 'confirm', changed.id, fresh.confirmTokenHash),
    });
  }
  return { email };
}

/**
 * The Message-ID of a newsletter mail (docs/decisions/046): the subscriber and the token the mail
 * carries (by its stored hash's start, which tells nothing of the token), so each request and each
 * welcome is a message of its own and the same one sent twice is one.
 */
function newsletterMessageId(
  publicUrl: string,
  mail: 'confirm' | 'welcome',
  subscriber: number,
  tokenHash: string,
): string {
  return messageIdOf(publicUrl, [`newsletter-${mail}`, subscriber, tokenHash.slice(0, 16)]);
}

/** Both languages in one mail, the subscriber's first. */
function bilingualMail(language: ProductMode, en: string[], cn: string[]) {
  const [first, second] = language === 'cn' ? [cn, en] : [en, cn];
  return `${first.join('\n')}\n\n${second.join('\n')}\n`;
}

function confirmRequestMail(to: string, link: string, language: ProductMode) {
  return {
    to,
    subject:
      language === 'cn'
        ? '请确认订阅 / Please confirm your subscription'
        : 'Please confirm your subscription / 请确认订阅',
    text: bilingualMail(
      language,
      [
        'Please confirm that you want the MIAO newsletter at this address:',
        link,
        `The link works for ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not ask for it, ignore this mail: nothing will be sent.`,
      ],
      [
        '请确认您希望用此邮箱接收 MIAO 新闻邮件：',
        link,
        `链接 ${NEWSLETTER_CONFIRM_HOURS} 小时内有效。如果不是您本人订阅，请忽略此邮件，我们不会再发送任何邮件。`,
      ],
    ),
  };
}

function welcomeMail(to: string, link: string, language: ProductMode) {
  return {
    to,
    subject: language === 'cn' ? '订阅成功 / Subscription confirmed' : 'Subscription confirmed / 订阅成功',
    text: bilingualMail(
      language,
      [
        'Thanks for confirming your subscription to the MIAO newsletter.',
        'We will write when new products, group buys and restocks open.',
        `Unsubscribe at any time: ${link}`,
      ],
      ['感谢确认订阅 MIAO 新闻邮件。', '新品、团购和补货开放时我们会通知您。', `随时退订：${link}`],
    ),
    unsubscribeUrl: link,
  };
}

/** What a confirmation token stands for: open, already confirmed, or expired; undefined if unknown. */
export type ConfirmState = 'open' | 'confirmed' | 'expired';

/** The state of a confirmation link (for its page; changes nothing). */
export async function confirmState(db: DbOrTx, token: string): Promise<ConfirmState | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      expired: sql<boolean>`${newsletterSubscribers.confirmExpiresAt} <= now()`,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
  if (!row || row.unsubscribedAt) return undefined;
  if (row.confirmedAt) return 'confirmed';
  return row.expired ? 'expired' : 'open';
}

/**
 * The confirmation page's button (POST): the address becomes a subscriber and gets the welcome
 * mail with its unsubscribe link, once; confirming again answers the same. An expired link confirms
 * nothing (the visitor subscribes again for a new one).
 */
export async function confirmSubscription(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  token: string,
): Promise<ConfirmState | undefined> {
  const state = await confirmState(db, token);
  if (state !== 'open') return state;
  const unsubscribeToken = randomBytes(24).toString('base64url');
  const unsubscribeTokenHash = hashToken(unsubscribeToken);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      confirmedAt: new Date(),
      unsubscribeTokenHash,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
        sql`${newsletterSubscribers.confirmExpiresAt} > now()`,
      ),
    )
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
    });
  // a second click at the same moment found it confirmed: the first one mailed
  if (row) {
    await mailer.send({
      ...welcomeMail(row.email, unsubscribeUrl(publicUrl, unsubscribeToken), row.language),
      messageId: newsletterMessageId(publicUrl, 'welcome', row.id, unsubscribeTokenHash),
    });
  }
  return 'confirmed';
}

/** Whether a token is a subscriber's (for the unsubscribe link's page). */
export async function findSubscriber(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)));
  return row !== undefined;
}

/** What the newsletter's unsubscribe link ends, in both languages. */
export const NEWSLETTER_MAILS = { en: 'the MIAO newsletter', cn: 'MIAO 新闻邮件' };

/** Marks the subscription of the token's address as ended; false for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return row !== undefined;
}

/** Subscribed: confirmed and not unsubscribed (an unconfirmed address is not a subscriber). */
function filter(subscribed: 'true' | 'false' | undefined): SQL | undefined {
  const active = and(
    isNotNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.unsubscribedAt),
  );
  if (subscribed === 'true') return active;
  if (subscribed === 'false')
    return or(isNull(newsletterSubscribers.confirmedAt), isNotNull(newsletterSubscribers.unsubscribedAt));
  return undefined;
}

export async function listSubscribers(
  db: Db,
  query: { subscribed?: 'true' | 'false'; page_number: number; page_size: number; ordering: 'id' | '-id' },
) {
  const where = filter(query.subscribed);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(query.ordering === 'id' ? asc(newsletterSubscribers.id) : desc(newsletterSubscribers.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function allSubscribers(
  db: Db,
  subscribed?: 'true' | 'false',
): Promise<NewsletterSubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(filter(subscribed))
    .orderBy(asc(newsletterSubscribers.id));
}

import { createHash, randomBytes } from 'node:crypto';
import { asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isValidEmail, type ProductMode } from '@miao/contracts/products';
import type { Db, DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { NewsletterSubscriberRow } from './presenter';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Footer subscription (spec 2, 5). A new address, or one that had unsubscribed, is (re)subscribed
 * and gets a confirmation mail with an unsubscribe link; an address already subscribed answers the
 * same success and gets no second mail (so the form cannot be used to flood someone's inbox).
 */
export async function subscribe(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  input: { email: string; language: ProductMode },
): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) fail('input_error_email');
  const token = randomBytes(24).toString('base64url');
  const [changed] = await db
    .insert(newsletterSubscribers)
    .values({ email, language: input.language, unsubscribeTokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        language: input.language,
        unsubscribeTokenHash: hashToken(token),
        unsubscribedAt: null,
        updatedAt: new Date(),
      },
      // an active subscription is left as it is
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  if (changed) await mailer.send(confirmationMail(email, unsubscribeUrl(publicUrl, token), input.language));
  return { email };
}

/** Both languages in one mail, the subscriber's first. */
function confirmationMail(to: string, link: string, language: ProductMode) {
  const en = [
    'Thanks for subscribing to the MIAO newsletter.',
    'We will write when new products, group buys and restocks open.',
    `Unsubscribe at any time: ${link}`,
  ].join('\n');
  const cn = ['感谢订阅 MIAO 新闻邮件。', '新品、团购和补货开放时我们会通知您。', `随时退订：${link}`].join(
    '\n',
  );
  const [first, second] = language === 'cn' ? [cn, en] : [en, cn];
  return {
    to,
    subject: language === 'cn' ? '订阅成功 / Subscription confirmed' : 'Subscription confirmed / 订阅成功',
    text: `${first}\n\n${second}\n`,
    unsubscribeUrl: link,
  };
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

function filter(subscribed: 'true' | 'false' | undefined): SQL | undefined {
  if (subscribed === 'true') return isNull(newsletterSubscribers.unsubscribedAt);
  if (subscribed === 'false') return isNotNull(newsletterSubscribers.unsubscribedAt);
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

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR } from '@miao/contracts/limits';
import { outbox } from '../../db/schema/platform';
import { newsletterSubscribers } from '../../db/schema/products';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { awayFromHourBoundary, nextIp } from '../auth/test-helpers';

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress: ip });
  // confirmations are background jobs: work the queue, then read the outbox
  const mailsTo = async (to: string) => {
    await t.runJobs();
    return t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  };
  const subscriber = async (email: string) =>
    (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const linkIn = (text: string) =>
    text.match(/http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  const confirmLinkIn = (text: string) =>
    text.match(/http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  const local = (link: string) => link.replace('http://localhost:3000', '');
  /** Subscribes and presses the mailed confirmation's button; answers the welcome mail. */
  const subscribed = async (email: string, language: 'en' | 'cn' = 'en') => {
    expect((await subscribe({ email, language })).statusCode).toBe(200);
    const request = (await mailsTo(email))[0]!;
    const confirmed = await t.app.inject({ method: 'POST', url: local(confirmLinkIn(request.text)!) });
    expect(confirmed.statusCode).toBe(200);
    return (await mailsTo(email))[0]!;
  };

  it('double opt-in: the form mails a confirm link; only its button (a POST) subscribes, then the welcome mail', async () => {
    const res = await subscribe({ email: '  Opt.In@Example.COM ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'opt.in@example.com', subscribed: true });

    const [request, ...others] = await mailsTo('opt.in@example.com');
    expect(others).toHaveLength(0);
    expect(request!.subject).toContain('Please confirm your subscription');
    expect(request!.text).toContain('请确认');
    expect(linkIn(request!.text)).toBeUndefined();
    const confirm = local(confirmLinkIn(request!.text)!);
    // not a subscriber yet
    expect((await subscriber('opt.in@example.com'))!.confirmedAt).toBeNull();

    // following the link (as a mail scanner would) only asks
    const asked = await t.app.inject({ method: 'GET', url: confirm });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Confirm your subscription');
    expect(asked.body).toContain('method="post"');
    expect((await subscriber('opt.in@example.com'))!.confirmedAt).toBeNull();

    const done = await t.app.inject({ method: 'POST', url: confirm });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are subscribed');
    expect(done.body).toContain('您已订阅');
    expect((await subscriber('opt.in@example.com'))!.confirmedAt).toBeInstanceOf(Date);
    const [welcome] = await mailsTo('opt.in@example.com');
    expect(welcome!.subject).toContain('Subscription confirmed');
    expect(linkIn(welcome!.text)).toBeDefined();

    // pressing again answers the same and mails nothing more
    expect((await t.app.inject({ method: 'POST', url: confirm })).body).toContain('You are subscribed');
    expect(await mailsTo('opt.in@example.com')).toHaveLength(2);
  });

  it('a confirm link expires after 48 hours and then confirms nothing', async () => {
    await subscribe({ email: 'late@example.com' });
    const confirm = local(confirmLinkIn((await mailsTo('late@example.com'))[0]!.text)!);
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000), updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'));
    const asked = await t.app.inject({ method: 'GET', url: confirm });
    expect(asked.body).toContain('Link expired');
    expect(asked.body).not.toContain('method="post"');
    expect((await t.app.inject({ method: 'POST', url: confirm })).body).toContain('Link expired');
    expect((await subscriber('late@example.com'))!.confirmedAt).toBeNull();
    // subscribing again sends a new link, which works
    await subscribe({ email: 'late@example.com' });
    const fresh = local(confirmLinkIn((await mailsTo('late@example.com'))[0]!.text)!);
    expect(fresh).not.toBe(confirm);
    expect((await t.app.inject({ method: 'POST', url: fresh })).body).toContain('You are subscribed');
  });

  it('the welcome mail carries an unsubscribe link, and the link unsubscribes', async () => {
    const mail = await subscribed('neon.cat@example.com');
    const link = linkIn(mail.text);
    expect(link).toBeDefined();
    expect((await subscriber('neon.cat@example.com'))!.unsubscribedAt).toBeNull();

    const path = local(link!);
    // following the link (as a mail scanner would) only asks
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asked.body).toContain('Stop receiving the MIAO newsletter?');
    expect(asked.body).toContain('method="post"');
    expect((await subscriber('neon.cat@example.com'))!.unsubscribedAt).toBeNull();

    const page = await t.app.inject({ method: 'POST', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('You have been unsubscribed');
    expect(page.body).toContain('您已退订');
    expect((await subscriber('neon.cat@example.com'))!.unsubscribedAt).toBeInstanceOf(Date);

    // one-click from the mail client (RFC 8058) answers the same
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers an unknown or missing token with a not-valid page', async () => {
    for (const url of [
      '/api/newsletter/unsubscribe?token=nope',
      '/api/newsletter/unsubscribe',
      '/api/newsletter/confirm?token=nope',
      '/api/newsletter/confirm',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('not valid');
        expect(res.body).toContain('链接无效');
      }
    }
  });

  it('keeps one row for a repeated address; no second request at once, none once confirmed', async () => {
    expect((await subscribe({ email: 'twice@example.com' })).statusCode).toBe(200);
    const res = await subscribe({ email: 'TWICE@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'twice@example.com', subscribed: true });
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    const request = (await mailsTo('twice@example.com'))[0]!;
    await t.app.inject({ method: 'POST', url: local(confirmLinkIn(request.text)!) });
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
    expect((await subscribe({ email: 'twice@example.com' })).statusCode).toBe(200);
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
  });

  it('subscribes again after unsubscribing, confirming again, with a new link (the old one is spent)', async () => {
    const welcome = await subscribed('back@example.com', 'cn');
    const first = linkIn(welcome.text)!;
    await t.app.inject({ method: 'POST', url: local(first) });
    expect((await subscriber('back@example.com'))!.unsubscribedAt).not.toBeNull();

    const again = await subscribed('back@example.com', 'cn');
    expect(again.subject.startsWith('订阅成功')).toBe(true);
    expect(await mailsTo('back@example.com')).toHaveLength(4);
    expect((await subscriber('back@example.com'))!.unsubscribedAt).toBeNull();
    const second = linkIn(again.text)!;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'POST', url: local(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: local(second) })).statusCode).toBe(200);
  });

  it.each([
    'neon',
    'neon@example',
    'neon@example.abcde',
    'neon@example.c',
    '',
    `${'a'.repeat(69)}@example.com`,
  ])('refuses the e-mail %j and stores nothing', async (email) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('input_error_email');
    expect(await mailsTo(email.toLowerCase())).toHaveLength(0);
  });

  it('limits subscriptions per client address', async () => {
    await awayFromHourBoundary();
    const ip = nextIp();
    for (let i = 0; i < NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR; i += 1) {
      expect((await subscribe({ email: `flood${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const res = await subscribe({ email: 'flood-last@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_requests');
    expect(await subscriber('flood-last@example.com')).toBeUndefined();
    expect((await subscribe({ email: 'flood-last@example.com' })).statusCode).toBe(200);
  });

  it('lists and exports subscribers for staff only; an unconfirmed address is not subscribed', async () => {
    await subscribed('=cmd@example.com');
    await subscribe({ email: 'pending@example.com' });
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    for (const url of ['/api/admin/newsletter', '/api/admin/newsletter.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter?subscribed=false',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((s: { email: string }) => s.email)).toContain('neon.cat@example.com');
    expect(list.json().results.every((s: { subscribed: boolean }) => !s.subscribed)).toBe(true);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,email,language,subscribed,create_time,confirm_time,unsubscribe_time');
    expect(lines.some((l) => l.includes(",'=cmd@example.com,en,true,"))).toBe(true);
    expect(lines.some((l) => /,neon\.cat@example\.com,en,false,.+,\d{4}-/.test(l))).toBe(true);
    expect(lines.some((l) => /,pending@example\.com,en,false,[^,]+,,$/.test(l))).toBe(true);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter?subscribed=true&page_size=100',
      headers: staff,
    });
    const emails = active.json().results.map((s: { email: string }) => s.email);
    expect(emails).toContain('=cmd@example.com');
    expect(emails).not.toContain('pending@example.com');
  });
});

// The attacks of issue 12 on sign-in and sessions, each as it was tried (docs/decisions/017).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_IP_PER_HOUR } from '@miao/contracts/limits';
import { refreshTokens } from '../../db/schema/auth';
import { loadConfig } from '../../config';
import { sha256 } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import {
  awayFromHourBoundary,
  codeFor,
  cookie,
  nextEmail,
  nextIp,
  postSignIn,
  requestCode,
  signInAs,
} from './test-helpers';

const TOKEN = 'test_token';
const REFRESH = 'test_refresh_token';

describe('sign-in attempts slow the guesser, never the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ten wrong codes from ten addresses with no code requested do not lock the owner out', async () => {
    await awayFromHourBoundary();
    const email = 'admin@example.com';
    for (let i = 0; i < 10; i += 1) {
      const res = await postSignIn(t.app, { email, code: '000000' }, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('verification_code_invalid');
    }
    const owner = await signInAs(t.app, { email }, '192.0.2.10');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses a client after too many wrong codes, and only that client', async () => {
    await awayFromHourBoundary();
    const guesser = nextIp();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP_PER_HOUR; i += 1) {
      const res = await postSignIn(t.app, { email: nextEmail(), code: '123456' }, guesser);
      expect(res.statusCode).toBe(422);
    }
    const email = nextEmail();
    const owner = nextIp();
    await requestCode(t.app, { email }, owner);
    const code = await codeFor(t.app, email);
    const refused = await postSignIn(t.app, { email, code }, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_failed_requests');
    expect((await postSignIn(t.app, { email, code }, owner)).statusCode).toBe(200);
  });
});

describe('refresh that tolerates two tabs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH]: token } });

  it('two parallel refreshes with the same cookie both succeed and the session survives', async () => {
    const signed = await signInAs(t.app, { email: nextEmail() });
    const first = cookie(signed, REFRESH)!.value;
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        cookies: { [TOKEN]: cookie(answer, TOKEN)!.value },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect((await refresh(cookie(answer, REFRESH)!.value)).statusCode).toBe(200);
    }
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.family, family[0]!.family));
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
  });

  it('a reuse after the grace window still revokes the whole sign-in', async () => {
    const signed = await signInAs(t.app, { email: nextEmail() });
    const first = cookie(signed, REFRESH)!.value;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '31 seconds'` })
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(cookie(rotated, REFRESH)!.value)).statusCode).toBe(401);
  });
});

describe('safe by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the token cookie from scripts (HttpOnly)', async () => {
    const res = await signInAs(t.app, { email: nextEmail() });
    expect(cookie(res, TOKEN)!.httpOnly).toBe(true);
    expect(cookie(res, REFRESH)!.httpOnly).toBe(true);
  });

  it('shows the outbox to loopback clients only', async () => {
    for (const remoteAddress of ['203.0.113.5', '10.0.0.8', '::ffff:192.0.2.1']) {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('sign-in code');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('has no outbox in production, and production refuses to start without its secrets', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/miao-never' })).toThrow(
      /TOKEN_SECRET[\s\S]*UPLOAD_SECRET[\s\S]*PUBLIC_URL/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TOKEN_SECRET: 'short',
        UPLOAD_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://miao.example',
      }),
    ).toThrow(/TOKEN_SECRET/);
    const production = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'MIAO <no-reply@miao.example>',
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('refuses a cross-site write carried by the session cookies', async () => {
    const signed = await signInAs(t.app, { email: nextEmail() });
    const cookies = { [TOKEN]: cookie(signed, TOKEN)!.value };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me',
        cookies,
        headers: { host: 'localhost:3000', ...headers },
        payload: { nickname: 'Mallory' },
      });
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost:3000' },
    ];
    for (const headers of attacks) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({
        code: 'cross_site_refused',
        message: 'Requests from other sites are not accepted',
      });
    }
    expect(
      (await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it('signs out whatever credential it is given: a Bearer token ends its sign-in', async () => {
    const signed = await signInAs(t.app, { email: nextEmail() });
    const authorization = `Bearer ${signed.json().token}`;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH]: cookie(signed, REFRESH)!.value },
    });
    expect(again.statusCode).toBe(401);
  });

  it('marks personal answers no-store', async () => {
    const signed = await signInAs(t.app, { email: nextEmail() });
    const authorization = `Bearer ${signed.json().token}`;
    for (const url of ['/api/users/me', '/api/notifications?is_read=false&page_size=1', '/api/tasks']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

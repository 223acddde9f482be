import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@miao/contracts/limits';
import { refreshTokens, signInCodes } from '../../db/schema/auth';
import { sha256, signAccessToken, verifyAccessToken } from '../../platform/tokens';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { codeFor, cookie, nextEmail, nextIp, postSignIn, requestCode, signInAs } from './test-helpers';

const TOKEN = 'test_token';
const REFRESH = 'test_refresh_token';
const HINT = 'test_has_refresh';

describe('session cookies, refresh and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const res = await signInAs(t.app, { email: nextEmail() });
    expect(res.statusCode).toBe(200);
    return { res, refresh: cookie(res, REFRESH)!.value, userId: res.json().user_id as number };
  }
  const getRefresh = (refresh: string | undefined, redirect = '/user-center/') =>
    t.app.inject({
      method: 'GET',
      url: `/auth/refresh?redirect=${encodeURIComponent(redirect)}`,
      cookies: refresh ? { [REFRESH]: refresh } : {},
    });
  /** As if the token was spent longer ago than the two-tab grace window. */
  const pastGrace = (refresh: string) =>
    t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '31 seconds'` })
      .where(eq(refreshTokens.tokenHash, sha256(refresh)));
  const rowOf = async (refresh: string) =>
    (
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refresh)))
    )[0]!;

  it('sets an HttpOnly token cookie for a day and an HttpOnly refresh cookie for 30 days', async () => {
    const { res, refresh, userId } = await signedIn();
    const token = cookie(res, TOKEN)!;
    expect(token).toMatchObject({ path: '/', maxAge: TOKEN_TTL_SECONDS, sameSite: 'Lax' });
    expect(token.httpOnly).toBe(true);
    expect(token.secure).toBeFalsy();
    expect(token.value).toBe(res.json().token);
    expect((await verifyAccessToken(t.config.tokenSecret, token.value))?.userId).toBe(userId);

    expect(cookie(res, REFRESH)).toMatchObject({
      path: '/',
      maxAge: REFRESH_TTL_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie(res, HINT)).toMatchObject({ value: '1', maxAge: REFRESH_TTL_SECONDS, path: '/' });
    expect(cookie(res, HINT)!.httpOnly).toBeFalsy();
    expect(res.headers['cache-control']).toBe('no-store');

    const row = await rowOf(refresh);
    expect(row).toMatchObject({ userId, usedAt: null, revokedAt: null });
    expect(row.tokenHash).not.toBe(refresh);
  });

  it('rotates the refresh token and goes back to the redirect', async () => {
    const { refresh, userId } = await signedIn();
    const res = await getRefresh(refresh, '/user-center/?a=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/user-center/?a=1');
    const next = cookie(res, REFRESH)!.value;
    expect(next).not.toBe(refresh);
    expect((await verifyAccessToken(t.config.tokenSecret, cookie(res, TOKEN)!.value))?.userId).toBe(userId);

    const [old, fresh] = [await rowOf(refresh), await rowOf(next)];
    expect(old.usedAt).not.toBeNull();
    expect(fresh).toMatchObject({ family: old.family, usedAt: null, revokedAt: null, userId });
  });

  it('refuses a spent refresh token and revokes its whole family', async () => {
    const { refresh } = await signedIn();
    const rotated = await getRefresh(refresh);
    const next = cookie(rotated, REFRESH)!.value;
    await pastGrace(refresh);

    const replay = await getRefresh(refresh, '/user-center/');
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/auth/login?redirect=%2Fuser-center%2F');
    for (const name of [TOKEN, REFRESH, HINT]) {
      expect(cookie(replay, name), name).toMatchObject({ value: '', path: '/' });
      expect(cookie(replay, name)!.expires!.getTime()).toBeLessThan(Date.now());
    }
    expect(cookie(replay, TOKEN)!.maxAge ?? 0).toBe(0);

    const family = (await rowOf(refresh)).family;
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.family, family));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await getRefresh(next)).headers.location).toMatch(/^\/auth\/login\?/);
  });

  it('answers both of two requests carrying one refresh token at the same time (two tabs)', async () => {
    const { refresh } = await signedIn();
    const answers = await Promise.all([getRefresh(refresh, '/dao/'), getRefresh(refresh, '/dao/')]);
    expect(answers.filter((r) => r.headers.location === '/dao/')).toHaveLength(2);
    expect((await rowOf(refresh)).revokedAt).toBeNull();
  });

  it('refuses an expired refresh token', async () => {
    const { refresh } = await signedIn();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, sha256(refresh)));
    expect((await getRefresh(refresh)).headers.location).toBe('/auth/login?redirect=%2Fuser-center%2F');
  });

  it('sends a visitor without a refresh cookie to the login page', async () => {
    const res = await getRefresh(undefined, '/dao/12/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?redirect=%2Fdao%2F12%2F');
  });

  it('answers a new token as JSON, or sign_in_required', async () => {
    const { refresh, userId } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH]: refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await verifyAccessToken(t.config.tokenSecret, res.json().token))?.userId).toBe(userId);
    expect(cookie(res, TOKEN)!.value).toBe(res.json().token);
    expect(cookie(res, REFRESH)!.value).not.toBe(refresh);
    await pastGrace(refresh);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH]: refresh },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
    expect(cookie(refused, REFRESH)!.value).toBe('');

    const none = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
  });

  it('signs out: the refresh token and its family stop working and the cookies are cleared', async () => {
    const { refresh } = await signedIn();
    const rotated = cookie(await getRefresh(refresh), REFRESH)!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [REFRESH]: rotated },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const name of [TOKEN, REFRESH, HINT]) expect(cookie(res, name)?.value, name).toBe('');
    expect((await rowOf(rotated)).revokedAt).not.toBeNull();
    expect((await getRefresh(rotated)).headers.location).toMatch(/^\/auth\/login\?/);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(anonymous.statusCode).toBe(204);
  });

  describe('access tokens end with their sign-in', () => {
    const me = (token: string, app = t.app) =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

    it('at sign-out, at once; the member’s other sign-ins stay', async () => {
      const first = await signInAs(t.app, { email: nextEmail() });
      const elsewhere = await signAccessToken(t.config.tokenSecret, first.json().user_id, 'another-sign-in');
      const token = first.json().token as string;
      expect((await me(token)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: { [REFRESH]: cookie(first, REFRESH)!.value },
      });
      expect(out.statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(token)).json().code).toBe('sign_in_required');
      expect((await me(elsewhere)).statusCode).toBe(200);
    });

    it('when a reused refresh token revokes the sign-in, tokens from its rotations too', async () => {
      const { res, refresh } = await signedIn();
      const rotated = await getRefresh(refresh);
      const second = cookie(rotated, TOKEN)!.value;
      expect((await me(second)).statusCode).toBe(200);
      await pastGrace(refresh);
      await getRefresh(refresh); // the spent one again, later: copied, the family is revoked
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(res.json().token)).statusCode).toBe(401);
    });

    it('while the member is deactivated, in another process too once announced', async () => {
      const { res, userId } = await signedIn();
      const token = res.json().token as string;
      const other = await buildApp({ config: t.config, database: t.database, web: false });
      await other.ready();
      try {
        expect((await me(token, other)).statusCode).toBe(200);
        await t.db.execute(sql`update users set is_active = false where id = ${userId}`);
        await other.deps.changes.sync(); // its announcement has reached the other process
        expect((await me(token, other)).statusCode).toBe(401);
        expect((await me(token)).statusCode).toBe(401);
        await t.db.execute(sql`update users set is_active = true where id = ${userId}`);
        await other.deps.changes.sync();
        expect((await me(token, other)).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });
  });

  it('never redirects off the site', async () => {
    const { refresh } = await signedIn();
    const offSite = await getRefresh(refresh, 'https://evil.com/');
    expect(offSite.statusCode).toBe(302);
    expect(offSite.headers.location).toBe('/');
    expect((await getRefresh(undefined, '//evil.com')).headers.location).toBe('/auth/login?redirect=%2F');
    // landing on /auth/refresh again would spend the new token at once: it becomes the home page
    const loop = await getRefresh(cookie(offSite, REFRESH)!.value, '/auth/refresh?redirect=/');
    expect(loop.headers.location).toBe('/');
  });

  it('refuses an off-site redirect at sign-in without spending the code', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    for (const redirect of ['//evil.com', 'https://evil.com/', 'javascript:alert(1)']) {
      const res = await postSignIn(t.app, { email, code, redirect }, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'redirect_invalid', message: 'Redirect must stay on this site' });
    }
    const [row] = await t.db.select().from(signInCodes).where(eq(signInCodes.address, email));
    expect(row).toMatchObject({ attempts: 0, consumedAt: null });
    const ok = await postSignIn(t.app, { email, code, redirect: 'http://localhost:3000/dao/?tag_ids=1' }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().redirect).toBe('http://localhost:3000/dao/?tag_ids=1');
  });
});

describe('session cookies on an https site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://miao.example.com', COOKIE_PREFIX: 'stage_' });
  });
  afterAll(() => t.close());

  it('marks the cookies Secure and uses the configured prefix', async () => {
    const res = await signInAs(t.app, { email: nextEmail() });
    expect(res.statusCode).toBe(200);
    for (const name of ['stage_token', 'stage_refresh_token', 'stage_has_refresh']) {
      expect(cookie(res, name)?.secure, name).toBe(true);
    }
    expect(cookie(res, TOKEN)).toBeUndefined();
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_CODE_RESEND_SECONDS,
  SIGN_IN_CODES_PER_REQUESTER_PER_HOUR,
  SIGN_IN_CODES_PER_IP_PER_HOUR,
} from '@miao/contracts/limits';
import { refreshTokens, signInCodes } from '../../db/schema/auth';
import { outbox } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/app';
import {
  awayFromHourBoundary,
  codeFor,
  nextEmail,
  nextIp,
  nextPhone,
  passResendInterval,
  postSignIn,
  requestCode,
  signInAs,
} from './test-helpers';

describe('sign-in with a code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const codesOf = (address: string) =>
    t.db.select().from(signInCodes).where(eq(signInCodes.address, address));
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a code, stores only its hash, and creates the account on first sign-in', async () => {
    const email = nextEmail();
    const ip = nextIp();
    const sent = await requestCode(t.app, { email }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, resend_after: SIGN_IN_CODE_RESEND_SECONDS });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.subject).toContain('MIAO');
    const code = await codeFor(t.app, email);
    expect(mail!.text).toContain(`Your MIAO sign-in code is ${code}. It is valid for 10 minutes.`);
    const [row] = await codesOf(email);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ip).toBe(ip);
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(ttl).toBeCloseTo(600, 0);

    const res = await postSignIn(t.app, { email, code }, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token: expect.any(String), user_id: expect.any(Number), redirect: '/' });
    const [user] = await t.db.select().from(users).where(eq(users.id, body.user_id));
    expect(user).toMatchObject({ email, phone: null, nickname: '' });

    await passResendInterval(t.db, email);
    const again = await signInAs(t.app, { email }, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json().user_id).toBe(body.user_id);
  });

  it('texts a code to a mainland mobile and signs in the same account twice', async () => {
    const phone = nextPhone();
    const first = await signInAs(t.app, { phone });
    expect(first.statusCode).toBe(200);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(sms).toMatchObject({ channel: 'sms' });
    const [user] = await t.db.select().from(users).where(eq(users.id, first.json().user_id));
    expect(user).toMatchObject({ phone, email: null, nickname: '' });

    await passResendInterval(t.db, phone);
    const second = await signInAs(t.app, { phone });
    expect(second.json().user_id).toBe(first.json().user_id);
  });

  it('reads e-mail addresses without regard to case', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email: ` ${email.toUpperCase()} ` }, ip);
    const res = await postSignIn(t.app, { email, code: await codeFor(t.app, email) }, ip);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong code and still accepts the right one afterwards', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    const bad = await postSignIn(t.app, { email, code: wrong(code) }, ip);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 'verification_code_invalid',
      message: 'Verification code invalid, please check or resend',
    });
    expect((await codesOf(email))[0]!.attempts).toBe(1);
    expect((await postSignIn(t.app, { email, code }, ip)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    await t.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.address, email));
    const res = await postSignIn(t.app, { email, code }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('verification_code_invalid');
  });

  it('refuses a code that has already been used', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    expect((await postSignIn(t.app, { email, code }, ip)).statusCode).toBe(200);
    const reused = await postSignIn(t.app, { email, code }, ip);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('verification_code_invalid');
  });

  it('kills a code after 5 wrong tries, even if the 6th is right', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await postSignIn(t.app, { email, code: wrong(code) }, ip)).json().code);
    expect(answers).toEqual([
      'verification_code_invalid',
      'verification_code_invalid',
      'verification_code_invalid',
      'verification_code_invalid',
      'too_many_failed_requests',
    ]);
    const right = await postSignIn(t.app, { email, code }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'too_many_failed_requests', message: 'Too many failed requests' });
    expect((await codesOf(email))[0]).toMatchObject({ attempts: 5, consumedAt: null });
  });

  it('lets a new code supersede the older ones', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const older = await codeFor(t.app, email);
    await passResendInterval(t.db, email);
    await requestCode(t.app, { email }, ip);
    const newer = await codeFor(t.app, email);
    if (older !== newer) {
      expect((await postSignIn(t.app, { email, code: older }, ip)).json().code).toBe(
        'verification_code_invalid',
      );
    }
    expect((await postSignIn(t.app, { email, code: newer }, ip)).statusCode).toBe(200);
  });

  it('signs in once when two requests carry the same code at the same time', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await requestCode(t.app, { email }, ip);
    const code = await codeFor(t.app, email);
    const answers = await Promise.all([
      postSignIn(t.app, { email, code }, ip),
      postSignIn(t.app, { email, code }, ip),
      postSignIn(t.app, { email, code }, ip),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    const userId = answers.find((r) => r.statusCode === 200)!.json().user_id;
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('sends at most one code a minute to an address', async () => {
    const email = nextEmail();
    const ip = nextIp();
    expect((await requestCode(t.app, { email }, ip)).statusCode).toBe(200);
    const again = await requestCode(t.app, { email }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'too_many_requests', message: 'Too many requests' });
    expect(again.json().resend_after).toBeGreaterThan(0);
    expect(await codesOf(email)).toHaveLength(1);
  });

  it('sends at most the hourly number of codes to an address', async () => {
    await awayFromHourBoundary();
    const phone = nextPhone();
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_CODES_PER_REQUESTER_PER_HOUR; i += 1) {
      expect((await requestCode(t.app, { phone }, ip)).statusCode).toBe(200);
      await passResendInterval(t.db, phone);
    }
    const refused = await requestCode(t.app, { phone }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect(await codesOf(phone)).toHaveLength(SIGN_IN_CODES_PER_REQUESTER_PER_HOUR);
  });

  it('sends at most the hourly number of codes from one IP', async () => {
    await awayFromHourBoundary();
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_CODES_PER_IP_PER_HOUR; i += 1) {
      expect((await requestCode(t.app, { email: nextEmail() }, ip)).statusCode).toBe(200);
    }
    const email = nextEmail();
    const refused = await requestCode(t.app, { email }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect(await codesOf(email)).toHaveLength(0);
    expect((await requestCode(t.app, { email }, nextIp())).statusCode).toBe(200);
  });

  it('refuses malformed input with validation_error and stores no code', async () => {
    const before = (await t.db.select().from(signInCodes)).length;
    const mails = (await t.db.select().from(outbox)).length;
    const cases = [
      requestCode(t.app, { email: 'not-an-email' }),
      requestCode(t.app, { email: 'someone@example.c' }),
      requestCode(t.app, { phone: '12345678901' }),
      requestCode(t.app, { phone: '1391234567' }),
      postSignIn(t.app, { email: nextEmail(), code: '12345' }),
      postSignIn(t.app, { phone: '12345678901', code: '123456' }),
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { code: '123456' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await t.db.select().from(signInCodes)).toHaveLength(before);
    expect(await t.db.select().from(outbox)).toHaveLength(mails);
  });

  it('publishes every sign-in path in the OpenAPI document under the auth tag', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    for (const [path, method] of [
      ['/api/auth/email-code', 'post'],
      ['/api/auth/phone-code', 'post'],
      ['/api/auth/sign-in', 'post'],
      ['/api/auth/refresh', 'post'],
      ['/api/auth/sign-out', 'post'],
      ['/auth/refresh', 'get'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['auth']);
    }
  });
});

describe('sign-in when SMS delivery fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        sms: {
          send: async () => {
            throw new Error('down');
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers sms_send_failed and leaves no usable code', async () => {
    const phone = nextPhone();
    const res = await requestCode(t.app, { phone }, nextIp());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'sms_send_failed', message: 'SMS sending failed' });
    expect(await t.db.select().from(signInCodes).where(eq(signInCodes.address, phone))).toHaveLength(0);
    // the failed attempt does not hold the user back for the resend interval
    expect((await requestCode(t.app, { phone }, nextIp())).json().code).toBe('sms_send_failed');
  });
});

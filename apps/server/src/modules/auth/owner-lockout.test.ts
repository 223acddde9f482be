// The owner-lockout attacks of issue 33 (item 2), each as a stranger would try it, and the caps that
// still hold against the stranger (docs/decisions/042).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODES_PER_ADDRESS_PER_HOUR,
  SIGN_IN_CODES_PER_REQUESTER_PER_HOUR,
  SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY,
  SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY,
} from '@miao/contracts/limits';
import { outbox } from '../../db/schema/platform';
import { createTestApp, type TestApp } from '../../test/app';
import {
  awayFromHourBoundary,
  codeFor,
  cookie,
  nextEmail,
  nextIp,
  passResendInterval,
  postSignIn,
  requestCode,
  signInAs,
} from './test-helpers';

const DEVICE = 'test_device';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a stranger cannot stop the owner from signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // the counts are per hour and per UTC day: start clear of both windows' ends
  beforeEach(() => awayFromHourBoundary(30, 24 * 60 * 60).then(() => awayFromHourBoundary(30)));

  /** A stranger at `ip` asks for codes for `email` until refused; answers how many were sent. */
  async function flood(email: string, ip: string): Promise<number> {
    let sent = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await requestCode(t.app, { email }, ip);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('too_many_requests');
        return sent;
      }
      sent += 1;
      await passResendInterval(t.db, email);
    }
    return sent;
  }

  /** A browser's code request and sign-in, carrying its device cookie as a browser does. */
  function fromBrowser(device: string | undefined) {
    const cookies = device ? { [DEVICE]: device } : undefined;
    return {
      requestCode: (email: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email-code',
          payload: { email },
          remoteAddress: ip,
          cookies,
        }),
      signIn: (email: string, code: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, code },
          remoteAddress: ip,
          cookies,
        }),
    };
  }

  it('(a) codes asked for by strangers from other addresses do not refuse the owner their own code', async () => {
    const email = nextEmail();
    const strangers = [nextIp(), nextIp(), nextIp()];
    let sent = 0;
    for (const ip of strangers) sent += await flood(email, ip);
    expect(sent).toBe(strangers.length * SIGN_IN_CODES_PER_REQUESTER_PER_HOUR);
    expect(sent).toBeGreaterThanOrEqual(10);

    const owner = await signInAs(t.app, { email }, nextIp());
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('(a) a botnet that fills the address-wide cap cannot refuse the owner on a browser or address they signed in from', async () => {
    const email = nextEmail();
    const home = nextIp();
    const first = await signInAs(t.app, { email }, home);
    expect(first.statusCode).toBe(200);
    const device = cookie(first, DEVICE)!.value;
    await passResendInterval(t.db, email);

    let sent = 0;
    for (let i = 0; i < SIGN_IN_CODES_PER_ADDRESS_PER_HOUR + 5; i += 1) {
      const res = await requestCode(t.app, { email }, nextIp());
      if (res.statusCode === 200) sent += 1;
      await passResendInterval(t.db, email);
    }
    // the owner's own first code counted while the account did not know them yet
    expect(sent).toBe(SIGN_IN_CODES_PER_ADDRESS_PER_HOUR - 1);
    // an unrecognised requester is refused now, even from a fresh address
    expect((await requestCode(t.app, { email }, nextIp())).statusCode).toBe(429);

    // the owner's browser, from a new address (a phone on another network)
    const browser = fromBrowser(device);
    const travelling = nextIp();
    expect((await browser.requestCode(email, travelling)).statusCode).toBe(200);
    const byDevice = await browser.signIn(email, await codeFor(t.app, email), travelling);
    expect(byDevice.statusCode, byDevice.body).toBe(200);

    // the owner's home address, without the cookie (another browser at home)
    await passResendInterval(t.db, email);
    const atHome = await signInAs(t.app, { email }, home);
    expect(atHome.statusCode, atHome.body).toBe(200);
  });

  it('(b) wrong guesses by a stranger do not void the code the owner received', async () => {
    const email = nextEmail();
    const owner = nextIp();
    await requestCode(t.app, { email }, owner);
    const code = await codeFor(t.app, email);
    for (const ip of [nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS + 2; i += 1) {
        const res = await postSignIn(t.app, { email, code: wrong(code) }, ip);
        expect(res.statusCode).toBe(422);
      }
    }
    const res = await postSignIn(t.app, { email, code }, owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('(c) after many wrong guesses in the hour, the owner may still mistype a new code once', async () => {
    const email = nextEmail();
    // strangers ask for codes and guess at them from three addresses, as far as each may
    for (const ip of [nextIp(), nextIp(), nextIp()]) {
      for (let round = 0; round < 2; round += 1) {
        await requestCode(t.app, { email }, ip);
        const theirs = await codeFor(t.app, email);
        for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i += 1) {
          await postSignIn(t.app, { email, code: wrong(theirs) }, ip);
        }
        await passResendInterval(t.db, email);
      }
    }
    const owner = nextIp();
    await requestCode(t.app, { email }, owner);
    const code = await codeFor(t.app, email);
    const typo = await postSignIn(t.app, { email, code: wrong(code) }, owner);
    expect(typo.json().code).toBe('verification_code_invalid');
    const res = await postSignIn(t.app, { email, code }, owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('(d) a stranger asking for a code does not void the code the owner just received', async () => {
    const email = nextEmail();
    const owner = nextIp();
    await requestCode(t.app, { email }, owner);
    const code = await codeFor(t.app, email);
    const stranger = await requestCode(t.app, { email }, nextIp());
    expect(stranger.statusCode).toBe(200);
    // and the stranger asks from a browser with a device cookie too
    const browser = fromBrowser(undefined);
    const withCookie = await browser.requestCode(email, nextIp());
    expect(withCookie.statusCode).toBe(200);
    const res = await postSignIn(t.app, { email, code }, owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a code can be entered only by the requester that asked for it', async () => {
    const email = nextEmail();
    await requestCode(t.app, { email }, nextIp());
    const code = await codeFor(t.app, email);
    const elsewhere = await postSignIn(t.app, { email, code }, nextIp());
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('verification_code_invalid');

    // a browser: its first request has no cookie yet, its sign-in presents the one it got
    const ip = nextIp();
    const email2 = nextEmail();
    const asked = await fromBrowser(undefined).requestCode(email2, ip);
    const device = cookie(asked, DEVICE)!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/', sameSite: 'Lax' });
    const signed = await fromBrowser(device.value).signIn(email2, await codeFor(t.app, email2), ip);
    expect(signed.statusCode, signed.body).toBe(200);

    // a browser that presented its cookie may enter its code from another address; another browser may not
    const email3 = nextEmail();
    const browser = fromBrowser(device.value);
    await browser.requestCode(email3, nextIp());
    const code3 = await codeFor(t.app, email3);
    const forged = `${device.value.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await fromBrowser(forged).signIn(email3, code3, nextIp())).statusCode).toBe(422);
    const other = cookie(await fromBrowser(undefined).requestCode(nextEmail(), nextIp()), DEVICE)!.value;
    expect((await fromBrowser(other).signIn(email3, code3, nextIp())).statusCode).toBe(422);
    expect((await browser.signIn(email3, code3, nextIp())).statusCode).toBe(200);
  });
});

describe('strangers are still capped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => awayFromHourBoundary(30, 24 * 60 * 60).then(() => awayFromHourBoundary(30)));

  it('one address receives at most the hourly cap of codes from unrecognised requesters', async () => {
    const email = nextEmail();
    for (let i = 0; i < SIGN_IN_CODES_PER_ADDRESS_PER_HOUR * 2; i += 1) {
      await requestCode(t.app, { email }, nextIp());
      await passResendInterval(t.db, email);
    }
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(SIGN_IN_CODES_PER_ADDRESS_PER_HOUR);
  });

  it('a requester may enter a few wrong codes a day for an address, then none, not even a right one', async () => {
    const email = nextEmail();
    const ip = nextIp();
    let wrongs = 0;
    while (wrongs < SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY) {
      await requestCode(t.app, { email }, ip);
      const code = await codeFor(t.app, email);
      for (
        let i = 0;
        i < SIGN_IN_CODE_MAX_ATTEMPTS && wrongs < SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY;
        i += 1
      ) {
        const res = await postSignIn(t.app, { email, code: wrong(code) }, ip);
        expect(res.statusCode).toBe(i === SIGN_IN_CODE_MAX_ATTEMPTS - 1 ? 429 : 422);
        wrongs += 1;
      }
      await passResendInterval(t.db, email);
    }
    await requestCode(t.app, { email }, ip);
    const right = await postSignIn(t.app, { email, code: await codeFor(t.app, email) }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('too_many_failed_requests');
  });

  it('unrecognised requesters all together may enter a bounded number of wrong codes a day; the recognised owner still signs in', async () => {
    const email = nextEmail();
    const home = nextIp();
    expect((await signInAs(t.app, { email }, home)).statusCode).toBe(200);
    await passResendInterval(t.db, email);

    let wrongs = 0;
    while (wrongs < SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY) {
      const ip = nextIp();
      for (let round = 0; round < 2; round += 1) {
        await requestCode(t.app, { email }, ip);
        const code = await codeFor(t.app, email);
        for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i += 1) {
          const res = await postSignIn(t.app, { email, code: wrong(code) }, ip);
          expect(res.statusCode).toBe(i === SIGN_IN_CODE_MAX_ATTEMPTS - 1 ? 429 : 422);
          wrongs += 1;
        }
        await passResendInterval(t.db, email);
      }
    }
    const late = nextIp();
    await requestCode(t.app, { email }, late);
    const refused = await postSignIn(t.app, { email, code: await codeFor(t.app, email) }, late);
    expect(refused.json().code).toBe('too_many_failed_requests');

    await passResendInterval(t.db, email);
    const owner = await signInAs(t.app, { email }, home);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).not.toHaveLength(0);
  });
});

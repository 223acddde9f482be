import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type AddressBody = { email: string } | { phone: string };

let sequence = 0;

/** A client address of its own, so one test's codes never count against another's per-IP limit. */
export function nextIp(): string {
  sequence += 1;
  return `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

/** A fresh e-mail or mainland mobile for one test. */
export function nextEmail(): string {
  sequence += 1;
  return `member${sequence}-${process.pid}@example.com`;
}
export function nextPhone(): string {
  sequence += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(sequence % 10000).padStart(4, '0')}`;
}

export function requestCode(app: FastifyInstance, body: AddressBody, ip = '127.0.0.1') {
  const url = 'email' in body ? '/api/auth/email-code' : '/api/auth/phone-code';
  return app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
}

/** The code in the newest outbox message to `to`, read the way a developer reads /dev/outbox. */
export async function codeFor(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const message = (res.json() as { to: string; text: string }[]).find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function postSignIn(
  app: FastifyInstance,
  body: AddressBody & { code: string; redirect?: string },
  ip = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, remoteAddress: ip });
}

/** Lets the next code for an address be sent now, as if the last one was asked for over a minute ago. */
export async function passResendInterval(db: Db, address: string): Promise<void> {
  await db.execute(
    sql`update sign_in_codes set created_at = created_at - interval '61 seconds' where address = ${address}`,
  );
}

/** Code sent, read from the outbox, signed in: the response of the sign-in call. */
export async function signInAs(
  app: FastifyInstance,
  body: AddressBody,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  const sent = await requestCode(app, body, ip);
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  const code = await codeFor(app, 'email' in body ? body.email : body.phone);
  return postSignIn(app, { ...body, code }, ip);
}

export function cookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/**
 * Fixed windows reset on the clock (hourly ones on the hour): start a counting test clear of the
 * boundary. A window that divides the hour (ten minutes) also keeps the test clear of the hour's.
 */
export async function awayFromHourBoundary(seconds = 20, windowSeconds = 3600): Promise<void> {
  const into = (Date.now() / 1000) % windowSeconds;
  if (into > windowSeconds - seconds)
    await new Promise((r) => setTimeout(r, (windowSeconds - into + 1) * 1000));
}

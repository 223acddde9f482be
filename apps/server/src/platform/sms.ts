import type { Db } from '../db/client';
import { outbox } from '../db/schema/platform';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function outboxSms(db: Db): SmsSender {
  return {
    async send(phone, text) {
      await db.insert(outbox).values({ channel: 'sms', to: phone, text });
    },
  };
}

/**
 * An HTTP SMS provider: POST `{ to, text }` as JSON with a Bearer key; any non-2xx answer is a failure
 * that the caller reports as "SMS sending failed" (spec 8).
 */
export function httpSms(url: string, apiKey: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(phone, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShareSignResponse } from '@miao/contracts/links';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { shareTickets } from '../../db/schema/links';
import { fail } from '../../platform/errors';

/**
 * The WeChat JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in that
 * (alphabetical) order, values not escaped, the url without its #fragment.
 */
export function wechatSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const url = input.url.split('#')[0]!;
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

/** The page must be on this site (PUBLIC_URL's origin): nobody signs other sites' pages with our app id. */
export function isSameSite(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const WECHAT_API = 'https://api.weixin.qq.com/cgi-bin';
/** Cached values are renewed this long before WeChat's expiry. */
const EXPIRY_MARGIN_SECONDS = 300;
const FETCH_TIMEOUT_MS = 5000;
/** WeChat's "access token invalid / expired" errors: fetch a new token once and retry. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
}

/**
 * Where the JS-SDK ticket comes from: WECHAT_JSAPI_TICKET when set, otherwise fetched from WeChat
 * with the app secret and cached in `share_tickets` (shared by every process, valid two hours).
 */
export function ticketSource(db: Db, wechat: NonNullable<Config['wechat']>, fetchImpl: FetchLike = fetch) {
  async function cached(key: string): Promise<string | undefined> {
    const [row] = await db.select().from(shareTickets).where(eq(shareTickets.key, key));
    return row && row.expiresAt.getTime() > Date.now() ? row.value : undefined;
  }

  async function store(key: string, value: string, expiresInSeconds: number) {
    const expiresAt = new Date(Date.now() + Math.max(60, expiresInSeconds - EXPIRY_MARGIN_SECONDS) * 1000);
    await db
      .insert(shareTickets)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: shareTickets.key, set: { value, expiresAt, updatedAt: new Date() } });
  }

  async function call(url: string): Promise<WechatAnswer> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) fail('share_sign_failed');
      return (await response.json()) as WechatAnswer;
    } catch {
      fail('share_sign_failed');
    }
  }

  async function accessToken(fresh: boolean): Promise<string> {
    const key = `access_token:${wechat.appId}`;
    const hit = fresh ? undefined : await cached(key);
    if (hit) return hit;
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: wechat.appId,
      secret: wechat.appSecret ?? '',
    });
    const answer = await call(`${WECHAT_API}/token?${query}`);
    if (!answer.access_token) fail('share_sign_failed');
    await store(key, answer.access_token, answer.expires_in ?? 7200);
    return answer.access_token;
  }

  return async function ticket(): Promise<string> {
    if (wechat.jsapiTicket) return wechat.jsapiTicket;
    if (!wechat.appSecret) fail('share_not_configured');
    const key = `jsapi:${wechat.appId}`;
    const hit = await cached(key);
    if (hit) return hit;
    for (const fresh of [false, true]) {
      const query = new URLSearchParams({ access_token: await accessToken(fresh), type: 'jsapi' });
      const answer = await call(`${WECHAT_API}/ticket/getticket?${query}`);
      if (answer.ticket && !answer.errcode) {
        await store(key, answer.ticket, answer.expires_in ?? 7200);
        return answer.ticket;
      }
      if (!TOKEN_ERRORS.has(answer.errcode ?? 0)) break;
    }
    fail('share_sign_failed');
  };
}

/** Spec 3 share-signing config for `wx.config` of the page at `url`. */
export async function signShare(
  config: Pick<Config, 'publicUrl' | 'wechat'>,
  ticket: (() => Promise<string>) | undefined,
  url: string,
): Promise<ShareSignResponse> {
  if (!config.wechat || !ticket) fail('share_not_configured');
  if (!isSameSite(url, config.publicUrl)) fail('share_url_invalid');
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = wechatSignature({ ticket: await ticket(), nonceStr, timestamp, url });
  return { app_id: config.wechat.appId, timestamp, nonce_str: nonceStr, signature };
}

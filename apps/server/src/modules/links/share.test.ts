import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { isSameSite, ticketSource, wechatSignature } from './share';

/** The example of WeChat's JS-SDK documentation (appendix 1, signature algorithm). */
const VECTOR = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

describe('WeChat share signature', () => {
  it('matches the documented test vector', () => {
    expect(wechatSignature(VECTOR)).toBe(VECTOR.signature);
  });

  it('ignores the #fragment of the url', () => {
    expect(wechatSignature({ ...VECTOR, url: `${VECTOR.url}#share` })).toBe(VECTOR.signature);
  });

  it('accepts only pages of this site', () => {
    expect(isSameSite('http://localhost:3000/cn/am-hatsu/?p=2', 'http://localhost:3000')).toBe(true);
    expect(isSameSite('https://localhost:3000/', 'http://localhost:3000')).toBe(false);
    expect(isSameSite('http://localhost:3000.evil.example/', 'http://localhost:3000')).toBe(false);
    expect(isSameSite('not a url', 'http://localhost:3000')).toBe(false);
  });
});

describe('POST /api/share/sign', () => {
  describe('not configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers 503 share_not_configured', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/share/sign',
        payload: { url: 'http://localhost:3000/' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'share_not_configured',
        message: 'Share signing is not configured',
      });
    });
  });

  describe('with a configured ticket', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_JSAPI_TICKET: VECTOR.ticket });
    });
    afterAll(() => t.close());

    it('signs a page of this site so that the signature checks out', async () => {
      const url = 'http://localhost:3000/cn/cyberboard-r4/?p=2#top';
      const before = Math.floor(Date.now() / 1000);
      const res = await t.app.inject({ method: 'POST', url: '/api/share/sign', payload: { url } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.app_id).toBe('wx0123456789abcdef');
      expect(body.timestamp).toBeGreaterThanOrEqual(before);
      expect(body.nonce_str).toMatch(/^[\w-]{16}$/);
      expect(body.signature).toBe(
        wechatSignature({
          ticket: VECTOR.ticket,
          nonceStr: body.nonce_str,
          timestamp: body.timestamp,
          url: url.split('#')[0]!,
        }),
      );
    });

    it('refuses other sites with 422 share_url_invalid', async () => {
      for (const url of ['http://mp.weixin.qq.com?params=value', 'javascript:alert(1)', 'not a url']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/share/sign', payload: { url } });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('share_url_invalid');
      }
    });
  });

  describe('ticket fetched from WeChat', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    function fakeWechat(answers: Record<string, unknown>[]) {
      const calls: string[] = [];
      const fetchImpl = async (url: string) => {
        calls.push(url);
        const answer = answers.shift();
        if (!answer) throw new Error(`unexpected call ${url}`);
        return { ok: true, json: async () => answer };
      };
      return { calls, fetchImpl };
    }

    it('fetches the access token and ticket once and caches them in the database', async () => {
      const wechat = fakeWechat([
        { access_token: 'TOKEN-1', expires_in: 7200 },
        { errcode: 0, errmsg: 'ok', ticket: 'TICKET-1', expires_in: 7200 },
      ]);
      const ticket = ticketSource(
        t.db,
        { appId: 'wx-a', appSecret: 'secret', jsapiTicket: undefined },
        wechat.fetchImpl,
      );
      expect(await ticket()).toBe('TICKET-1');
      expect(await ticket()).toBe('TICKET-1');
      expect(wechat.calls).toHaveLength(2);
      expect(wechat.calls[0]).toContain(
        '/cgi-bin/token?grant_type=client_credential&appid=wx-a&secret=secret',
      );
      expect(wechat.calls[1]).toContain('/cgi-bin/ticket/getticket?access_token=TOKEN-1&type=jsapi');
      // another process finds the cached ticket
      const other = ticketSource(
        t.db,
        { appId: 'wx-a', appSecret: 'secret', jsapiTicket: undefined },
        fakeWechat([]).fetchImpl,
      );
      expect(await other()).toBe('TICKET-1');
    });

    it('renews an access token WeChat calls invalid, once', async () => {
      const wechat = fakeWechat([
        { access_token: 'STALE', expires_in: 7200 },
        { errcode: 40001, errmsg: 'invalid credential' },
        { access_token: 'FRESH', expires_in: 7200 },
        { errcode: 0, ticket: 'TICKET-2', expires_in: 7200 },
      ]);
      const ticket = ticketSource(
        t.db,
        { appId: 'wx-b', appSecret: 'secret', jsapiTicket: undefined },
        wechat.fetchImpl,
      );
      expect(await ticket()).toBe('TICKET-2');
      expect(wechat.calls[3]).toContain('access_token=FRESH');
    });

    it('answers 502 share_sign_failed when WeChat refuses', async () => {
      const wechat = fakeWechat([{ errcode: 40013, errmsg: 'invalid appid' }]);
      const ticket = ticketSource(
        t.db,
        { appId: 'wx-c', appSecret: 'bad', jsapiTicket: undefined },
        wechat.fetchImpl,
      );
      await expect(ticket()).rejects.toMatchObject({ code: 'share_sign_failed', status: 502 });
      const down = ticketSource(t.db, { appId: 'wx-d', appSecret: 'x', jsapiTicket: undefined }, async () => {
        throw new Error('offline');
      });
      await expect(down()).rejects.toMatchObject({ code: 'share_sign_failed' });
    });
  });
});

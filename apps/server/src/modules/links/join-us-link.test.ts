// Decision 064: the join-us chat widget is a site link staff set in the console; its origin goes
// into the Content-Security-Policy's frame-src at once, without a restart, and nothing else does.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { clientDir } from '../../platform/web-build';
import type { AppError } from '../../platform/errors';
import { updateSiteLink } from './site-links';

type Auth = { authorization: string };

const frameSrc = (csp: unknown) => /(?:^|;)frame-src ([^;]*)/.exec(String(csp))?.[1];

describe('the chat widget link', () => {
  let t: TestApp;
  let staff: Auth;
  let staffId: number;
  let member: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await buildUser(t.db, { staff: true })).id;
    staff = await authHeader(t.config, staffId);
    member = await authHeader(t.config, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  const patch = (payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'PATCH', url: '/api/site-links/chat_widget', headers, payload });
  const policy = async () =>
    frameSrc(
      (await t.app.inject({ method: 'GET', url: '/en/about-us/' })).headers['content-security-policy'],
    );

  it('starts empty, and frame-src is this site only', async () => {
    const links = (await t.app.inject({ method: 'GET', url: '/api/site-links' })).json() as { key: string }[];
    expect(links.find((l) => l.key === 'chat_widget')).toMatchObject({
      url: '',
      cn_url: '',
      overseas_url: '',
    });
    expect(await policy()).toBe("'self'");
  });

  it('puts the origin staff set into frame-src of the next answer, never its path', async () => {
    const res = await patch({ overseas_url: 'https://chat.example.com/widget/?room=miao#top' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await policy()).toBe("'self' https://chat.example.com");
    // a port is part of the origin; every address of the link counts, once
    expect(
      (await patch({ url: 'https://chat.example.com:8443/w', cn_url: 'https://chat.example.com/x' }))
        .statusCode,
    ).toBe(200);
    expect(await policy()).toBe("'self' https://chat.example.com https://chat.example.com:8443");
    // cleared: this site only again
    expect((await patch({ url: '', cn_url: '', overseas_url: '' })).statusCode).toBe(200);
    expect(await policy()).toBe("'self'");
  });

  it('refuses a non-https address or one that could break into the header, naming the field', async () => {
    await patch({ overseas_url: 'https://chat.example.com/' });
    const refused = [
      'http://chat.example.com/',
      'https://a;b.example.com/',
      'https://a,b.example.com/',
      "https://a'b.example.com/",
      'https://chat.example.com/ script-src *',
      "https://chat.example.com/;script-src-elem 'unsafe-inline'",
      'https://user:secret@chat.example.com/',
      'ftp://chat.example.com/',
      'javascript:alert(1)',
    ];
    for (const bad of refused) {
      const res = await patch({ overseas_url: bad });
      expect(res.statusCode, bad).toBe(422);
      const body = res.json() as { code: string; message: string; fields?: string[] };
      expect(['embed_url_invalid', 'validation_error'], bad).toContain(body.code);
      expect(body.fields, bad).toEqual(['overseas_url']);
    }
    const http = (await patch({ url: 'http://chat.example.com/' })).json();
    expect(http).toEqual({
      code: 'embed_url_invalid',
      message: 'The chat widget address must be an https URL',
      fields: ['url'],
    });
    expect(await policy()).toBe("'self' https://chat.example.com");
    // the other links keep their rule: http is fine for the store
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/site-links/store',
          headers: staff,
          payload: { url: 'http://shop.example.com/' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes plain http to this machine outside production only (the end-to-end run), never in production', async () => {
    expect((await patch({ overseas_url: 'http://127.0.0.1:3242/favicon.svg' })).statusCode).toBe(200);
    expect(await policy()).toBe("'self' http://127.0.0.1:3242");
    await expect(
      updateSiteLink(t.db, 'chat_widget', { overseas_url: 'http://localhost:3242/' }, staffId, {
        localHttp: false,
      }),
    ).rejects.toMatchObject({ code: 'embed_url_invalid' } satisfies Partial<AppError>);
    expect((await patch({ overseas_url: 'https://chat.example.com/' })).statusCode).toBe(200);
  });

  it('is set by staff only: visitors 401, members 403, and the policy stays', async () => {
    const before = await policy();
    expect((await patch({ overseas_url: 'https://evil.example/' }, {})).statusCode).toBe(401);
    const refused = await patch({ overseas_url: 'https://evil.example/' }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('no_operation_permission');
    expect(await policy()).toBe(before);
    expect(before).not.toContain('evil');
  });
});

describe('the chat widget link on a served page', () => {
  // pages are the web build's: the unit run before `npm run build` has none (CI runs this after it)
  it.runIf(existsSync(clientDir))(
    'a page kept by the page cache and its front carries the new frame-src once staff change the link',
    async () => {
      const t = await createTestApp({}, { web: true });
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
        const page = async () => {
          const res = await fetch(`${base}/en/about-us/`);
          return {
            status: res.status,
            html: await res.text(),
            frameSrc: frameSrc(res.headers.get('content-security-policy')),
          };
        };
        const first = await page();
        expect(first.status).toBe(200);
        expect(first.frameSrc).toBe("'self'");
        expect(first.html.includes('<iframe'), 'an iframe before any is set').toBe(false);
        // the second answer is the kept one (the front repeats the first answer's headers)
        expect((await page()).frameSrc).toBe("'self'");

        const set = await fetch(`${base}/api/site-links/chat_widget`, {
          method: 'PATCH',
          headers: { ...staff, 'content-type': 'application/json' },
          body: JSON.stringify({ overseas_url: 'https://chat.example.com/widget' }),
        });
        expect(set.status).toBe(200);
        for (let i = 0; i < 2; i++) {
          const after = await page();
          expect(after.frameSrc, `answer ${i + 1}`).toBe("'self' https://chat.example.com");
          // the page renders with the links it was kept under: the widget is in its HTML
          expect(after.html.includes('src="https://chat.example.com/widget"'), 'the iframe in the HTML').toBe(
            true,
          );
        }
      } finally {
        await t.close();
      }
    },
    120_000,
  );
});

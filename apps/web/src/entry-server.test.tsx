// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { personalPage, render } from './entry-server';

describe('server render', () => {
  it('renders the home page with the boot meta tags', async () => {
    const page = await render({ url: '/', acceptLanguage: 'en-US,en;q=0.9', cookiePrefix: 'test_' });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.html).toContain('Sculpted keyboards. Living light.');
    expect(page.head).toContain('<meta name="miao-session" content="none" />');
    expect(page.head).toContain('<meta name="miao-cookie-prefix" content="test_" />');
  });

  it('takes the language from the prefix, then the cookie, then Accept-Language', async () => {
    expect((await render({ url: '/cn/', acceptLanguage: 'en' })).lang).toBe('zh-CN');
    expect((await render({ url: '/', cookieHeader: 'lang=cn', acceptLanguage: 'en' })).lang).toBe('zh-CN');
    expect((await render({ url: '/', acceptLanguage: 'zh-CN,zh;q=0.9' })).lang).toBe('zh-CN');
    expect((await render({ url: '/en/', cookieHeader: 'lang=cn' })).lang).toBe('en');
  });

  it('renders the sign-in page by mode and the user center prompt when signed out', async () => {
    expect((await render({ url: '/cn/auth/login?redirect=%2Fcn%2F' })).html).toContain('手机号');
    const login = await render({ url: '/en/auth/login' });
    expect(login.html).toContain('E-mail');
    expect(login.title).toBe('Sign in');
    const center = await render({ url: '/en/user-center/' });
    expect(center.html).toContain('Sign in to continue');
    expect(center.title).toBe('User center');
  });

  it('flags a refresh cookie for the browser without inline script', async () => {
    const page = await render({ url: '/en/', cookieHeader: 'test_refresh_token=abc', cookiePrefix: 'test_' });
    expect(page.head).toContain('<meta name="miao-session" content="refresh" />');
    expect(page.html).not.toContain('<script');
  });

  it('redirects unknown paths to the root, keeping the prefix, and /afa-diy/ to its task', async () => {
    expect(await render({ url: '/en/no-such-page/' })).toMatchObject({ status: 302, redirect: '/en/' });
    expect(await render({ url: '/no/such/page' })).toMatchObject({ status: 302, redirect: '/' });
    expect(await render({ url: '/cn/afa-diy/' })).toMatchObject({ status: 301, redirect: '/cn/dao/309/' });
  });

  it('titles later pages by route or product name and says they are coming', async () => {
    // the prize draw (issue 15) is a page of its own now
    const draw = await render({ url: '/cn/draw/rgb65/' });
    expect(draw.title).toBe('中奖查询');
    expect(draw.html).not.toContain('即将上线');
    // an edition address outside the catalogue is still to come
    expect((await render({ url: '/cn/cyberboard-v9-021c/' })).html).toContain('即将上线');
    // the chat assistant (issue 16) renders its conversation box on the server
    const chat = await render({ url: '/cn/chat/' });
    expect(chat.title).toBe('聊天助手');
    expect(chat.html).toContain('你的问题');
    // the task board renders its loading state on the server; the browser fetches the task
    const task = await render({ url: '/cn/tasks/12/' });
    expect(task.title).toBe('任务详情');
    expect(task.html).toContain('加载中');
    expect((await render({ url: '/en/am-relic-80/' })).title).toBe('AM RELIC 80');
    expect((await render({ url: '/en/am-65-less/custom/' })).title).toBe('AM 65 LESS customisation');
    expect((await render({ url: '/en/cyberboard-021c/' })).title).toBe('CYBERBOARD 021C');
    // the packaging address of a catalogue product: its landing page with verification open over it
    const edition = await render({ url: '/en/am-hatsu-021c/' });
    expect(edition.status).toBe(200);
    expect(edition.html).toContain('aria-modal="true"');
    expect(edition.html).toContain('landing');
    expect((await render({ url: '/en/verify/' })).status).toBe(200);
    expect((await render({ url: '/en/verify/cyberboard/' })).status).toBe(200);
    expect((await render({ url: '/carpio-g2.0-am-editon/user-guide/' })).status).toBe(200);
  });
});

describe('a personal page rendered for its member (issue 13)', () => {
  const profile = {
    id: 2,
    nickname: 'Alice',
    avatar: '',
    bind_phone: '',
    email: 'alice@example.com',
    wallet_address: '0x90573f35645f65c5c9696f571bdc97a10bf3badd',
    invite_code: '4B54ACBE9F',
    create_time: '2026-11-20T04:01:21.812Z',
    bio: '',
    links: [],
  };
  const answers: Record<string, unknown> = {
    '/api/balance': {
      count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 1135, pending: 60, held: 155 }],
      wallet_address: profile.wallet_address,
    },
    '/api/balance/history': {
      count: 1,
      results: [
        {
          id: 41,
          type: 'increase',
          number: 25,
          coin_type_id: 1,
          record: {
            from: 'dao_platform',
            type: 'reward',
            desc: 'Reward',
            remarks: 'Desk photo of the week',
          },
          task_id: null,
          effective_at: '2026-11-21T08:00:00.000Z',
        },
      ],
    },
    '/api/invites/me': {
      code: '4B54ACBE9F',
      link: 'https://example.com/?invite=4B54ACBE9F',
      joined: 3,
      invited_by: null,
    },
  };

  /** The API as Alice: the answers above, 404 for the rest, and every address asked. */
  function alice(fail: string[] = []) {
    const asked: string[] = [];
    const read = (path: string) => {
      asked.push(path);
      const pathname = path.split('?')[0]!;
      if (fail.includes(pathname))
        return Promise.resolve({
          status: 500,
          body: '{"code":"internal_error","message":"Something went wrong, please try again later"}',
        });
      const answer = answers[pathname];
      return Promise.resolve(
        answer === undefined
          ? { status: 404, body: '{"code":"not_found","message":"Not found"}' }
          : { status: 200, body: JSON.stringify(answer) },
      );
    };
    return { asked, viewer: { profile, read } };
  }

  /** The queries a page carries for the browser, by their keys. */
  function carried(head: string): string[] {
    const json = /<script type="application\/json" id="miao-viewer">(.*?)<\/script>/.exec(head)?.[1];
    if (!json) return [];
    return (JSON.parse(json) as { queries: { queryKey: unknown[] }[] }).queries.map((query) =>
      JSON.stringify(query.queryKey),
    );
  }

  it("renders the user center with the member's profile and what the cards read as them", async () => {
    const { asked, viewer } = alice();
    const page = await render({ url: '/en/user-center/', cookiePrefix: 'test_', viewer });
    expect(page.status).toBe(200);
    // the profile card and the balance are in the HTML, not the sign-in prompt or a skeleton
    expect(page.html).toContain('Alice');
    expect(page.html).toContain(profile.wallet_address);
    expect(page.html).toContain('1,135');
    expect(page.html).toContain('4B54ACBE9F');
    expect(page.html).not.toContain('Sign in to continue');
    // each card's read went to the API as the member, once
    expect(asked).toContain('/api/balance');
    expect(asked).toContain('/api/invites/me');
    expect(asked).not.toContain('/api/users/me');
    expect(new Set(asked).size).toBe(asked.length);
    // the answers travel with the page, so the browser hydrates without asking again
    const keys = carried(page.head);
    expect(keys).toContain(JSON.stringify(['users', 'me']));
    expect(keys.some((key) => key.includes('balance'))).toBe(true);
  });

  it('leaves a card whose read failed to the browser: its loading state, nothing carried', async () => {
    const { viewer } = alice(['/api/invites/me']);
    const page = await render({ url: '/en/user-center/', cookiePrefix: 'test_', viewer });
    expect(page.html).toContain(profile.wallet_address);
    expect(page.html).not.toContain('4B54ACBE9F"');
    expect(page.html).not.toContain('https://example.com/?invite=');
    expect(carried(page.head).some((key) => key.includes('invite'))).toBe(false);
  });

  it("reads a phone's list pages as the phone shows them (the history as a growing list)", async () => {
    const { viewer } = alice();
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    const page = await render({ url: '/en/user-center/', cookiePrefix: 'test_', userAgent: phone, viewer });
    expect(page.html).toContain('Desk photo of the week');
    expect(carried(page.head).some((key) => key.includes('"balance-history","infinite"'))).toBe(true);
    const desktop = await render({ url: '/en/user-center/', cookiePrefix: 'test_', viewer });
    expect(desktop.html).toContain('Desk photo of the week');
    expect(carried(desktop.head).some((key) => key.includes('"balance-history","page"'))).toBe(true);
  });

  it('renders the profile editor with the member filled in', async () => {
    const { viewer } = alice();
    const page = await render({ url: '/cn/user-edit/', cookiePrefix: 'test_', viewer });
    expect(page.html).toContain('value="Alice"');
  });

  it('names the personal pages under every prefix, and no other page', () => {
    for (const path of ['/user-center/', '/en/user-center/', '/cn/user-center', '/cn/user-edit/'])
      expect(personalPage(path), path).toBe(true);
    for (const path of ['/', '/en/', '/en/dao/', '/en/users/2/', '/cn/auth/login', '/en/no-such-page/'])
      expect(personalPage(path), path).toBe(false);
  });

  it('never reads the API, nor carries a member, on a page kept for every visitor', async () => {
    const { asked, viewer } = alice();
    for (const url of ['/en/', '/en/dao/', '/en/products/']) {
      const page = await render({ url, cookiePrefix: 'test_', viewer });
      expect(page.head).not.toContain('miao-viewer');
      expect(page.html).not.toContain(profile.wallet_address);
    }
    expect(asked).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

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

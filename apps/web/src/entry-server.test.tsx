// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

describe('server render', () => {
  it('renders the home page with the boot meta tags', () => {
    const page = render({ url: '/', acceptLanguage: 'en-US,en;q=0.9', cookiePrefix: 'test_' });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.html).toContain('Sculpted keyboards. Living light.');
    expect(page.head).toContain('<meta name="miao-session" content="none" />');
    expect(page.head).toContain('<meta name="miao-cookie-prefix" content="test_" />');
  });

  it('takes the language from the prefix, then the cookie, then Accept-Language', () => {
    expect(render({ url: '/cn/', acceptLanguage: 'en' }).lang).toBe('zh-CN');
    expect(render({ url: '/', cookieHeader: 'lang=cn', acceptLanguage: 'en' }).lang).toBe('zh-CN');
    expect(render({ url: '/', acceptLanguage: 'zh-CN,zh;q=0.9' }).lang).toBe('zh-CN');
    expect(render({ url: '/en/', cookieHeader: 'lang=cn' }).lang).toBe('en');
  });

  it('renders the sign-in page by mode and the user center prompt when signed out', () => {
    expect(render({ url: '/cn/auth/login?redirect=%2Fcn%2F' }).html).toContain('手机号');
    const login = render({ url: '/en/auth/login' });
    expect(login.html).toContain('E-mail');
    expect(login.title).toBe('Sign in');
    const center = render({ url: '/en/user-center/' });
    expect(center.html).toContain('Sign in to continue');
    expect(center.title).toBe('User center');
  });

  it('flags a refresh cookie for the browser without inline script', () => {
    const page = render({ url: '/en/', cookieHeader: 'test_refresh_token=abc', cookiePrefix: 'test_' });
    expect(page.head).toContain('<meta name="miao-session" content="refresh" />');
    expect(page.html).not.toContain('<script');
  });

  it('redirects unknown paths to the root, keeping the prefix, and /afa-diy/ to its task', () => {
    expect(render({ url: '/en/no-such-page/' })).toMatchObject({ status: 302, redirect: '/en/' });
    expect(render({ url: '/no/such/page' })).toMatchObject({ status: 302, redirect: '/' });
    expect(render({ url: '/cn/afa-diy/' })).toMatchObject({ status: 301, redirect: '/cn/dao/309/' });
  });

  it('titles later pages by route or product name and says they are coming', () => {
    const draw = render({ url: '/cn/draw/rgb65/' });
    expect(draw.title).toBe('中奖查询');
    expect(draw.html).toContain('即将上线');
    // the chat assistant (issue 16) renders its conversation box on the server
    const chat = render({ url: '/cn/chat/' });
    expect(chat.title).toBe('聊天助手');
    expect(chat.html).toContain('你的问题');
    // the task board renders its loading state on the server; the browser fetches the task
    const task = render({ url: '/cn/tasks/12/' });
    expect(task.title).toBe('任务详情');
    expect(task.html).toContain('加载中');
    expect(render({ url: '/en/am-relic-80/' }).title).toBe('AM RELIC 80');
    expect(render({ url: '/en/am-65-less/custom/' }).title).toBe('AM 65 LESS customisation');
    expect(render({ url: '/en/cyberboard-021c/' }).title).toBe('CYBERBOARD 021C');
    expect(render({ url: '/en/verify/' }).status).toBe(200);
    expect(render({ url: '/en/verify/cyberboard/' }).status).toBe(200);
    expect(render({ url: '/carpio-g2.0-am-editon/user-guide/' }).status).toBe(200);
  });
});

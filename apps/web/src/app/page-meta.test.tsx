// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';

describe('landing pages on the server (issue 5: prerendered with meta)', () => {
  it.each([
    ['/en/cyberboard-r4/', 'A wall to paint with light.'],
    ['/cn/am-relic-80/', '从未来出土的键盘。'],
    ['/en/icy-silver-switch-pro-v2/', 'Cold. Smooth. Exact.'],
    ['/cn/cybercharge-35/', '小充电头，满血数据线。'],
  ])('%s carries its headline and every slide', async (url, headline) => {
    const page = await render({ url });
    expect(page.status).toBe(200);
    // Chinese headlines carry zero-width spaces where they may break
    expect(page.html.replace(/\u200b/g, '')).toContain(headline);
    expect(page.html).toContain('class="page-swiper');
    // the footer is the swiper's last slide
    expect(page.html).toMatch(/page-swiper__slide--footer[^]*<footer/);
  });

  it('renders the slide `p` names and collapses the sub-header past the first', async () => {
    const page = await render({ url: '/en/am-hatsu/?p=3' });
    expect(page.html).toContain('calc(var(--swiper-h) * -3)');
    expect(page.html).toContain('sub-header is-collapsed');
    expect(page.html).toContain('Argentina editions: 14 units in all.');
  });

  it('writes title, description, canonical, alternates and Open Graph tags', async () => {
    const page = await render({
      url: '/cyberboard-r4/?p=2',
      acceptLanguage: 'en',
      origin: 'https://miao.example.com',
    });
    expect(page.title).toBe('CYBERBOARD R4');
    expect(page.head).toContain(
      '<meta name="description" content="The fourth CYBERBOARD: a hand-sprayed street-art shell',
    );
    expect(page.head).toContain('<link rel="canonical" href="https://miao.example.com/en/cyberboard-r4/" />');
    expect(page.head).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://miao.example.com/cn/cyberboard-r4/" />',
    );
    expect(page.head).toContain(
      '<link rel="alternate" hreflang="en" href="https://miao.example.com/en/cyberboard-r4/" />',
    );
    expect(page.head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://miao.example.com/cyberboard-r4/" />',
    );
    expect(page.head).toContain(
      '<meta property="og:title" content="CYBERBOARD R4 · The hand-sprayed 65% keyboard with an LED panel" />',
    );
    expect(page.head).toContain(
      '<meta property="og:url" content="https://miao.example.com/en/cyberboard-r4/" />',
    );
    expect(page.head).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('writes Chinese meta in China mode and relative addresses without an origin', async () => {
    const page = await render({ url: '/cn/am-master/' });
    expect(page.head).toContain('content="AM MASTER：改键、绘制点阵屏动画');
    expect(page.head).toContain('<link rel="canonical" href="/cn/am-master/" />');
    expect(page.head).toContain('<meta property="og:locale" content="zh_CN" />');
    expect(page.head).not.toContain('og:url');
  });

  it('renders home products, the product lists and coming soon for pages of later issues', async () => {
    expect((await render({ url: '/en/' })).html).toContain('data-group="top"');
    const list = await render({ url: '/en/products/' });
    expect(list.title).toBe('Products');
    expect(list.html).toContain('Keyboards');
    expect(list.head).toContain('Keyboards, keycaps, switches and desk gear');
    expect((await render({ url: '/en/more/' })).html).toContain('Contests and projects');
    expect((await render({ url: '/en/cyberboard-v9-021c/' })).html).toContain('Coming soon');
    expect((await render({ url: '/en/draw/rgb65/' })).html).not.toContain('Coming soon');
  });
});

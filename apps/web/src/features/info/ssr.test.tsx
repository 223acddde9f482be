// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';

describe('info pages rendered on the server', () => {
  it.each([
    ['/en/about-us/', 'We build keyboards like sculptures', 'About us'],
    ['/cn/after-sales/', '售后服务说明', '售后服务'],
    ['/en/terms-of-service/', 'The terms of using this site', 'Terms of service'],
    ['/en/cyberboard-r4/user-manual/', 'CYBERBOARD R4 user manual', 'User manual'],
    ['/cn/cyberblade/manual/', 'CYBERBLADE 耳机用户手册', 'CYBERBLADE 用户手册'],
    [
      '/en/cyberboard-r2_5/disassembly-guide/',
      'Taking apart the CYBERBOARD R2.5',
      'CYBERBOARD R2.5 disassembly guide',
    ],
    [
      '/en/carpio-g2.0-am-editon/user-guide/',
      'Using the CARPIO G2.0 AM edition wrist rest',
      'CARPIO G2.0 AM edition user guide',
    ],
    ['/en/cyberblade/app/', 'Get the firmware manager', 'CYBERBLADE app download'],
    ['/en/led-competition/', 'The dot-matrix graffiti contest', 'LED EFFECT CONTEST'],
    ['/cn/led-competition-2025/', '2025 灯效设计大赛', '2025 灯效设计大赛'],
    ['/en/the-novel-project/', 'The Novel Project', 'THE NOVEL PROJECT'],
    ['/en/the-novel-join/', 'Write the next chapter with us', 'JOIN THE NOVEL PROJECT'],
    ['/en/qr/', 'Take this page with you', 'QR code'],
  ])('%s has its headline in the HTML and its own description', async (url, headline, title) => {
    const page = await render({ url });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    if (!url.includes('/cn/')) expect(page.title).toBe(title);
    expect(page.head).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(page.head).not.toContain('content="MIAO makes sculpted mechanical keyboards');
  });

  it('shows the China-mode privacy note with its own description', async () => {
    const page = await render({ url: '/cn/privacy-policy/' });
    expect(page.html).toContain('中国大陆模式的隐私说明');
    expect(page.html).toContain('href="/en/privacy-policy/"');
    expect(page.head).toContain('本页说明本站自身会处理哪些信息');
    expect((await render({ url: '/en/privacy-policy/' })).html).toContain('What we collect');
  });

  it('answers an unknown manual with a friendly page linking to the products', async () => {
    const page = await render({ url: '/en/no-such-board/user-manual/' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('No manual here yet');
    expect(page.html).toContain('href="/en/products/"');
    expect(page.html).toContain('href="/en/cyberboard-r4/user-manual/"');
  });

  it('renders the two steps of the download page from the query', async () => {
    const page = await render({ url: '/en/cyberblade/app/?platform=mac' });
    expect(page.html.replace(/<!-- -->/g, '')).toContain('Download and install · Mac');
    expect(page.html).toContain('href="/en/cyberblade/app/?platform=windows"');
  });
});
